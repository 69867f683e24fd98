import { z } from 'zod';
import { LOCATION_LOOKUP_FAILED } from '../../shared/schemas/profile';
import { AppError } from './http-errors';
import type { Logger } from './logger';

/**
 * Reverse geocoding through a Nominatim-compatible service (GEOCODER_URL): coordinates → the
 * parent's region text 'city, state', falling back to county, then state (spec part 1 section 7).
 */

export type GeocoderOptions = {
  /** GEOCODER_URL, e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  /** APP_URL: named in the User-Agent, as Nominatim's usage policy asks. */
  appUrl: string;
  logger: Logger;
  timeoutMs?: number;
};

export const GEOCODER_TIMEOUT_MS = 5000;

const text = z.string().trim().min(1).optional().catch(undefined);
const ReverseAnswerSchema = z.object({
  address: z
    .object({
      city: text,
      town: text,
      village: text,
      county: text,
      state: text,
    })
    .optional()
    .catch(undefined),
});
type Address = NonNullable<z.infer<typeof ReverseAnswerSchema>['address']>;

export const geocoderUnavailable = () =>
  new AppError(502, 'geocoder_unavailable', LOCATION_LOOKUP_FAILED);

/** 'Toronto, Ontario'; without a city 'York County', else 'Ontario'; null when nothing is usable. */
export function regionFromAddress(address: Address | undefined): string | null {
  if (!address) return null;
  const city = address.city ?? address.town ?? address.village;
  if (city) return address.state ? `${city}, ${address.state}` : city;
  return address.county ?? address.state ?? null;
}

/** The region at (lat, lng); any failure → 502 geocoder_unavailable, its cause logged at warn. */
export async function reverseGeocode(
  opts: GeocoderOptions,
  lat: number,
  lng: number,
): Promise<string> {
  const url = new URL('reverse', opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`);
  url.search = new URLSearchParams({
    format: 'json',
    lat: String(lat),
    lon: String(lng),
    zoom: '10',
  }).toString();
  try {
    const res = await fetch(url, {
      headers: {
        'user-agent': `Kidventure/1.0 (+${opts.appUrl})`,
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(opts.timeoutMs ?? GEOCODER_TIMEOUT_MS),
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`geocoder answered HTTP ${res.status}`);
    }
    const parsed = ReverseAnswerSchema.safeParse(await res.json());
    const region = parsed.success ? regionFromAddress(parsed.data.address) : null;
    if (!region) throw new Error('geocoder answer has no city, town, village, county or state');
    return region;
  } catch (err) {
    opts.logger.warn(
      // The coordinates are the parent's location: not logged.
      { err, geocoder: url.origin },
      'reverse geocoding failed; answering 502 geocoder_unavailable',
    );
    throw geocoderUnavailable();
  }
}
