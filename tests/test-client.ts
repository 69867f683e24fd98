import { expect } from 'vitest';
import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '../src/server/app';

export type TestClient = ReturnType<typeof hc<AppType>>;

/**
 * The API typed from AppType (paths, inputs and answers), sending requests as the web app does:
 * same-origin, with the given cookie. `request` reaches the app in-process.
 */
export function createTestClient(
  origin: string,
  request: (input: Request) => Response | Promise<Response>,
  cookie?: string,
): TestClient {
  const headers: Record<string, string> = { origin };
  if (cookie) headers.cookie = cookie;
  return hc<AppType>(`${origin}/api`, {
    headers,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => request(new Request(input, init)),
  });
}

/** The body of the variants of R answered with `status`, as the contract declares it. */
type BodyAt<R, S extends number> =
  R extends ClientResponse<infer T, infer U, 'json'> ? (S extends U ? T : never) : never;

/** Checks the answer's status (showing the body when it differs) and returns its typed body. */
export async function expectJson<R extends ClientResponse<unknown, number>, S extends R['status']>(
  res: R,
  status: S,
): Promise<BodyAt<R, S>> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as BodyAt<R, S>;
}
