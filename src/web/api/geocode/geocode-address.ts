import { api, unwrap } from '../../lib/api-client';

/**
 * A typed address or place → one point with a label (GET /api/geocode/search). Refusals come
 * back as ApiErrors whose message is for the parent: 404 address_not_found, 502
 * geocoder_unavailable, 429 rate_limited, 400 for text that is too short.
 */
export function geocodeAddress(text: string) {
  return unwrap(api.geocode.search.$get({ query: { q: text } }));
}
