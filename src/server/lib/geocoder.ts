import { z } from 'zod';
import {
  ADDRESS_LOOKUP_FAILED,
  ADDRESS_NOT_FOUND,
  LOCATION_LOOKUP_FAILED,
  type ParentLocation,
} from '../../shared/schemas/profile';
import type { AppDeps } from './app-env';
import type { Database } from '../db/client';
import { findGeocoderAnswer, storeGeocoderAnswer, takeGeocoderSlot } from './geocoder.queries';
import { AppError } from './http-errors';
import type { Logger } from './logger';

/**
 * Geocoding through a Nominatim-compatible service (GEOCODER_URL). Reverse: coordinates → the
 * parent's region text 'city, state', falling back to county, then state (spec part 1 section 7).
 * Forward: a typed address or place → one point with a short name for it (Discover's location).
 * Neither the coordinates nor the typed text are ever logged: both tell where a family is.
 */

export type GeocoderOptions = {
  /** GEOCODER_URL, e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  /** APP_URL: named in the User-Agent, as Nominatim's usage policy asks. */
  appUrl: string;
  /** GEOCODER_CONTACT (an e-mail address), named in the User-Agent too when set. */
  contact?: string;
  logger: Logger;
  /** Answers kept and requests spaced out (databaseGeocoderPolicy in the app). */
  policy: GeocoderPolicy;
  timeoutMs?: number;
};

/**
 * How the app treats the public service (its usage policy; decision 019): answers are kept and
 * asked again only when stale, and requests leave at most one per second for the whole app.
 */
export type GeocoderPolicy = {
  /** The kept answer to `key`, if a fresh one is kept. */
  cached(key: string): Promise<unknown>;
  remember(key: string, answer: unknown): Promise<void>;
  /** Resolves when this request may leave; throws when the queue is already too long. */
  waitForTurn(): Promise<void>;
};

export type GeocoderClock = { now(): number; sleep(ms: number): Promise<void> };
export const systemClock: GeocoderClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** At most one request per this many milliseconds, across every instance. */
export const GEOCODER_SPACING_MS = 1000;
/** A request that would wait longer than this for its turn is refused (502) at once. */
export const GEOCODER_MAX_WAIT_MS = 10_000;
/** Places barely move: an answer is kept for 30 days. */
export const GEOCODER_CACHE_TTL_MS = 30 * 24 * 3_600_000;

/** Kept answers and the request slots live in the database, shared by every instance. */
export function databaseGeocoderPolicy(
  db: Database,
  clock: GeocoderClock = systemClock,
  { spacingMs = GEOCODER_SPACING_MS, maxWaitMs = GEOCODER_MAX_WAIT_MS } = {},
): GeocoderPolicy {
  return {
    cached: (key) => findGeocoderAnswer(db, key, new Date(clock.now() - GEOCODER_CACHE_TTL_MS)),
    remember: (key, answer) => storeGeocoderAnswer(db, key, answer, new Date(clock.now())),
    async waitForTurn() {
      const now = clock.now();
      const slot = await takeGeocoderSlot(db, new Date(now), spacingMs, maxWaitMs);
      if (slot === null) throw new Error('too many geocoding requests are already waiting');
      const wait = slot.getTime() - now;
      if (wait > 0) await clock.sleep(wait);
    },
  };
}

/** The app's geocoder: GEOCODER_URL, kept answers and the shared request queue. */
export const geocoderFor = ({ db, env, logger, geocoderClock }: AppDeps): GeocoderOptions => ({
  baseUrl: env.GEOCODER_URL,
  appUrl: env.appUrl,
  contact: env.GEOCODER_CONTACT,
  logger,
  policy: databaseGeocoderPolicy(db, geocoderClock),
});

/** The User-Agent Nominatim's policy asks for: the application, and how to reach its operator. */
export const geocoderUserAgent = (opts: Pick<GeocoderOptions, 'appUrl' | 'contact'>) =>
  `Kidventure/1.0 (+${opts.appUrl}${opts.contact ? `; ${opts.contact}` : ''})`;

export const GEOCODER_TIMEOUT_MS = 5000;

/** Longest label a ParentLocation takes, so a found place can be saved as it is. */
const LABEL_MAX = 200;

const text = z.string().trim().min(1).optional().catch(undefined);
const AddressSchema = z
  .object({
    house_number: text,
    road: text,
    hamlet: text,
    village: text,
    town: text,
    city: text,
    municipality: text,
    county: text,
    state: text,
    postcode: text,
  })
  .optional()
  .catch(undefined);
type Address = z.infer<typeof AddressSchema>;

const ReverseAnswerSchema = z.object({ address: AddressSchema });

/** Nominatim sends coordinates as decimal strings; an empty one is missing, not 0. */
const coordinate = (limit: number) =>
  z
    .union([z.string().trim().min(1), z.number()])
    .pipe(z.coerce.number<string | number>().min(-limit).max(limit));
const SearchAnswerSchema = z.array(
  z.object({
    lat: coordinate(90),
    lon: coordinate(180),
    name: text,
    display_name: text,
    address: AddressSchema,
  }),
);
type Place = z.infer<typeof SearchAnswerSchema>[number];

export const geocoderUnavailable = () =>
  new AppError(502, 'geocoder_unavailable', LOCATION_LOOKUP_FAILED);
export const addressLookupFailed = () =>
  new AppError(502, 'geocoder_unavailable', ADDRESS_LOOKUP_FAILED);
