import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { ADDRESS_LOOKUP_FAILED, ADDRESS_NOT_FOUND } from '../../../shared/schemas/profile';
import { expectError, signUp } from '../../../../tests/accounts';

/** A real HTTP server on 127.0.0.1 standing in for the geocoding service's /search. */
let answer: { status: number; body: unknown } = { status: 200, body: [] };
let asked: string[] = [];
let server: http.Server;
let t: TestApp;

const CN_TOWER = {
  lat: '43.6425662',
  lon: '-79.3870568',
  name: 'CN Tower',
  display_name: 'CN Tower, 290, Bremner Boulevard, Toronto, Ontario, Canada',
  address: { road: 'Bremner Boulevard', city: 'Toronto', state: 'Ontario' },
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Each client address gets its own budget (TRUST_PROXY: the tests name the address).
  t = await createTestApp({
    AUTH_RATE_LIMIT: '5',
    TRUST_PROXY: 'true',
    GEOCODER_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  asked = [];
});

let nextIp = 1;
const search = (q: string, init: { cookie?: string; ip?: string } = {}) =>
  t.request(`/api/geocode/search?${new URLSearchParams({ q })}`, {
    cookie: init.cookie,
    headers: { 'x-forwarded-for': init.ip ?? `198.51.100.${nextIp++}` },
  });

describe('GET /api/geocode/search', () => {
  it('finds a typed place for a visitor, with its point and a short name', async () => {
    answer = { status: 200, body: [CN_TOWER] };
    const res = await search('  CN Tower, Toronto ');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      lat: 43.6425662,
      lng: -79.3870568,
      label: 'CN Tower, Toronto',
    });
    expect(new URL(asked[0] ?? '', 'http://x').searchParams.get('q')).toBe('CN Tower, Toronto');
  });

  it('works the same for a signed-in parent', async () => {
    const { cookie } = await signUp(t, 'typed@example.com');
    answer = { status: 200, body: [CN_TOWER] };
    const res = await search('CN Tower', { cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { label: string }).label).toBe('CN Tower, Toronto');
  });

  it('asks the service once for a place typed again, by anyone (a kept answer)', async () => {
    answer = { status: 200, body: [CN_TOWER] };
    const first = await search('Kept Place Toronto');
    const again = await search('  kept place   toronto');
    expect(first.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0] ?? '', 'http://x').searchParams.get('q')).toBe('Kept Place Toronto');
  });

  it('answers 404 address_not_found when nothing matches', async () => {
    answer = { status: 200, body: [] };
    await expectError(await search('zzqx nowhere'), 404, 'address_not_found', ADDRESS_NOT_FOUND);
  });

  it('answers 502 geocoder_unavailable when the service fails', async () => {
    answer = { status: 503, body: { error: 'busy' } };
    await expectError(await search('Toronto'), 502, 'geocoder_unavailable', ADDRESS_LOOKUP_FAILED);
  });

  it.each([
    ['', 'Please enter an address or place'],
    ['   a ', 'Please enter an address or place'],
    ['x'.repeat(201), 'Address is too long'],
  ])('refuses q=%j with a sentence, without asking the service', async (q, message) => {
    await expectError(await search(q), 400, 'validation_failed', message);
    expect(asked).toEqual([]);
  });

  it('refuses a missing q', async () => {
    const res = await t.request('/api/geocode/search', {
      headers: { 'x-forwarded-for': '198.51.100.250' },
    });
    await expectError(res, 400, 'validation_failed', 'Please enter an address or place');
  });

  it('limits each client address, visitors included, and shares the budget with reverse lookups', async () => {
    answer = { status: 200, body: [CN_TOWER] };
    const ip = '203.0.113.80';
    // Distinct places, so each one reaches the service rather than the kept answers.
    for (let i = 0; i < 5; i++) expect((await search(`CN Tower ${i}`, { ip })).status).toBe(200);
    const limited = await search('CN Tower 5', { ip });
    await expectError(
      limited,
      429,
      'rate_limited',
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(asked).toHaveLength(5);
    // Another address still has its budget.
    expect((await search('CN Tower', { ip: '203.0.113.81' })).status).toBe(200);

    const { cookie } = await signUp(t, 'shared-budget@example.com');
    const reverse = await t.request('/api/geocode/reverse?lat=43.6&lng=-79.4', {
      cookie,
      headers: { 'x-forwarded-for': ip },
    });
    expect(reverse.status).toBe(429);
  });
});
