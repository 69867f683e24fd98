import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { signUp } from '../../../../tests/accounts';

/**
 * A region saved on the profile (onboarding's parent step, Settings) is the parent's location
 * too, found once through the geocoder; a location the parent chose always wins (decision 025).
 */

/** A real HTTP server on 127.0.0.1 standing in for the geocoding service's /search. */
let reachable = true;
let asked: string[] = [];
/** Slow regions: their answers wait here until the test lets them go. */
const held = new Map<string, () => void>();
const SLOW = /^Slow/;
/** The app's log lines (JSON). */
const logs: string[] = [];
let server: http.Server;
let t: TestApp;

const SPRINGFIELD = { lat: 39.7990175, lng: -89.6439575 };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://stub').searchParams.get('q') ?? '';
    asked.push(q);
    if (!reachable) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Service temporarily unavailable' }));
      return;
    }
    const answer = () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify([
          {
            lat: String(SPRINGFIELD.lat),
            lon: String(SPRINGFIELD.lng),
            name: 'Springfield',
            address: { city: 'Springfield', state: 'Illinois' },
          },
        ]),
      );
    };
    if (SLOW.test(q)) held.set(q, answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp(
    { AUTH_RATE_LIMIT: '1000', GEOCODER_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logs.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  reachable = true;
  asked = [];
});

type Profile = {
  region: string | null;
  location: { lat: number; lng: number; label: string } | null;
  locationFromRegion: boolean;
};

let n = 0;
const newParent = async () => (await signUp(t, `region-${++n}@example.com`)).cookie;
const patch = async (cookie: string, json: unknown) => {
  const res = await t.request('/api/profile', { method: 'PATCH', json, cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Profile;
};
const profileOf = async (cookie: string) =>
  (await (await t.request('/api/profile', { cookie })).json()) as Profile;

describe('PATCH /api/profile with a region', () => {
  it('finds the region once and keeps it as the location, marked as from the region', async () => {
    const cookie = await newParent();
    const saved = await patch(cookie, { firstName: 'Dana', region: 'Springfield, Illinois' });
    const fromRegion = { ...SPRINGFIELD, label: 'Springfield, Illinois' };
    expect(saved).toMatchObject({ location: fromRegion, locationFromRegion: true });
    // Another device reads the same location from the profile.
    expect(await profileOf(cookie)).toMatchObject({ location: fromRegion });
    // The data export says where it came from.
    const exported = (await (await t.request('/api/account/export', { cookie })).json()) as {
      profile: { location: unknown };
    };
    expect(exported.profile.location).toEqual({ ...fromRegion, fromRegion: true });

    // Saving the same region again (Settings' Save) does not ask again.
    await patch(cookie, { firstName: 'Dana', region: 'springfield, illinois ' });
    // Another parent in the same region is answered from the kept answer.
    await patch(await newParent(), { region: 'Springfield, Illinois' });
    expect(asked).toEqual(['Springfield, Illinois']);
  });

  it('saves the region without a location when the geocoder cannot be reached', async () => {
    reachable = false;
    const cookie = await newParent();
    const saved = await patch(cookie, { firstName: 'Dana', region: 'Shelbyville, Illinois' });
    expect(saved).toMatchObject({
      region: 'Shelbyville, Illinois',
      location: null,
      locationFromRegion: false,
    });
    expect(await profileOf(cookie)).toMatchObject({ region: 'Shelbyville, Illinois' });
  });

  it('answers at once when the geocoder is slow, and keeps the point when it comes', async () => {
    const cookie = await newParent();
    const saved = await patch(cookie, { firstName: 'Dana', region: 'Slowville' });
    expect(saved).toMatchObject({ region: 'Slowville', location: null, locationFromRegion: false });
    // The save answered while the geocoder still held its answer.
    const release = held.get('Slowville');
    expect(release).toBeDefined();
    release?.();
    await expect
      .poll(async () => (await profileOf(cookie)).location)
      .toEqual({ ...SPRINGFIELD, label: 'Slowville' });
    expect(await profileOf(cookie)).toMatchObject({ locationFromRegion: true });
  });

  it('drops a point that comes after the region was changed again', async () => {
    const cookie = await newParent();
    await patch(cookie, { region: 'Slowtown' });
    const now = await patch(cookie, { region: 'Springfield' });
    expect(now).toMatchObject({ location: { ...SPRINGFIELD, label: 'Springfield' } });
    held.get('Slowtown')?.();
    await expect
      .poll(() => logs.filter((l) => l.includes('after its save') && l.includes('"stored":false')))
      .toHaveLength(1);
    expect(await profileOf(cookie)).toMatchObject({
      region: 'Springfield',
      location: { ...SPRINGFIELD, label: 'Springfield' },
    });
  });

  it('never replaces a location the parent chose', async () => {
    const cookie = await newParent();
    const chosen = { lat: 43.6465, lng: -79.4637, label: 'High Park, Toronto' };
    await t.request('/api/profile/location', { method: 'PUT', json: chosen, cookie });
    const saved = await patch(cookie, { region: 'Springfield, Illinois' });
    expect(saved).toMatchObject({ location: chosen, locationFromRegion: false });
    expect(asked).toEqual([]);
  });

  it('lets the parent’s own choice replace a location from the region', async () => {
    const cookie = await newParent();
    await patch(cookie, { region: 'Springfield, Illinois' });
    const chosen = { lat: 43.7, lng: -79.42, label: 'Current location' };
    const res = await t.request('/api/profile/location', { method: 'PUT', json: chosen, cookie });
    expect(await res.json()).toMatchObject({ location: chosen, locationFromRegion: false });
  });

  it('moves a location from the region with the region, and drops it with the region', async () => {
    const cookie = await newParent();
    await patch(cookie, { region: 'Springfield, Illinois' });

    // A new region the geocoder cannot place: the old region's point would be wrong.
    reachable = false;
    expect(await patch(cookie, { region: 'Capital City' })).toMatchObject({
      region: 'Capital City',
      location: null,
    });

    reachable = true;
    expect(await patch(cookie, { region: 'Springfield' })).toMatchObject({
      location: { ...SPRINGFIELD, label: 'Springfield' },
      locationFromRegion: true,
    });
    expect(await patch(cookie, { region: '' })).toMatchObject({
      region: null,
      location: null,
      locationFromRegion: false,
    });
  });
});
