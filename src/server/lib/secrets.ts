import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Shortest secret accepted from a file (the generated ones are 43 characters). */
export const SECRET_MIN_LENGTH = 32;

/**
 * A random secret kept in the data folder (mode 600), created on first use. A file that is there
 * but empty or short (a botched copy, a truncated restore) stops the start with a message rather
 * than signing sessions with a guessable key; a file that cannot be read is never overwritten.
 */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  let stored: string;
  try {
    stored = fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    // 'wx': never replace a file another process wrote meanwhile.
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
  if (stored.length < SECRET_MIN_LENGTH) {
    throw new Error(
      `${file} holds ${stored.length ? 'a secret shorter than' : 'no secret; a secret needs'} ` +
        `${SECRET_MIN_LENGTH} characters. Put one of at least ${SECRET_MIN_LENGTH} characters in it, ` +
        `or delete the file to have a new one generated (signing in again is then needed).`,
    );
  }
  return stored;
}
