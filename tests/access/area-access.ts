import type { Parent } from '../factories';
import type { TestApp } from '../test-app';

/** A route as /api/openapi.json names it: 'GET /api/kids/{id}'. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/** Path values per path template: { '/api/kids/{id}': { id: '…' } }. */
export type OwnerPaths = Record<string, Record<string, string>>;

/** What a caller sends besides the path, and the status it must get. */
export type RouteInput = {
  query?: Record<string, string>;
  json?: unknown;
  form?: () => FormData;
  /** Default: 404 for a route with path values, any refusal (4xx) otherwise. */
  status?: number;
};

/**
 * What an API area tells the access tests (authorisation matrix, fuzzing) about its routes. Every
 * route in /api/openapi.json is tested; an area only says what the tests cannot work out alone.
 * One file per area in tests/access/areas/, picked up by tests/access/index.ts.
 */
export type AreaAccess = {
  /** Routes anyone may call signed out, each with the reason. Everything else must answer 401. */
  publicRoutes?: Partial<Record<RouteKey, string>>;
  /**
   * Makes the owner's data this area's paths point at and returns their path values by template.
   * A route takes the values of the longest template its path starts with.
   */
  ownerData?: (t: TestApp, owner: Parent) => Promise<OwnerPaths>;
  /**
   * Path templates whose values every reader already sees (a comment's id is on the public
   * discussion): another parent's answer may carry them, so they are not checked as leaks.
   */
  publicValues?: string[];
  /**
   * What another parent sends to a route, given the owner's path values: a valid body, so the
   * answer is about ownership rather than a malformed request, or the owner's ids in a body/query.
   */
  intruderInput?: Partial<Record<RouteKey, (owner: OwnerPaths) => RouteInput>>;
  /** Routes that end the caller's own session (sign-out): called with a throwaway account. */
  endsSession?: RouteKey[];
  /** Routes the fuzzer leaves alone, each with the reason (e.g. one that calls an outside service). */
  notFuzzed?: Partial<Record<RouteKey, string>>;
};

/** The path values a route needs, from the longest template its path starts with. */
export function pathValuesFor(path: string, owner: OwnerPaths): Record<string, string> | undefined {
  const template = Object.keys(owner)
    .filter((t) => path === t || path.startsWith(`${t}/`))
    .sort((a, b) => b.length - a.length)[0];
  return template === undefined ? undefined : owner[template];
}