export const addressNotFound = () => new AppError(404, 'address_not_found', ADDRESS_NOT_FOUND);

/** 'Toronto, Ontario'; without a city 'York County', else 'Ontario'; null when nothing is usable. */
export function regionFromAddress(address: Address): string | null {
  if (!address) return null;
  const city = address.city ?? address.town ?? address.village;
  if (city) return address.state ? `${city}, ${address.state}` : city;
  return address.county ?? address.state ?? null;
}

/**
 * A short name for a found place: what it is, then where. 'CN Tower, Toronto',
 * '100 Queen Street West, Toronto', 'M5V 3L9, Toronto'; a town itself reads 'Toronto, Ontario'.
 * Without address details, the first three parts of display_name; failing that, what was typed.
 */
export function placeLabel(place: Place, typed: string): string {
  const a = place.address ?? {};
  const locality = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality ?? a.county;
  const street = a.road && (a.house_number ? `${a.house_number} ${a.road}` : a.road);
  const what = place.name ?? street ?? a.postcode;
  const parts = what && what !== locality ? [what, locality ?? a.state] : [locality, a.state];
  const fromAddress = [...new Set(parts.filter((p) => p !== undefined))].join(', ');
  const fromDisplay = place.display_name
    ?.split(',')
    .slice(0, 3)
    .map((p) => p.trim());
  const label = fromAddress || fromDisplay?.filter(Boolean).join(', ') || typed.trim();
  return label.slice(0, LABEL_MAX).trim();
}

function geocoderUrl(opts: GeocoderOptions, endpoint: string, params: Record<string, string>) {
  const url = new URL(endpoint, opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`);
  url.search = new URLSearchParams(params).toString();
  return url;
}

/** The service's JSON answer; a refusal, a timeout or a body that is not JSON throws. */
async function fetchAnswer(opts: GeocoderOptions, url: URL): Promise<unknown> {
  await opts.policy.waitForTurn();
  const res = await fetch(url, {
    headers: {
      'user-agent': geocoderUserAgent(opts),
      accept: 'application/json',
    },
    signal: AbortSignal.timeout(opts.timeoutMs ?? GEOCODER_TIMEOUT_MS),
  });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`geocoder answered HTTP ${res.status}`);
  }
  return res.json();
}

/** The region at (lat, lng); any failure → 502 geocoder_unavailable, its cause logged at warn. */
export async function reverseGeocode(
  opts: GeocoderOptions,
  lat: number,
  lng: number,
): Promise<string> {
  // About 10 m apart answer the same region (zoom 10 is a city), so they share a kept answer.
  const key = `reverse:${lat.toFixed(4)},${lng.toFixed(4)}`;
  const kept = KeptRegionSchema.safeParse(await opts.policy.cached(key));
  if (kept.success) return kept.data.region;
  const url = geocoderUrl(opts, 'reverse', {
    format: 'json',
    lat: String(lat),
    lon: String(lng),
    zoom: '10',
  });
  try {
    const parsed = ReverseAnswerSchema.safeParse(await fetchAnswer(opts, url));
    const region = parsed.success ? regionFromAddress(parsed.data.address) : null;
    if (!region) throw new Error('geocoder answer has no city, town, village, county or state');
    await remember(opts, key, { region });
    return region;
  } catch (err) {
    opts.logger.warn(
      { err, geocoder: url.origin },
      'reverse geocoding failed; answering 502 geocoder_unavailable',
    );
    throw geocoderUnavailable();
  }
}

/**
 * The best match for a typed address or place. No match → 404 address_not_found; any failure
 * of the service → 502 geocoder_unavailable, its cause logged at warn.
 */
export async function forwardGeocode(
  opts: GeocoderOptions,
  query: string,
): Promise<ParentLocation> {
  const key = `search:${query.trim().toLowerCase().replace(/\s+/g, ' ')}`;
  const kept = KeptPlaceSchema.safeParse(await opts.policy.cached(key));
  if (kept.success) {
    if (!kept.data.place) throw addressNotFound();
    return kept.data.place;
  }
  const url = geocoderUrl(opts, 'search', {
    format: 'json',
    limit: '1',
    addressdetails: '1',
    q: query,
  });
  let places: Place[];
  try {
    const parsed = SearchAnswerSchema.safeParse(await fetchAnswer(opts, url));
    if (!parsed.success)
      throw new Error('geocoder answer is not a list of places with lat and lon');
    places = parsed.data;
  } catch (err) {
    opts.logger.warn(
      { err, geocoder: url.origin },
      'forward geocoding failed; answering 502 geocoder_unavailable',
    );
    throw addressLookupFailed();
  }
  const [place] = places;
  const found = place ? { lat: place.lat, lng: place.lon, label: placeLabel(place, query) } : null;
  // 'Nothing matches' is an answer too: kept, so a repeated typo does not ask again.
  await remember(opts, key, { place: found });
  if (!found) throw addressNotFound();
  return found;
}

const KeptRegionSchema = z.object({ region: z.string().min(1) });
const KeptPlaceSchema = z.object({
  place: z.object({ lat: z.number(), lng: z.number(), label: z.string() }).nullable(),
});

/** Keeps an answer; failing to keep it never fails the lookup that found it. */
async function remember(opts: GeocoderOptions, key: string, answer: unknown) {
  try {
    await opts.policy.remember(key, answer);
  } catch (err) {
    opts.logger.warn({ err }, 'a geocoding answer could not be kept');
  }
}
