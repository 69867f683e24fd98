import type { Hono } from 'hono';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../server/app';

/**
 * Types for answering the API in web tests, read from the server's routes (AppType): a stub
 * whose answer drifts from what the server sends fails the typecheck.
 */

type Schema = AppType extends Hono<infer _E, infer S, infer _B> ? S : never;
type SchemaPath = keyof Schema & string;

type Split<S extends string> = S extends `${infer H}/${infer T}` ? [H, ...Split<T>] : [S];

/** Whether a concrete path's segments fit a route's (':id' fits any one segment). */
type Fits<K extends string[], P extends string[]> = K extends [
  infer KH,
  ...infer KT extends string[],
]
  ? P extends [infer PH, ...infer PT extends string[]]
    ? PH extends `:${string}`
      ? Fits<KT, PT>
      : KH extends PH
        ? Fits<KT, PT>
        : false
    : false
  : P extends []
    ? true
    : false;

/** The route a concrete path is served by; a literal route wins over one with a parameter. */
type RouteOf<Path extends string> = Path extends SchemaPath
  ? Path
  : { [P in SchemaPath]: Fits<Split<Path>, Split<P>> extends true ? P : never }[SchemaPath];

type MethodKey<M extends string> = `$${Lowercase<M>}`;

/** The endpoint (input, output and status per answer) that `'METHOD /api/path'` reaches. */
export type EndpointOf<K extends string> = K extends `${infer M} /api${infer Path}`
  ? RouteOf<Path> extends infer R extends SchemaPath
    ? MethodKey<M> extends keyof Schema[R]
      ? Schema[R][MethodKey<M>]
      : never
    : never
  : never;

/** The JSON body a request to `'METHOD /api/path'` sends (undefined for routes without one). */
export type ApiRequestBody<K extends string> = string extends K
  ? unknown
  : EndpointOf<K> extends { input: { json: infer J } }
    ? J
    : undefined;

/** The error shape every refusal has. */
export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

type SuccessAnswer<E> = E extends { output: infer O; status: infer S extends SuccessStatusCode }
  ? S extends 204
    ? { status: 204; json: null }
    : { status?: S; json: O }
  : never;

/**
 * One stubbed answer for `'METHOD /api/path'`: a success body as the server's contract types
 * it (status defaults to 200), or any refusal in the error shape.
 */
export type ApiAnswer<K extends string> = string extends K
  ? // A key built at run time (`GET /api/kids/${id}`) names no route the checker can see:
    // write it with routeKey('GET /api/kids/:id', id) instead.
    { status?: number; json: unknown }
  : SuccessAnswer<EndpointOf<K>> | { status: number; json: ErrorBody };

/** The success body of `'METHOD /api/path'` (e.g. for an answer factory's return type). */
export type ApiBody<K extends string> =
  Extract<ApiAnswer<K>, { json: unknown }> extends infer A
    ? A extends { json: infer J }
      ? Exclude<J, ErrorBody | null>
      : never
    : never;
