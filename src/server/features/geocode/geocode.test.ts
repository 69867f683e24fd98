import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { LOCATION_LOOKUP_FAILED } from '../../../shared/schemas/profile';
import { expectError, signUp } from '../../../../tests/accounts';

/** A real HTTP server on 127.0.0.1 standing in for the geocoding service. */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: http.Server;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', GEOCODER_URL: `http://127.0.0.1:${port}` });
  ({ cookie } = await signUp(t, 'geo@example.com'));
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const lookUp = (query: string, withCookie = cookie) =>
  t.request(`/api/geocode/reverse?${query}`, { cookie: withCookie });

describe('GET /api/geocode/reverse', () => {
  it('answers 401 without a session', async () => {
    await expectError(
      await lookUp('lat=43.65&lng=-79.38', ''),
      401,
      'unauthorized',
      'User not authenticated',
    );
  });

  it("answers the region as 'city, state'", async () => {
    answer = { status: 200, body: { address: { city: 'Toronto', state: 'Ontario' } } };
    const res = await lookUp('lat=43.6532&lng=-79.3832');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ region: 'Toronto, Ontario' });
  });

  it('answers 502 geocoder_unavailable when the service fails', async () => {
    answer = { status: 500, body: { error: 'boom' } };
    await expectError(
      await lookUp('lat=1&lng=2'),
      502,
      'geocoder_unavailable',
      LOCATION_LOOKUP_FAILED,
    );
    answer = { status: 200, body: { error: 'Unable to geocode' } };
    await expectError(
      await lookUp('lat=1&lng=2'),
      502,
      'geocoder_unavailable',
      LOCATION_LOOKUP_FAILED,
    );
  });

  it.each(['lat=91&lng=0', 'lat=0&lng=-181', 'lat=abc&lng=1', 'lng=1', ''])(
    'refuses %j with 400',
    async (query) => {
      const res = await lookUp(query);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'validation_failed',
      );
    },
  );
});
