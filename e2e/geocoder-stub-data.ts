/**
 * What the stand-in geocoder (e2e/geocoder-stub.ts) answers, for journeys to assert against.
 */

/** Any coordinates (but latitude 0) reverse-geocode to this region: 'Springfield, Illinois'. */
export const STUB_REGION = { city: 'Springfield', state: 'Illinois' } as const;

/** A typed address containing this word finds nothing (404 address_not_found). */
export const STUB_ADDRESS_NOT_FOUND = 'nowhere';
/** A typed address containing this word makes the service fail (502 geocoder_unavailable). */
export const STUB_ADDRESS_FAILS = 'fail';

/** Any other typed address finds this place; the app names it 'CN Tower, Toronto'. */
export const STUB_PLACE = { lat: 43.6426, lng: -79.3871, label: 'CN Tower, Toronto' } as const;
