import {
  createECDH,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import https from 'node:https';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { pushSubscriptions } from '../src/server/db/schema';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/**
 * A stand-in push service (the role FCM or Mozilla's autopush play), started by the tests on
 * 127.0.0.1 with no outside network: it takes pushes over HTTPS, answers each endpoint as told
 * (201 by default), and records what came. The certificate below is self-signed for 127.0.0.1 and
 * trusted only by the push sender the tests build (its `ca` option); it guards nothing.
 */
export const PUSH_SERVICE_CERT = `-----BEGIN CERTIFICATE-----
MIIBwTCCAWegAwIBAgIUYwqWPWpqCOEZeD2HzxJjdJ97jNwwCgYIKoZIzj0EAwIw
JzElMCMGA1UEAwwcS2lkdmVudHVyZSB0ZXN0IHB1c2ggc2VydmljZTAgFw0yNjEx
MjkwNTIyMjFaGA8yMTI2MTEwNTA1MjIyMVowJzElMCMGA1UEAwwcS2lkdmVudHVy
ZSB0ZXN0IHB1c2ggc2VydmljZTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABBcb
MSAw2qrv2XKWe87ZUVorqyc5iWNCictQa0tjicMbwdbQ7YAMVE1j36725+V0guuh
AmPzhAfI6dWdYRQVoTajbzBtMB0GA1UdDgQWBBSxu2gqgnvZf9Wa/QuzUd2ieflU
0DAfBgNVHSMEGDAWgBSxu2gqgnvZf9Wa/QuzUd2ieflU0DAPBgNVHRMBAf8EBTAD
AQH/MBoGA1UdEQQTMBGHBH8AAAGCCWxvY2FsaG9zdDAKBggqhkjOPQQDAgNIADBF
AiACBsMLl/8mDbM20CCv1DTf2v7FcSmUSjS0Zm9fz692kwIhALvulhT7/jBewvZq
V6HNbuctaxpwXGLgrWfLQ+Xv/h05
-----END CERTIFICATE-----`;

const PUSH_SERVICE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg/nhvmQf3bXDMG5Qs
8uqLCV06P5FXL9fsm8VxAgj8IquhRANCAAQXGzEgMNqq79lylnvO2VFaK6snOYlj
QonLUGtLY4nDG8HW0O2ADFRNY9+u9ufldILroQJj84QHyOnVnWEUFaE2
-----END PRIVATE KEY-----`;

export type ReceivedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

export type StandInPushService = Awaited<ReturnType<typeof startPushService>>;

export async function startPushService() {
  const received: ReceivedPush[] = [];
  /** The status each endpoint path answers with, while set. */
  const answers = new Map<string, number>();
  const server = https.createServer(
    { cert: PUSH_SERVICE_CERT, key: PUSH_SERVICE_KEY },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '';
        received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(answers.get(path) ?? 201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    received,
    /** Pushes that reached this endpoint. */
    to: (endpoint: string) => received.filter((r) => `${origin}${r.path}` === endpoint),
    /** Makes the endpoint answer `status` from now on. */
    answer(endpoint: string, status: number) {
      answers.set(new URL(endpoint).pathname, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, on a new endpoint. */
export type TestDevice = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
};

export function newDevice(service: { origin: string }): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${service.origin}/push/${randomUUID()}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
    ecdh,
  };
}

/** Decrypts a push as the browser does (RFC 8291, aes128gcm) and reads its JSON. */
export function openPush(push: ReceivedPush, device: TestDevice): unknown {
  const plain = ece.decrypt(push.body, {
    version: 'aes128gcm',
    privateKey: device.ecdh,
    authSecret: device.keys.auth,
  });
  return JSON.parse(plain.toString('utf8'));
}

/**
 * Checks a push's VAPID Authorization header (RFC 8292) as a push service does: `vapid t=<JWT>,
 * k=<public key>`, the JWT signed ES256 by that key, for this service's origin, not expired.
 * Answers the key and the JWT's claims.
 */
export function readVapid(push: ReceivedPush) {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [token, publicKey] = [match[1], match[2]];
  const [head, claims, signature] = token.split('.');
  if (!head || !claims || !signature) throw new Error('not a JWT');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return {
    publicKey,
    signed,
    header: JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string },
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud: string;
      exp: number;
      sub: string;
    },
  };
}

/** The push endpoints the server keeps for a parent (their subscribed devices). */
export async function endpointsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((r) => r.endpoint);
}
