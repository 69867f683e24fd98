import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADDRESS_LOOKUP_FAILED,
  ADDRESS_NOT_FOUND,
  LOCATION_LOOKUP_FAILED,
} from '../../shared/schemas/profile';
import {
  forwardGeocode,
  reverseGeocode,
  type GeocoderOptions,
  type GeocoderPolicy,
} from './geocoder';
import { AppError } from './http-errors';

/** A real HTTP server on 127.0.0.1 standing in for Nominatim; each test sets its answer. */
type StubAnswer = { status?: number; body?: unknown; delayMs?: number };
let answer: StubAnswer = {};
let seen: { url: string; userAgent: string | undefined }[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', userAgent: req.headers['user-agent'] });
    const { status = 200, body = {}, delayMs = 0 } = answer;
    const timer = setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let logLines: { level: number; msg: string; err?: { message: string } }[] = [];
beforeEach(() => {
  answer = {};
  seen = [];
  logLines = [];
});
const logger = pino(
  { level: 'warn' },
  new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(JSON.parse(chunk.toString()));
      done();
    },
  }),
);

/** These tests read answers: nothing kept, no queue (geocoder-policy.test.ts tests those). */
const askEveryTime: GeocoderPolicy = {
  cached: async () => undefined,
  remember: async () => {},
  waitForTurn: async () => {},
};

const options = (extra: Partial<GeocoderOptions> = {}): GeocoderOptions => ({
  baseUrl,
  appUrl: 'https://kidventure.example',
  logger,
  policy: askEveryTime,
  ...extra,
});

const lookUp = (extra: Partial<GeocoderOptions> = {}) =>
  reverseGeocode(options(extra), 43.6532, -79.3832);

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

async function expectUnavailable(
  promise: Promise<unknown>,
  cause: RegExp,
  message = LOCATION_LOOKUP_FAILED,
) {
  const err = await failure(promise);
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ status: 502, code: 'geocoder_unavailable', message });
  expect(logLines).toHaveLength(1);
  expect(logLines[0]?.level).toBe(40); // warn
  expect(logLines[0]?.err?.message).toMatch(cause);
}

