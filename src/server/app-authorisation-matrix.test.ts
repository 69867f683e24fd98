import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  areas,
  endsSession,
  intruderInput,
  pathValuesFor,
  publicRoutes,
  publicValueTemplates,
  type OwnerPaths,
} from '../../tests/access';
import { readAnswer, streamProblem } from '../../tests/access/event-stream';
import { apiRoutes, fillPath, type ApiRoute } from '../../tests/access/openapi-routes';
import { signedInParent, type Parent } from '../../tests/factories';
import { createTestApp, type TestApp } from '../../tests/test-app';

/**
 * The authorisation matrix, generated from /api/openapi.json: every route that is not declared
 * public is called signed out (→ 401) and by another parent with the owner's real ids (→ 404),
 * never with the owner's data in the answer and never a 5xx. A new route is in the matrix by
 * being in the contract; what it needs (public, owner data, a valid body) is declared in
 * tests/access/areas/<area>.ts. An event stream (text/event-stream) is read up to its first event
 * and then closed, never to its end.
 */

let t: TestApp;
let routes: ApiRoute[];
let owner: Parent;
let ownerPaths: OwnerPaths;
/** Strings that only the owner's data contains (ids, e-mail): never in another's answer. */
let ownerMarkers: string[];

beforeAll(async () => {
  // No outside calls: a geocoder that is not there.
  t = await createTestApp({ AUTH_RATE_LIMIT: '100000', GEOCODER_URL: 'http://127.0.0.1:9' });
  ({ routes } = await apiRoutes(t));
  owner = await signedInParent(t);
  ownerPaths = {};
  for (const area of Object.values(areas)) {
    Object.assign(ownerPaths, await area.ownerData?.(t, owner));
  }
  ownerMarkers = [
    owner.email,
    owner.userId,
    ...Object.entries(ownerPaths)
      .filter(([template]) => !publicValueTemplates.has(template))
      .flatMap(([, values]) => Object.values(values))
      .filter((value) => value.length >= 16),
  ];
}, 120_000);

afterAll(() => t?.close());

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const isPublic = (route: ApiRoute) => route.key in publicRoutes;
const parentRoutes = () => routes.filter((r) => !isPublic(r) && !r.admin);

function send(
  route: ApiRoute,
  path: string,
  {
    cookie,
    query,
    json,
    form,
  }: { cookie?: string; query?: Record<string, string>; json?: unknown; form?: () => FormData },
) {
  const url = query ? `${path}?${new URLSearchParams(query)}` : path;
  if (form) return t.request(url, { method: route.method, cookie, form: form() });
  const body = json ?? (route.bodyType ? {} : undefined);
  return t.request(url, { method: route.method, cookie, json: body });
}

/** The path as the owner would call it (the owner's ids), or an error naming what to declare. */
function ownerPath(route: ApiRoute): string {
  if (route.pathParams.length === 0) return route.path;
  const values = pathValuesFor(route.path, ownerPaths);
  if (!values) {
    throw new Error(
      `${route.key} has path values but no area declares owner data for it: add an ownerData ` +
        `entry for '${route.path}' (or a shorter template) in tests/access/areas/<area>.ts`,
    );
  }
  return fillPath(route.path, values);
}

describe('authorisation matrix (from /api/openapi.json)', () => {
  it('knows every route: each is public, admin-only or a parent’s, and every declaration names a real route', () => {
    const keys = new Set(routes.map((r) => r.key));
    const stale = [
      ...Object.keys(publicRoutes),
      ...Object.keys(intruderInput),
      ...endsSession,
    ].filter((key) => !keys.has(key as ApiRoute['key']));
    expect(stale, 'declared in tests/access but not in the contract').toEqual([]);
    expect(parentRoutes().length).toBeGreaterThan(30);
    const missing = parentRoutes()
      .filter((r) => r.pathParams.length > 0 && !pathValuesFor(r.path, ownerPaths))
      .map((r) => r.key);
    expect(missing, 'parent routes with path values but no owner data in tests/access').toEqual([]);
  });

  it('answers 401, with the error shape, to a signed-out caller on every route that is not public', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes.filter((r) => !isPublic(r))) {
      const res = await send(route, ownerPath(route), {});
      const { text } = await readAnswer(res);
      const body = parseJson(text) as { error?: { code?: string } } | null;
      checked += 1;
      if (res.status !== 401 || typeof body?.error?.code !== 'string') {
        wrong.push(`${route.key} → ${res.status} ${JSON.stringify(body).slice(0, 120)}`);
      }
    }
    console.info(`authorisation matrix: ${checked} routes checked signed out`);
    expect(wrong, 'routes that are neither public nor refused signed out').toEqual([]);
  });

  it('answers 401 to a parent’s session on the admin routes', async () => {
    for (const route of routes.filter((r) => r.admin)) {
      const res = await send(route, route.path, { cookie: owner.cookie });
      await res.body?.cancel();
      expect(res.status, route.key).toBe(401);
    }
  });

  it('never shows or changes the owner’s data for another parent holding the owner’s real ids', async () => {
    const intruder = await signedInParent(t);
    const wrong: string[] = [];
    let checked = 0;
    let streams = 0;
    for (const route of parentRoutes()) {
      const caller = endsSession.has(route.key) ? await signedInParent(t) : intruder;
      const input = intruderInput[route.key]?.(ownerPaths) ?? {};
      const res = await send(route, ownerPath(route), { cookie: caller.cookie, ...input });
      const answer = await readAnswer(res);
      const text = answer.text;
      // The caller's own stream: a 200 event stream beginning with `ready`, read that far only.
      const streamWrong = route.stream && res.status < 500 ? streamProblem(res, answer) : null;
      checked += 1;
      if (route.stream) streams += 1;
      const expected = input.status ?? (route.pathParams.length > 0 ? 404 : undefined);
      const leaked = ownerMarkers.filter((marker) => text.includes(marker));
      if (res.status >= 500) wrong.push(`${route.key} → ${res.status}`);
      else if (streamWrong) wrong.push(`${route.key}: ${streamWrong}`);
      else if (expected !== undefined && res.status !== expected) {
        wrong.push(
          `${route.key} → ${res.status}, expected ${expected} (a valid body may be missing: ` +
            `declare intruderInput in tests/access/areas/<area>.ts) ${text.slice(0, 160)}`,
        );
      } else if (leaked.length > 0)
        wrong.push(`${route.key} answered the owner’s ${leaked.join(', ')}`);
    }
    console.info(
      `authorisation matrix: ${checked} routes checked as another parent (${streams} event streams)`,
    );
    expect(wrong).toEqual([]);
    expect(streams, 'event-stream routes in the contract').toBeGreaterThan(0);
    // Every stream opened was closed: none is left open on the server.
    await vi.waitFor(() => expect(t.realtime.size).toBe(0), { timeout: 10_000 });

    // The owner still finds everything: the ids were real, and nothing was changed or deleted.
    for (const route of parentRoutes().filter(
      (r) => r.method === 'GET' && r.pathParams.length > 0,
    )) {
      const res = await send(route, ownerPath(route), { cookie: owner.cookie });
      expect(res.status, `${route.key} as the owner`).toBe(200);
    }
  }, 120_000);
});
