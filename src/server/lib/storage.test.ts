import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../tests/s3-server';
import { openStorage } from './open-storage';
import { createLocalStorage, type Storage } from './storage';
import { createS3Storage } from './storage-s3';
import { parseStorageUrl, type StorageConfig } from './storage-url';

/** Every byte value, then some more: what goes in comes out to the byte. */
const BINARY = new Uint8Array(1000).map((_, i) => (i * 37 + 11) % 256);
const opts = { prefix: 'kid-documents', extension: 'pdf' };

type Driver = {
  storage: Storage;
  /** The same kind of storage, but unusable (a missing bucket, a folder that is a file). */
  broken: Storage;
  close(): Promise<void>;
};

function s3Config(url: string): Extract<StorageConfig, { driver: 's3' }> {
  const config = parseStorageUrl(url);
  if (!('driver' in config) || config.driver !== 's3') throw new Error(`not an S3 URL: ${url}`);
  return config;
}

const drivers: [string, () => Promise<Driver>][] = [
  [
    'local disk',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-test-storage-'));
      fs.writeFileSync(path.join(dir, 'a-file'), '');
      return {
        storage: createLocalStorage(path.join(dir, 'uploads')),
        broken: createLocalStorage(path.join(dir, 'a-file')),
        close: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3',
    async () => {
      const s3 = await startS3Server();
      const storage = await openStorage(s3Config(s3.url), '/nonexistent').catch(async (err) => {
        await s3.close();
        throw err;
      });
      return {
        storage,
        broken: createS3Storage({ ...s3Config(s3.url), bucket: 'no-such-bucket' }),
        close: () => s3.close(),
      };
    },
  ],
];

describe.each(drivers)('storage on %s', (_name, open) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await open();
  });
  afterAll(() => driver.close());

  it('keeps the bytes exactly under a new key, until they are deleted', async () => {
    const { storage } = driver;
    const key = await storage.put(BINARY, opts);
    expect(key).toMatch(/^kid-documents\/[0-9a-f-]{36}\.pdf$/);
    const read = await storage.get(key);
    expect(read).toBeInstanceOf(Buffer);
    expect(new Uint8Array(read ?? [])).toEqual(BINARY);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('gives every file its own key', async () => {
    const { storage } = driver;
    const a = await storage.put(new Uint8Array([1]), opts);
    const b = await storage.put(new Uint8Array([2]), opts);
    expect(a).not.toBe(b);
    expect([...((await storage.get(a)) ?? [])]).toEqual([1]);
    expect([...((await storage.get(b)) ?? [])]).toEqual([2]);
  });

  it('keeps an empty file as empty, not missing', async () => {
    const key = await driver.storage.put(new Uint8Array(0), opts);
    expect((await driver.storage.get(key))?.byteLength).toBe(0);
  });

  it('reads a key with nothing under it as null, and deleting it is fine', async () => {
    const key = 'kid-documents/00000000-0000-4000-8000-000000000000.pdf';
    expect(await driver.storage.get(key)).toBeNull();
    await expect(driver.storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys it did not make, before touching anything', async () => {
    const { storage } = driver;
    const kept = await storage.put(BINARY, opts);
    for (const key of [
      '../../etc/passwd',
      `kid-documents/../${kept}`,
      `/${kept}`,
      kept.toUpperCase(),
      `${kept}/x`,
      '',
    ]) {
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    }
    await expect(storage.put(BINARY, { prefix: '../up', extension: 'pdf' })).rejects.toThrow(
      'Invalid storage key',
    );
    await expect(storage.put(BINARY, { prefix: 'avatars', extension: 'p/df' })).rejects.toThrow(
      'Invalid storage key',
    );
    expect(new Uint8Array((await storage.get(kept)) ?? [])).toEqual(BINARY);
  });

  it('throws, rather than reading as missing, when the storage itself fails', async () => {
    const { broken } = driver;
    const key = 'kid-documents/00000000-0000-4000-8000-000000000000.pdf';
    await expect(broken.get(key)).rejects.toThrow();
    await expect(broken.put(BINARY, opts)).rejects.toThrow();
  });
});

describe('S3 storage', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  it('writes objects without an ACL and without public-read headers', async () => {
    const storage = await openStorage(s3Config(s3.url), '/nonexistent');
    const key = await storage.put(BINARY, opts);
    const puts = s3.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.url.split('?')[0])).toEqual([`/${s3.bucket}/${key}`]);
    const headers = Object.keys(puts[0]?.headers ?? {});
    expect(headers.filter((h) => h === 'x-amz-acl' || h.startsWith('x-amz-grant-'))).toEqual([]);
  });

  it('stops the start with a message naming a bucket that does not exist', async () => {
    const config = { ...s3Config(s3.url), bucket: 'not-there' };
    await expect(openStorage(config, '/nonexistent')).rejects.toThrow(
      `STORAGE_URL: the bucket "not-there" at ${s3.endpoint} cannot be used: it does not exist`,
    );
  });

  it('stops the start when the credentials are refused', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'someone-else');
    try {
      await expect(openStorage(s3Config(s3.url), '/nonexistent')).rejects.toThrow(
        /^STORAGE_URL: the bucket "kidventure-test" at .* cannot be used: access denied/,
      );
    } finally {
      vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
    }
  });
});
