import { api, unwrap } from '../../lib/api-client';

/** The server's VAPID public key (GET /api/push/key), fetched when the parent turns push on. */
export function getPushKey() {
  return unwrap(api.push.key.$get());
}
