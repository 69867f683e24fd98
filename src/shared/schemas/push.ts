import { z } from 'zod';

/** Web push on a parent's devices (issue 30): the server's key and each browser's subscription. */

/** Longest endpoint accepted; the push services' own are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** A browser's P-256 public key: an uncompressed point, 65 bytes, base64url (87 characters). */
const P256DH_LENGTH = 87;
/** A browser's auth secret: 16 bytes, base64url (22 characters). */
const AUTH_LENGTH = 22;

/** Browsers write these keys base64url, with or without padding. */
const base64Url = (length: number, what: string) =>
  z
    .string({ error: `${what} is missing` })
    .transform((v) => v.replace(/=+$/, ''))
    .refine((v) => v.length === length && /^[A-Za-z0-9_-]+$/.test(v), {
      message: `${what} is not a key from the browser's push subscription`,
    });

const endpoint = z
  .url({ error: 'Endpoint must be the https address of the push subscription' })
  .max(PUSH_ENDPOINT_MAX_LENGTH, 'Endpoint is too long')
  .refine((v) => v.startsWith('https://'), {
    message: 'Endpoint must be the https address of the push subscription',
  });

export const PushKeySchema = z
  .object({
    /** The server's VAPID public key (base64url), for pushManager.subscribe's applicationServerKey. */
    publicKey: z.string(),
  })
  .meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof PushKeySchema>;

/** What PushSubscription.toJSON() gives, less expirationTime (push services rarely set it). */
export const PushSubscriptionSchema = z
  .object({
    endpoint,
    keys: z.object(
      {
        p256dh: base64Url(P256DH_LENGTH, 'keys.p256dh'),
        auth: base64Url(AUTH_LENGTH, 'keys.auth'),
      },
      { error: 'keys (p256dh and auth) are missing' },
    ),
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushEndpointSchema = z.object({ endpoint }).meta({ id: 'PushEndpoint' });
