import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are generated here, never taken from a client, so no request can
 * name a path. Files are served only by routes that first check the owner.
 */
export type Storage = {
  /** Stores the bytes under a new key ('<prefix>/<uuid>.<ext>') and returns the key. */
  put(bytes: Uint8Array, opts: { prefix: string; extension: string }): Promise<string>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a key with nothing stored under it is fine. */
  delete(key: string): Promise<void>;
};

const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** Whether `key` has the shape of a key this module makes ('<prefix>/<uuid>.<ext>'). */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The key is one this module made: every driver refuses anything else before touching storage. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** A new key for a file under `prefix` ('<prefix>/<uuid>.<ext>'). */
export function newKey({ prefix, extension }: { prefix: string; extension: string }): string {
  return checkedKey(`${prefix}/${randomUUID()}.${extension}`);
}

/** Local disk under `root` (DATA_DIR/uploads by default). */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(bytes, opts) {
      const key = newKey(opts);
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
