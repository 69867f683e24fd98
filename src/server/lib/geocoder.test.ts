import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCATION_LOOKUP_FAILED } from '../../shared/schemas/profile';
import { reverseGeocode, type GeocoderOptions } from './geocoder';
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

const options = (extra: Partial<GeocoderOptions> = {}): GeocoderOptions => ({
  baseUrl,
  appUrl: 'https://kidventure.example',
  logger,
  ...extra,
});

const lookUp = (extra: Partial<GeocoderOptions> = {}) =>
  reverseGeocode(options(extra), 43.6532, -79.3832);

async function expectUnavailable(promise: Promise<unknown>, cause: RegExp) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({
    status: 502,
    code: 'geocoder_unavailable',
    message: LOCATION_LOOKUP_FAILED,
  });
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
