/** Distances between coordinates, in miles (the spec's unit for travel distance). */

export type LatLng = { lat: number; lng: number };

export const EARTH_RADIUS_MILES = 3958.8;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in miles; the SQL in catalogue search uses the same formula. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The latitude/longitude box that holds every point within `miles` of `centre` (an index pre-filter). */
export function boundingBox(centre: LatLng, miles: number) {
  const dLat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const cos = Math.cos(rad(centre.lat));
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return {
    minLat: centre.lat - dLat,
    maxLat: centre.lat + dLat,
    minLng: centre.lng - dLng,
    maxLng: centre.lng + dLng,
  };
}

/** '0.4 mi', '3.2 mi', '12 mi'. */
export function formatMiles(miles: number): string {
  return miles < 10 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
}

/** A coordinate's range: latitude within ±90°, longitude within ±180°. */
export const LATITUDE_MAX = 90;
export const LONGITUDE_MAX = 180;
/** Characters in a typed address and in a location's name. */
export const LOCATION_TEXT_MAX = 200;
/** The fewest characters a typed address or place may have. */
export const ADDRESS_TEXT_MIN = 2;
export const ADDRESS_REQUIRED = 'Please enter an address or place';
export const ADDRESS_TOO_LONG = 'Address is too long';

/**
 * What is wrong with a typed address or place, for the parent, or null: the rule of the geocoder's
 * search (GeocodeSearchQuerySchema), kept free of zod so the location dialog checks it without
 * loading the schemas.
 */
export function addressTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length < ADDRESS_TEXT_MIN) return ADDRESS_REQUIRED;
  if (trimmed.length > LOCATION_TEXT_MAX) return ADDRESS_TOO_LONG;
  return null;
}
