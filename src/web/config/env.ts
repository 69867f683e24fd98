/**
 * The web app's build-time configuration (Vite's VITE_* variables), read here only, once. Each
 * has a working default, so a plain build needs none. Parsed by hand rather than with zod: these
 * are two strings, and zod (≈24 KB gzipped) would otherwise load with the map.
 */

/** The server's own tile route, which keeps OpenStreetMap's tiles (src/server/lib/map-tiles.ts). */
const OWN_TILES = '/map-tiles/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A set, non-blank value; unset and blank (an empty line in .env) mean the default. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** A tile template must say where zoom and tile numbers go, or no tile would ever load. */
function tileUrl(value: unknown): string {
  const url = text(value);
  if (url === undefined) return OWN_TILES;
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error(`VITE_MAP_TILE_URL must contain {z}, {x} and {y}: ${url}`);
  }
  return url;
}

export const webEnv = {
  /** Leaflet tile URL template ({s}, {z}, {x}, {y}); any OpenStreetMap-style tile server. */
  mapTileUrl: tileUrl(import.meta.env.VITE_MAP_TILE_URL),
  /** The tiles' required credit, as HTML. */
  mapTileAttribution: text(import.meta.env.VITE_MAP_TILE_ATTRIBUTION) ?? OSM_ATTRIBUTION,
} as const;
