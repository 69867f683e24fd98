import { api, unwrap } from '../../lib/api-client';

/** The region ('city, state') for a position, looked up by the server's geocoder. */
export function reverseGeocode({ lat, lng }: { lat: number; lng: number }) {
  return unwrap(api.geocode.reverse.$get({ query: { lat: String(lat), lng: String(lng) } }));
}
