import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { VAPID_PRIVATE_KEY_LENGTH, VAPID_PUBLIC_KEY_LENGTH, type Env } from './env';

/** The server's identity for push services (RFC 8292): every subscription is made for its public key. */
export type VapidKeys = { publicKey: string; privateKey: string };

/** The file in DATA_DIR that keeps a generated pair. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

const isKeyPair = (value: unknown): value is VapidKeys => {
  const keys = value as Partial<VapidKeys> | null;
  return (
    typeof keys?.publicKey === 'string' &&
    typeof keys.privateKey === 'string' &&
    keys.publicKey.length === VAPID_PUBLIC_KEY_LENGTH &&
    keys.privateKey.length === VAPID_PRIVATE_KEY_LENGTH
  );
};

/**
 * The VAPID pair kept in the data folder (mode 600), generated on first use, like the auth secret
 * (lib/secrets.ts). A file that is there but unreadable as a pair stops the start with a message:
 * replacing it would silently cut off every device already subscribed.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  let stored: string;
  try {
    stored = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    fs.mkdirSync(dataDir, { recursive: true });
    const keys = webpush.generateVAPIDKeys();
    // 'wx': never replace a pair another process wrote meanwhile.
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    parsed = null;
  }
  if (!isKeyPair(parsed)) {
    throw new Error(
      `${file} does not hold a VAPID key pair ({"publicKey","privateKey"} in base64url). ` +
        'Restore it, set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or delete the file to have a ' +
        'new pair generated (every device then has to turn push on again).',
    );
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/** The pair from the environment when it is set, else the one kept in the data folder. */
export function vapidKeysFor(env: Env): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  return loadOrCreateVapidKeys(env.dataDir);
}

/**
 * Who push services may contact about this server: VAPID_SUBJECT, else the address MAIL_FROM
 * sends from, else the app's https origin.
 */
export function vapidSubjectFor(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  if (/^\S+@\S+$/.test(address)) return `mailto:${address}`;
  return env.appUrl.startsWith('https://') ? env.appUrl : 'mailto:hello@kidventure.local';
}
