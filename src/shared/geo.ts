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
