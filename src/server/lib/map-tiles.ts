import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import pLimit from 'p-limit';
import { z } from 'zod';
import { errorBody } from './http-errors';
import type { Logger } from './logger';

/**
 * Discover's map tiles, served from our own origin (decision 030). A tile comes from the disk
 * cache while fresh, else from the upstream tile server (OpenStreetMap's by default, asked as its
 * usage policy wants: a named User-Agent, two connections at most, tiles kept for days). When
 * upstream cannot answer, the browser still gets an image: the stale tile if one is kept, else a
 * transparent one, so the map shows its plain grid and pins with no failed request in the console.
 * Upstream must serve PNG tiles.
 */

export type MapTileOptions = {
  /** Tile template with {z}, {x} and {y}; null → every tile is the transparent stand-in. */
  upstream: string | null;
  /** Where fetched tiles are kept (DATA_DIR/map-tiles). */
  cacheDir: string;
  userAgent: string;
  logger: Logger;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
};

/** OpenStreetMap's deepest zoom. */
export const MAP_TILE_MAX_ZOOM = 19;
/** A kept tile is served without asking upstream for this long. */
export const MAP_TILE_FRESH_MS = 7 * 24 * 3_600_000;
/** A kept tile nobody asked for in this long is deleted (pruneMapTiles, hourly). */
export const MAP_TILE_KEEP_MS = 30 * 24 * 3_600_000;
/** After upstream fails, it is left alone (the stand-in is served at once) for this long. */
export const MAP_TILE_RETRY_AFTER_MS = 60_000;
export const MAP_TILE_TIMEOUT_MS = 4000;
/** Tiles are ~20 KB; anything far larger is not a tile. */
const MAX_TILE_BYTES = 512 * 1024;
/** Connections to upstream at once, and tiles that may wait for one before the stand-in is sent. */
const UPSTREAM_CONNECTIONS = 2;
const MAX_WAITING = 64;

const TILE_CACHE = 'public, max-age=86400';
/** Stale and stand-in tiles: the browser asks again soon, in case upstream is back. */
const SHORT_CACHE = 'public, max-age=60';

/**
 * A transparent 512×512 PNG (588 bytes): as large as a tile on a 2× screen, so no browser or
 * audit reads it as a low-resolution image.
 */
export const BLANK_TILE = readFileSync(new URL('./map-tile-blank.png', import.meta.url));

/** Whole tile numbers as written in the path: digits only (no '1e3', '0x1' or spaces). */
const tileNumber = z
  .string()
  .regex(/^\d{1,7}$/)
  .transform(Number);

/** `/map-tiles/:z/:x/:file` → a tile that exists at its zoom, or a parse failure. */
const TileParams = z
  .object({
    z: tileNumber.pipe(z.number().max(MAP_TILE_MAX_ZOOM)),
    x: tileNumber,
    file: z.string().regex(/^\d{1,7}\.png$/),
  })
  .transform(({ z: zoom, x, file }) => ({ z: zoom, x, y: Number(file.slice(0, -'.png'.length)) }))
  .refine(({ z: zoom, x, y }) => x < 2 ** zoom && y < 2 ** zoom);

type Tile = z.infer<typeof TileParams>;

type Kept = { bytes: Buffer; fresh: boolean };

/** Where an instance keeps its tiles: its own data folder (a cache, so not shared storage). */
export const mapTileCacheDir = (dataDir: string) => path.join(dataDir, 'map-tiles');

/**
 * Deletes kept tiles fetched over MAP_TILE_KEEP_MS ago (a tile still in use was fetched again
 * within MAP_TILE_FRESH_MS) and downloads left half-written by a crash. Returns how many went.
 */
