import path from 'node:path';
import { DEFAULT_ADMIT_PER_MINUTE } from '../../shared/registration-line';
import { z } from 'zod';
import { parseStorageUrl } from './storage-url';
import {
  WAITLIST_CLAIM_HOURS,
  WAITLIST_SOON_CLAIM_HOURS,
  type ClaimWindows,
} from '../../shared/waitlist';

/** The map's tiles come through our own server by default (lib/map-tiles.ts). */
const OWN_TILES = '/map-tiles/{z}/{x}/{y}.png';

/** API requests worked on at once on the embedded database, unless API_CONCURRENCY says. */
const EMBEDDED_CONCURRENCY = 16;

/** A VAPID public key: an uncompressed P-256 point, 65 bytes, base64url. */
export const VAPID_PUBLIC_KEY_LENGTH = 87;
/** A VAPID private key: 32 bytes, base64url. */
export const VAPID_PRIVATE_KEY_LENGTH = 43;

const base64UrlKey = (length: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, 'base64url (letters, digits, - and _)')
    .length(length, `${length} characters of base64url`);

/** Every setting the server reads, with its default. The only reader of process.env. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Public origin of the app, used in e-mail links and for the CSRF origin check. */
    APP_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    /** Unset → embedded PGlite under DATA_DIR; set → PostgreSQL. */
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * API requests worked on at once by this process (admission control, decision 039); unset → 16 on
     * the embedded database, twice DATABASE_POOL_SIZE on PostgreSQL.
     */
    API_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).optional(),
    /** API requests that may wait for a turn; one more is answered 503 with Retry-After. */
    API_QUEUE_LENGTH: z.coerce.number().int().min(0).max(100_000).default(200),
    /** An API request that has waited this long for a turn is answered 503 with Retry-After (ms). */
    API_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(500),
    /** Secret for signing sessions; generated and kept in DATA_DIR when unset. */
    AUTH_SECRET: z.string().min(32).optional(),
    /** Unset → uploads on local disk under DATA_DIR; s3://bucket?… → that S3-compatible bucket. */
    STORAGE_URL: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const storage = parseStorageUrl(value);
        if ('error' in storage) {
          ctx.addIssue({ code: 'custom', message: storage.error });
          return z.NEVER;
        }
        return storage;
      }),
    SMTP_URL: z.string().optional(),
    /**
     * The development mailbox (/dev/mailbox): mail kept in the outbox, reset links included, readable
     * in a browser on this machine. Never in production; 'false' turns it off elsewhere too.
     */
    DEV_MAILBOX: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    MAIL_FROM: z.string().default('Kidventure <hello@kidventure.local>'),
    /**
     * Web push's VAPID key pair (base64url, as web-push generate-vapid-keys prints it): both or
     * neither. Unset → a pair generated once into DATA_DIR. Every instance must use the same pair.
     */
    VAPID_PUBLIC_KEY: base64UrlKey(VAPID_PUBLIC_KEY_LENGTH).optional(),
    VAPID_PRIVATE_KEY: base64UrlKey(VAPID_PRIVATE_KEY_LENGTH).optional(),
    /** Who runs this server, for push services: mailto: or https:. Unset → MAIL_FROM's address. */
    VAPID_SUBJECT: z
      .string()
      .trim()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: address or an https: URL')
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Unset → readable lines in a terminal, JSON lines otherwise (files, pipes, log collectors). */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** Demo catalogue: seed at start and keep its dates rolling forward. */
    DEMO_SEED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Centre of the demo catalogue (default: Toronto). */
    DEMO_CITY_NAME: z.string().default('Toronto'),
    DEMO_CITY_LAT: z.coerce.number().min(-90).max(90).default(43.6532),
    DEMO_CITY_LNG: z.coerce.number().min(-180).max(180).default(-79.3832),
    /** Nominatim-compatible geocoding service (reverse lookups for the parent's region). */
    GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org'),
    /**
     * How long saving a region waits for its point on the map (ms) before answering; a point that
     * comes later is stored then, if the region is still the same.
     */
    REGION_LOOKUP_WAIT_MS: z.coerce.number().int().min(0).max(20_000).default(1500),
    /** An e-mail address for the geocoding service's operators, sent in the User-Agent. */
    GEOCODER_CONTACT: z.string().trim().min(3).max(200).optional(),
    /**
     * The map's tile template, the same variable the web build reads. The default is this server's
     * own tile route; another host is allowed in the Content-Security-Policy's img-src, so build and
     * server must see the same value.
     */
    VITE_MAP_TILE_URL: z
      .string()
      .default(OWN_TILES)
      .transform((v) => v.trim() || OWN_TILES),
    /**
     * Where /map-tiles/… gets the tiles it keeps and serves (PNG, with {z}, {x} and {y}); 'off' →
     * no requests at all, every tile is transparent (offline machines, tests).
     */
    MAP_TILE_UPSTREAM: z
      .string()
      .trim()
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
      .refine(
        (v) =>
          v === 'off' ||
          (/^https?:\/\//.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
        {
          message: "an http(s) URL with {z}, {x} and {y}, or 'off'",
        },
      )
      .transform((v) => (v === 'off' ? null : v)),
    /** A public page's server render that takes longer is dropped for the app shell (ms). */
    RENDER_BUDGET_MS: z.coerce.number().int().min(1).max(10_000).default(300),
    /**
     * How long a visitor's rendered public page is kept and served again (ms; 0: never). Any
     * change through this instance's API drops the kept pages at once (lib/visitor-page-cache.ts).
     */
    VISITOR_PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
    /** How long a waitlist offer's places are held for the family (hours). */
    /** Families let in per minute on registration day (decision 062). */
    REGISTRATION_ADMIT_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(DEFAULT_ADMIT_PER_MINUTE),
    WAITLIST_CLAIM_HOURS: z.coerce.number().min(0.001).max(168).default(WAITLIST_CLAIM_HOURS),
    /** … when the session starts within 48 hours (hours). */
    WAITLIST_SOON_CLAIM_HOURS: z.coerce
      .number()
      .min(0.001)
      .max(48)
      .default(WAITLIST_SOON_CLAIM_HOURS),
    /** Requests per minute per client IP on sign-in, sign-up and password reset. */
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Trust X-Forwarded-For for the client IP (only behind a proxy you control). */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Tests only: the process kills itself (SIGKILL) right after the simulated gateway takes a
     * charge of exactly this many cents, i.e. between the charge and the commit (crash tests).
     */
    SIMULATED_GATEWAY_CRASH_AFTER_CHARGE_CENTS: z.coerce.number().int().positive().optional(),
  })
  .superRefine((env, ctx) => {
    // Half a pair would sign with a key the browsers' subscriptions were not made for.
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'set both VAPID keys, or neither to have a pair generated in DATA_DIR',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema> & { appUrl: string; dataDir: string };

/** The admission limits (lib/admission.ts) these settings give. */
export function admissionLimits(env: Env) {
  const concurrency =
    env.API_CONCURRENCY ?? (env.DATABASE_URL ? 2 * env.DATABASE_POOL_SIZE : EMBEDDED_CONCURRENCY);
  return {
    concurrency,
    queueLength: env.API_QUEUE_LENGTH,
    maxWaitMs: env.API_QUEUE_WAIT_MS,
    // The embedded database runs a request to its answer without letting the loop turn: one a
    // turn. PostgreSQL's requests wait on the network, so every free slot is filled at once.
    admittedPerTurn: env.DATABASE_URL ? concurrency : 1,
  };
}

/** How long waitlist offers last (decision 060). */
export const claimWindows = (env: Env): ClaimWindows => ({
  claimHours: env.WAITLIST_CLAIM_HOURS,
  soonClaimHours: env.WAITLIST_SOON_CLAIM_HOURS,
});

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
  };
}
