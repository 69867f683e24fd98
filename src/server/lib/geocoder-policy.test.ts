import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/test-app';
import { ADDRESS_NOT_FOUND, LOCATION_LOOKUP_FAILED } from '../../shared/schemas/profile';
import type { DatabaseHandle } from '../db/client';
import { geocoderAnswers, geocoderThrottle } from '../db/schema';
import {
  databaseGeocoderPolicy,
  forwardGeocode,
  GEOCODER_CACHE_TTL_MS,
  reverseGeocode,
  type GeocoderClock,
  type GeocoderOptions,
} from './geocoder';
import { AppError } from './http-errors';

/** A real HTTP server on 127.0.0.1 standing in for Nominatim; it records what reached it. */
let seen: { path: string; at: number; userAgent: string | undefined }[] = [];
let server: http.Server;
let baseUrl: string;
let handle: DatabaseHandle;

/**
 * Time as the queue sees it: `now` moves only when the test moves it; a wait is recorded and
 * moves nothing, so the test reads each request's slot instead of waiting for it.
 */
function fakeClock(start = Date.parse('2026-05-01T10:00:00Z')) {
  const waits: number[] = [];
  const clock: GeocoderClock & { waits: number[]; advance(ms: number): void; t: number } = {
    t: start,
    waits,
    now: () => clock.t,
    sleep: async (ms) => {
      waits.push(ms);
    },
    advance: (ms) => {
      clock.t += ms;
    },
  };
  return clock;
}
let clock: ReturnType<typeof fakeClock>;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '', 'http://stub');
    seen.push({ path: url.pathname, at: clock.now(), userAgent: req.headers['user-agent'] });
    res.writeHead(200, { 'content-type': 'application/json' });
    if (url.pathname === '/reverse') {
      res.end(JSON.stringify({ address: { city: 'Toronto', state: 'Ontario' } }));
    } else if (url.searchParams.get('q')?.includes('nowhere')) {
      res.end('[]');
    } else {
      res.end(
        JSON.stringify([
          { lat: '43.64', lon: '-79.38', name: 'CN Tower', address: { city: 'Toronto' } },
        ]),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  seen = [];
  clock = fakeClock();
  await handle.db.delete(geocoderAnswers);
  await handle.db.delete(geocoderThrottle);
});

const logger = pino({ level: 'silent' });
/** One app instance's view of the geocoder; several may share the database. */
const instance = (extra: Partial<GeocoderOptions> = {}): GeocoderOptions => ({
  baseUrl,
  appUrl: 'https://kidventure.example',
  contact: 'ops@kidventure.example',
  logger,
  policy: databaseGeocoderPolicy(handle.db, clock),
  ...extra,
});

describe('the geocoder keeps to the public service’s usage policy', () => {
  it('sends requests one second apart, in the order they came, across instances', async () => {
    const a = instance();
    const b = instance();
    const regions = await Promise.all([
      reverseGeocode(a, 43.1, -79.1),
      reverseGeocode(b, 43.2, -79.2),
      reverseGeocode(a, 43.3, -79.3),
      reverseGeocode(b, 43.4, -79.4),
    ]);
    expect(regions).toEqual(Array(4).fill('Toronto, Ontario'));
    expect(seen).toHaveLength(4);
    // The first leaves at once; each later one waits for its own slot, one second after the last.
    expect(clock.waits.toSorted((x, y) => x - y)).toEqual([1000, 2000, 3000]);
  });

  it('counts the second from when the last request left, not from now', async () => {
    await reverseGeocode(instance(), 43.1, -79.1);
    clock.advance(400);
    await reverseGeocode(instance(), 43.2, -79.2);
    expect(clock.waits).toEqual([600]);
    clock.advance(5_000);
    await reverseGeocode(instance(), 43.3, -79.3);
    expect(clock.waits).toEqual([600]);
    expect(seen).toHaveLength(3);
  });

  it('answers a repeated question from what it kept, shared by every instance', async () => {
    expect(await reverseGeocode(instance(), 43.65321, -79.38321)).toBe('Toronto, Ontario');
    // A few metres away is the same question; another instance asks it.
    expect(await reverseGeocode(instance(), 43.65319, -79.38319)).toBe('Toronto, Ontario');
    expect(await forwardGeocode(instance(), 'CN Tower')).toEqual({
      lat: 43.64,
      lng: -79.38,
      label: 'CN Tower, Toronto',
    });
    expect(await forwardGeocode(instance(), '  cn   tower ')).toEqual({
      lat: 43.64,
      lng: -79.38,
      label: 'CN Tower, Toronto',
    });
    expect(seen.map((s) => s.path)).toEqual(['/reverse', '/search']);
  });

  it('keeps "nothing matches" too', async () => {
    for (let i = 0; i < 2; i++) {
      const err = await forwardGeocode(instance(), 'nowhere at all').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ status: 404, message: ADDRESS_NOT_FOUND });
    }
    expect(seen).toHaveLength(1);
  });

  it('asks again once a kept answer is 30 days old', async () => {
    await reverseGeocode(instance(), 43.1, -79.1);
    clock.advance(GEOCODER_CACHE_TTL_MS - 60_000);
    await reverseGeocode(instance(), 43.1, -79.1);
    expect(seen).toHaveLength(1);
    clock.advance(120_000);
    await reverseGeocode(instance(), 43.1, -79.1);
    expect(seen).toHaveLength(2);
  });

  it('refuses at once, without asking the service, when the queue is already 10 seconds long', async () => {
    const asks = Array.from({ length: 12 }, (_, i) =>
      reverseGeocode(instance(), 40 + i / 10, -79).then(
        () => 'answered',
        (err: unknown) => (err instanceof AppError ? `${err.status} ${err.message}` : 'other'),
      ),
    );
    const outcomes = await Promise.all(asks);
    expect(outcomes.filter((o) => o === 'answered')).toHaveLength(11);
    expect(outcomes.filter((o) => o === `502 ${LOCATION_LOOKUP_FAILED}`)).toHaveLength(1);
    expect(seen).toHaveLength(11);
    expect(Math.max(...clock.waits)).toBe(10_000);
  });

  it('names Kidventure, its address and a contact in the User-Agent', async () => {
    await reverseGeocode(instance(), 43.1, -79.1);
    expect(seen[0]?.userAgent).toBe(
      'Kidventure/1.0 (+https://kidventure.example; ops@kidventure.example)',
    );
  });
});
