import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../src/server/lib/app-env';

/**
 * scrypt at a test's cost: N = 2^10 where production's better-auth uses 2^14 with r = 16. One
 * hash then takes about 1 ms instead of 90 ms, and the API tests sign up some 400 parents a run.
 * The same algorithm and the same calls through better-auth; only the work factor differs, as
 * Rails and Django lower theirs in tests.
 */
const COST = { N: 1024, r: 8, p: 1 } as const;
const KEY_BYTES = 64;
/** Marks a hash made here, so one made at production's cost (a migration test's) still checks. */
const PREFIX = 'test-scrypt';

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, COST, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}:${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [prefix, salt, key] = hash.split(':');
    if (prefix !== PREFIX) return verifyPassword({ hash, password });
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const given = await derive(password, salt);
    return given.length === expected.length && timingSafeEqual(given, expected);
  },
};
