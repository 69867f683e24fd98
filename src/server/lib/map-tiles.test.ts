import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/test-app';
import { parseEnv } from './env';
import { createLogger } from './logger';
import {
  BLANK_TILE,
  MAP_TILE_FRESH_MS,
  MAP_TILE_RETRY_AFTER_MS,
  MAP_TILE_KEEP_MS,
  mapTileRoutes,
  pruneMapTiles,
  type MapTileOptions,
} from './map-tiles';

/** A real HTTP server on 127.0.0.1 standing in for the tile server; each test sets its answer. */
type StubAnswer = { status?: number; type?: string; body?: Buffer; delayMs?: number };
const TILE = Buffer.from('\x89PNG\r\n\x1a\n-a-tile-from-upstream', 'latin1');
let answer: StubAnswer = {};
let seen: { url: string; userAgent: string | undefined }[] = [];
let server: http.Server;
let template: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', userAgent: req.headers['user-agent'] });
    const { status = 200, type = 'image/png', body = TILE, delayMs = 0 } = answer;
    const timer = setTimeout(() => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  template = `http://127.0.0.1:${(server.address() as AddressInfo).port}/osm/{z}/{x}/{y}.png`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let cacheDir: string;
let clock: number;
let logged: string[];

beforeEach(() => {
  answer = {};
  seen = [];
  clock = Date.now();
  logged = [];
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-tiles-'));
});
afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

function tiles(options: Partial<MapTileOptions> = {}) {
  const lines = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const app = mapTileRoutes({
    upstream: template,
    cacheDir,
    userAgent: 'Kidventure/1.0 (+https://kidventure.example; ops@kidventure.example)',
    logger: createLogger('warn', lines),
    now: () => clock,
    ...options,
  });
  return async (tilePath: string) => {
    const res = await app.request(tilePath);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
}

describe('map tiles', () => {
  it('fetches a tile from upstream as its usage policy asks, and keeps it', async () => {
    const get = tiles();
    const { res, bytes } = await get('/map-tiles/12/1143/1493.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(bytes).toEqual(TILE);
    expect(seen).toEqual([
      {
        url: '/osm/12/1143/1493.png',
        userAgent: 'Kidventure/1.0 (+https://kidventure.example; ops@kidventure.example)',
      },
    ]);
    expect(fs.readFileSync(path.join(cacheDir, '12', '1143', '1493.png'))).toEqual(TILE);
  });

  it('serves a kept tile without asking upstream, until it is a week old', async () => {
    const get = tiles();
    await get('/map-tiles/3/4/5.png');
    answer = { body: Buffer.from('\x89PNG-newer', 'latin1') };

    expect((await get('/map-tiles/3/4/5.png')).bytes).toEqual(TILE);
    expect(seen).toHaveLength(1);

    clock += MAP_TILE_FRESH_MS + 60_000;
    expect((await get('/map-tiles/3/4/5.png')).bytes.toString('latin1')).toBe('\x89PNG-newer');
    expect(seen).toHaveLength(2);
  });

  it('serves the old tile, briefly cached, when upstream fails to refresh it', async () => {
    const get = tiles();
    await get('/map-tiles/3/4/5.png');
    clock += MAP_TILE_FRESH_MS + 60_000;
    answer = { status: 503, type: 'text/plain', body: Buffer.from('busy') };

    const { res, bytes } = await get('/map-tiles/3/4/5.png');
    expect(res.status).toBe(200);
    expect(bytes).toEqual(TILE);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers a transparent tile when upstream fails, then leaves upstream alone for a minute', async () => {
    const get = tiles();
    answer = { status: 500, type: 'text/html', body: Buffer.from('<h1>oops</h1>') };

    const first = await get('/map-tiles/5/10/12.png');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('image/png');
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.bytes).toEqual(BLANK_TILE);
    // A PNG (its signature) as wide and high as a tile on a 2× screen (its IHDR chunk).
    expect(first.bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect([first.bytes.readUInt32BE(16), first.bytes.readUInt32BE(20)]).toEqual([512, 512]);
    expect(seen).toHaveLength(1);
    expect(logged.join('')).toContain('map tile server unreachable');
    expect(logged.join('')).not.toContain('/5/10/12');

    answer = {};
    expect((await get('/map-tiles/5/10/13.png')).bytes).toEqual(BLANK_TILE);
    expect(seen).toHaveLength(1);

    clock += MAP_TILE_RETRY_AFTER_MS;
    expect((await get('/map-tiles/5/10/13.png')).bytes).toEqual(TILE);
    expect(seen).toHaveLength(2);
  });

  it('does not keep an answer that is not a PNG', async () => {
    const get = tiles();
    answer = { type: 'text/html', body: Buffer.from('<html>captive portal</html>') };
    expect((await get('/map-tiles/1/1/1.png')).bytes).toEqual(BLANK_TILE);
    expect(fs.existsSync(path.join(cacheDir, '1', '1', '1.png'))).toBe(false);
  });

  it('gives up on a slow upstream after its time limit', async () => {
    const get = tiles({ timeoutMs: 100 });
    answer = { delayMs: 5000 };
    const started = performance.now();
    expect((await get('/map-tiles/1/0/1.png')).bytes).toEqual(BLANK_TILE);
    expect(performance.now() - started).toBeLessThan(4000);
  });

  it('answers an unreachable upstream with the transparent tile', async () => {
    const get = tiles({ upstream: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
    const { res, bytes } = await get('/map-tiles/0/0/0.png');
    expect(res.status).toBe(200);
    expect(bytes).toEqual(BLANK_TILE);
  });

  it('asks upstream once for a tile many map views want at the same moment', async () => {
    const get = tiles();
    answer = { delayMs: 50 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/map-tiles/9/1/2.png')));
    expect(answers.map((a) => a.bytes)).toEqual(Array(6).fill(TILE));
    expect(seen).toHaveLength(1);
  });

  it('makes no request at all when upstream is off', async () => {
    const get = tiles({ upstream: null });
    expect((await get('/map-tiles/4/3/2.png')).bytes).toEqual(BLANK_TILE);
    expect(seen).toHaveLength(0);
  });

  it.each([
    '/map-tiles/20/0/0.png',
    '/map-tiles/2/4/0.png',
    '/map-tiles/2/0/4.png',
    '/map-tiles/-1/0/0.png',
    '/map-tiles/1/0/0.jpg',
    '/map-tiles/1/0/0',
    '/map-tiles/a/0/0.png',
    '/map-tiles/1/0x1/0.png',
    '/map-tiles/1/%2e%2e/0.png',
  ])('answers 404 for %s, a tile no map has', async (tilePath) => {
    const get = tiles();
    expect((await get(tilePath)).res.status).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it('says so in the one error shape', async () => {
    const { bytes } = await tiles()('/map-tiles/2/4/0.png');
    expect(JSON.parse(bytes.toString())).toEqual({
      error: { code: 'not_found', message: 'No such map tile' },
    });
  });
});

describe('pruning kept tiles', () => {
  it('deletes tiles nobody asked for in a month, and half-written downloads', async () => {
    const get = tiles();
    await get('/map-tiles/3/1/1.png');
    await get('/map-tiles/3/1/2.png');
    const monthOld = (Date.now() - MAP_TILE_KEEP_MS - 60_000) / 1000;
    fs.utimesSync(path.join(cacheDir, '3', '1', '1.png'), monthOld, monthOld);
    const partial = path.join(cacheDir, '3', '1', '5.png.1234.part');
    fs.writeFileSync(partial, 'half');
    const hourOld = (Date.now() - 3_700_000) / 1000;
    fs.utimesSync(partial, hourOld, hourOld);

    expect(await pruneMapTiles(cacheDir)).toBe(2);
    expect(fs.readdirSync(path.join(cacheDir, '3', '1'))).toEqual(['2.png']);
    expect(await pruneMapTiles(path.join(cacheDir, 'never-made'))).toBe(0);
  });
});

describe('map tiles in the app', () => {
  it('serves /map-tiles from its data folder, under the same security headers', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-data-'));
    const t = await createTestApp({ DATA_DIR: dataDir, MAP_TILE_UPSTREAM: template });
    try {
      const res = await t.request('/map-tiles/6/17/23.png');
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(TILE);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(fs.existsSync(path.join(dataDir, 'map-tiles', '6', '17', '23.png'))).toBe(true);
    } finally {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('MAP_TILE_UPSTREAM', () => {
  it("defaults to OpenStreetMap's tile server, and 'off' asks no one", () => {
    expect(parseEnv({}).MAP_TILE_UPSTREAM).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(parseEnv({ MAP_TILE_UPSTREAM: 'off' }).MAP_TILE_UPSTREAM).toBeNull();
  });

  it('stops the start on a template that could not name a tile', () => {
    for (const bad of [
      'https://tiles.example/{z}/{x}.png',
      'ftp://tiles.example/{z}/{x}/{y}.png',
    ]) {
      expect(() => parseEnv({ MAP_TILE_UPSTREAM: bad })).toThrow(
        "Invalid configuration:\n  MAP_TILE_UPSTREAM: an http(s) URL with {z}, {x} and {y}, or 'off'",
      );
    }
  });
});