export async function pruneMapTiles(cacheDir: string, now = Date.now()): Promise<number> {
  let entries: string[];
  try {
    entries = await fs.readdir(cacheDir, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let removed = 0;
  for (const entry of entries) {
    const file = path.join(cacheDir, entry);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) continue;
    const limit = file.endsWith('.part') ? 3_600_000 : MAP_TILE_KEEP_MS;
    if (now - stat.mtimeMs > limit) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * GET /map-tiles/{z}/{x}/{file}: a fresh kept tile; else the tile server's (kept for next time)
 * when it may be asked; else a stale kept tile, or a blank one, cached briefly.
 */
export function mapTileRoutes(options: MapTileOptions) {
  const { upstream, now = Date.now } = options;
  const cache = tileCache(options.cacheDir, now, options.logger);
  const server = tileServer(options, cache.keep);
  const image = (bytes: Buffer, cacheControl: string) =>
    new Response(new Uint8Array(bytes), {
      headers: { 'content-type': 'image/png', 'cache-control': cacheControl },
    });

  return new Hono().get('/map-tiles/:z/:x/:file', async (c) => {
    const parsed = TileParams.safeParse(c.req.param());
    if (!parsed.success) return c.json(errorBody('not_found', 'No such map tile'), 404);
    const tile = parsed.data;

    const kept = await cache.readKept(tile);
    if (kept?.fresh) return image(kept.bytes, TILE_CACHE);

    const fetched =
      upstream !== null && server.canAsk() ? await server.fetch(upstream, tile) : null;
    if (fetched) return image(fetched, TILE_CACHE);
    return image(kept?.bytes ?? BLANK_TILE, SHORT_CACHE);
  });
}

/** Tiles kept on disk, one file per tile, written whole or not at all. */
function tileCache(cacheDir: string, now: () => number, logger: Logger) {
  const fileOf = ({ z: zoom, x, y }: Tile) =>
    path.join(cacheDir, String(zoom), String(x), `${y}.png`);

  async function readKept(tile: Tile): Promise<Kept | null> {
    const file = fileOf(tile);
    try {
      const [bytes, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
      return { bytes, fresh: now() - stat.mtimeMs < MAP_TILE_FRESH_MS };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
        logger.warn({ err }, 'map tile cache unreadable');
      }
      return null;
    }
  }

  async function keep(tile: Tile, bytes: Buffer) {
    const file = fileOf(tile);
    const partial = `${file}.${randomUUID()}.part`;
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    } catch (err) {
      logger.warn({ err }, 'map tile not kept');
      await fs.rm(partial, { force: true });
    }
  }

  return { readKept, keep };
}

/**
 * The tile server, asked through a few shared connections, once per tile at a time; after a
 * failure it is left alone for a minute.
 */
function tileServer(
  {
    userAgent,
    logger,
    fetch: fetchTile = fetch,
    now = Date.now,
    timeoutMs = MAP_TILE_TIMEOUT_MS,
  }: MapTileOptions,
  keep: (tile: Tile, bytes: Buffer) => Promise<void>,
) {
  const limit = pLimit(UPSTREAM_CONNECTIONS);
  const inFlight = new Map<string, Promise<Buffer | null>>();
  let upstreamDownUntil = 0;

  function failed(reason: unknown) {
    if (now() >= upstreamDownUntil) {
      // The tile's coordinates are left out: they say where a parent is looking.
      logger.warn({ reason: String(reason) }, 'map tile server unreachable; serving blank tiles');
    }
    upstreamDownUntil = now() + MAP_TILE_RETRY_AFTER_MS;
    return null;
  }

  async function download(template: string, tile: Tile): Promise<Buffer | null> {
    const url = template
      .replace('{z}', String(tile.z))
      .replace('{x}', String(tile.x))
      .replace('{y}', String(tile.y));
    const got = await downloadTile(url, {
      fetchTile,
      userAgent,
      timeoutMs,
      keep: (bytes) => keep(tile, bytes),
    });
    return 'failed' in got ? failed(got.failed) : got.bytes;
  }

  return {
    /** Not down, and not too many requests waiting for a connection already. */
    canAsk: () => now() >= upstreamDownUntil && limit.pendingCount < MAX_WAITING,
    /** One download per tile at a time, through the shared connection limit. */
    fetch(template: string, tile: Tile): Promise<Buffer | null> {
      const key = `${tile.z}/${tile.x}/${tile.y}`;
      const running = inFlight.get(key);
      if (running) return running;
      const started = limit(() =>
        now() < upstreamDownUntil ? null : download(template, tile),
      ).finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
  };
}

/** A tile from the tile server, kept once it is whole; or why there is none. */
async function downloadTile(
  url: string,
  {
    fetchTile,
    userAgent,
    timeoutMs,
    keep,
  }: {
    fetchTile: typeof fetch;
    userAgent: string;
    timeoutMs: number;
    keep: (bytes: Buffer) => Promise<void>;
  },
): Promise<{ bytes: Buffer } | { failed: unknown }> {
  try {
    const res = await fetchTile(url, {
      headers: { 'user-agent': userAgent, accept: 'image/png,image/*' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok || !type.startsWith('image/png')) {
      await res.body?.cancel();
      return { failed: `HTTP ${res.status} ${type}` };
    }
    if (Number(res.headers.get('content-length') ?? 0) > MAX_TILE_BYTES) {
      await res.body?.cancel();
      return { failed: 'tile too large' };
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_TILE_BYTES) return { failed: 'tile too large' };
    await keep(bytes);
    return { bytes };
  } catch (err) {
    return { failed: err instanceof Error ? err.message : err };
  }
}