describe('reverseGeocode', () => {
  it('asks /reverse with format, lat, lon and zoom 10 and a descriptive User-Agent', async () => {
    answer = {
      body: { address: { city: 'Toronto', state: 'Ontario', county: 'Golden Horseshoe' } },
    };
    expect(await lookUp()).toBe('Toronto, Ontario');
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]?.url ?? '', baseUrl);
    expect(url.pathname).toBe('/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'json',
      lat: '43.6532',
      lon: '-79.3832',
      zoom: '10',
    });
    expect(seen[0]?.userAgent).toBe('Kidventure/1.0 (+https://kidventure.example)');
  });

  it('uses the town, then the village, when there is no city', async () => {
    answer = { body: { address: { town: 'Cobourg', village: 'Baltimore', state: 'Ontario' } } };
    expect(await lookUp()).toBe('Cobourg, Ontario');
    answer = { body: { address: { village: 'Baltimore', state: 'Ontario' } } };
    expect(await lookUp()).toBe('Baltimore, Ontario');
  });

  it('falls back to the county, then to the state', async () => {
    answer = { body: { address: { county: 'York County', state: 'Ontario' } } };
    expect(await lookUp()).toBe('York County');
    answer = { body: { address: { state: 'Ontario', country: 'Canada' } } };
    expect(await lookUp()).toBe('Ontario');
  });

  it('keeps a city without a state as the city alone', async () => {
    answer = { body: { address: { city: 'Monaco' } } };
    expect(await lookUp()).toBe('Monaco');
  });

  it('answers 502 when the answer names no place (e.g. the open sea)', async () => {
    answer = { body: { error: 'Unable to geocode' } };
    await expectUnavailable(lookUp(), /no city/);
  });

  it('answers 502 on an answer that is not JSON', async () => {
    answer = { body: '<html>oops</html>' };
    await expectUnavailable(lookUp(), /JSON/);
  });

  it('answers 502 when the service fails with HTTP 500', async () => {
    answer = { status: 500, body: { error: 'internal' } };
    await expectUnavailable(lookUp(), /HTTP 500/);
  });

  it('answers 502 when nothing listens on the port', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expectUnavailable(lookUp({ baseUrl: `http://127.0.0.1:${port}` }), /fetch failed/);
  });

  it('gives up on a slow answer after the timeout', async () => {
    answer = { delayMs: 2000, body: { address: { city: 'Toronto', state: 'Ontario' } } };
    const started = Date.now();
    await expectUnavailable(lookUp({ timeoutMs: 100 }), /timeout|aborted/i);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

/** A Nominatim /search answer (format=json, addressdetails=1) with one place. */
const place = (extra: Record<string, unknown> = {}) => ({
  place_id: 1,
  lat: '43.6425662',
  lon: '-79.3870568',
  name: 'CN Tower',
  display_name:
    'CN Tower, 290, Bremner Boulevard, Old Toronto, Toronto, Golden Horseshoe, Ontario, M5V 3L9, Canada',
  address: {
    tourism: 'CN Tower',
    house_number: '290',
    road: 'Bremner Boulevard',
    city: 'Toronto',
    state: 'Ontario',
    postcode: 'M5V 3L9',
    country: 'Canada',
  },
  ...extra,
});

const search = (query = '290 Bremner Blvd', extra: Partial<GeocoderOptions> = {}) =>
  forwardGeocode(options(extra), query);

describe('forwardGeocode', () => {
  it('asks /search for one place with address details and answers its point and name', async () => {
    answer = { body: [place()] };
    expect(await search('cn tower toronto')).toEqual({
      lat: 43.6425662,
      lng: -79.3870568,
      label: 'CN Tower, Toronto',
    });
    const url = new URL(seen[0]?.url ?? '', baseUrl);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'json',
      limit: '1',
      addressdetails: '1',
      q: 'cn tower toronto',
    });
    expect(seen[0]?.userAgent).toBe('Kidventure/1.0 (+https://kidventure.example)');
  });

  it.each([
    ['a street address', { name: '' }, '290 Bremner Boulevard, Toronto'],
    [
      'a postal code',
      { name: '', address: { postcode: 'M5V 3L9', city: 'Toronto', state: 'Ontario' } },
      'M5V 3L9, Toronto',
    ],
    [
      'a city itself',
      { name: 'Toronto', address: { city: 'Toronto', state: 'Ontario' } },
      'Toronto, Ontario',
    ],
    [
      'a village without a city',
      { name: 'Main Street', address: { village: 'Bala', state: 'Ontario' } },
      'Main Street, Bala',
    ],
    [
      'a province',
      { name: 'Ontario', address: { state: 'Ontario', country: 'Canada' } },
      'Ontario',
    ],
    [
      'no address details',
      { name: undefined, address: undefined },
      'CN Tower, 290, Bremner Boulevard',
    ],
  ])('names %s readably', async (_case, extra, label) => {
    answer = { body: [place(extra)] };
    expect((await search()).label).toBe(label);
  });

  it('falls back to the typed text when the answer names nothing', async () => {
    answer = { body: [{ lat: '43.7', lon: '-79.4' }] };
    expect(await search('  the old mill ')).toEqual({
      lat: 43.7,
      lng: -79.4,
      label: 'the old mill',
    });
  });

  it('keeps a long name within what a saved location takes (200 characters)', async () => {
    answer = { body: [place({ name: 'A'.repeat(300) })] };
    expect((await search()).label).toHaveLength(200);
  });

  it('answers 404 address_not_found when nothing matches', async () => {
    answer = { body: [] };
    const err = await failure(search('nowhere at all'));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      status: 404,
      code: 'address_not_found',
      message: ADDRESS_NOT_FOUND,
    });
    expect(logLines).toEqual([]);
  });

  it.each([
    ['an error object instead of a list', { body: { error: 'Unable to geocode' } }, /not a list/],
    ['a place without coordinates', { body: [place({ lat: '', lon: undefined })] }, /not a list/],
    ['coordinates off the globe', { body: [place({ lat: '123.4' })] }, /not a list/],
    ['an answer that is not JSON', { body: '<html>oops</html>' }, /JSON/],
    ['HTTP 503', { status: 503, body: { error: 'busy' } }, /HTTP 503/],
  ])('answers 502 on %s', async (_case, stub, cause) => {
    answer = stub;
    await expectUnavailable(search(), cause, ADDRESS_LOOKUP_FAILED);
  });

  it('gives up on a slow answer after the timeout', async () => {
    answer = { delayMs: 2000, body: [place()] };
    const started = Date.now();
    await expectUnavailable(
      search('x', { timeoutMs: 100 }),
      /timeout|aborted/i,
      ADDRESS_LOOKUP_FAILED,
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('never logs the typed address', async () => {
    answer = { status: 500, body: {} };
    await failure(search('12 Secret Lane, Toronto'));
    expect(logLines).toHaveLength(1);
    expect(JSON.stringify(logLines)).not.toMatch(/Secret|Lane/);
  });
});
