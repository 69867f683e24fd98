import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkedKey, newKey, type Storage } from './storage';
import type { CopyTarget } from './storage-copy';
import type { StorageConfig } from './storage-url';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

function clientFor({ endpoint, region, forcePathStyle }: S3Config) {
  return new S3Client({
    endpoint,
    region,
    forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
    // newer default ones, and TLS already guards the bytes on the way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage service that stops answering fails the request instead of holding it forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/**
 * An S3 bucket (AWS or any S3-compatible service), shared by every instance. Objects are written
 * without an ACL, so they stay as private as the bucket: nothing here hands out a bucket URL, and
 * files are served only by the routes that check their owner.
 */
export function createS3Storage(config: S3Config): Storage {
  const client = clientFor(config);
  const Bucket = config.bucket;
  return {
    async put(bytes, opts) {
      const key = newKey(opts);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
      return key;
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!res.Body) return Buffer.alloc(0);
        const bytes = await res.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}

/**
 * The bucket as a target for copying existing uploads under their own keys (`npm run
 * uploads:to-bucket`); the app itself only ever stores under new keys. `close()` ends the client.
 */
export function createS3CopyTarget(config: S3Config): CopyTarget & { close(): void } {
  const client = clientFor(config);
  const Bucket = config.bucket;
  return {
    async sizeOf(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (err instanceof NotFound || err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async write(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes }));
    },
    close: () => client.destroy(),
  };
}

/**
 * Throws a message naming the bucket when it cannot be used (address, credentials, name). It reads
 * a key no upload can have: "no such key" is the answer of a bucket that works, and needs the
 * permission to list the bucket that reading a missing document as "not found" needs too.
 */
export async function checkS3Bucket(config: S3Config): Promise<void> {
  const client = clientFor(config);
  try {
    await client.send(
      new GetObjectCommand({ Bucket: config.bucket, Key: 'kidventure-start-check' }),
    );
  } catch (err) {
    if (err instanceof NoSuchKey) return;
    const where = config.endpoint ? ` at ${config.endpoint}` : '';
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? 'it does not exist'
        : status === 403
          ? 'access denied (check AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY)'
          : err instanceof Error
            ? err.message || err.name
            : String(err);
    throw new Error(`STORAGE_URL: the bucket "${config.bucket}"${where} cannot be used: ${reason}`);
  } finally {
    client.destroy();
  }
}
