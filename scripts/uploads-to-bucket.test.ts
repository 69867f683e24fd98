import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, uploadDocument } from '../src/server/features/kids/kids.test-helpers';
import { openStorage } from '../src/server/lib/open-storage';
import { copyLocalUploads } from '../src/server/lib/storage-copy';
import { createS3CopyTarget } from '../src/server/lib/storage-s3';
import { parseStorageUrl } from '../src/server/lib/storage-url';
import { createKid, signedInParent } from '../tests/factories';
import { startS3Server, type TestS3Server } from '../tests/s3-server';
import { startSecondInstance } from '../tests/second-instance';
import { runScript } from '../tests/run-script';
import { createTestApp, type TestApp } from '../tests/test-app';

/** `npm run uploads:to-bucket` as an operator runs it, in a child process. */
function runCopy(args: string[], env: NodeJS.ProcessEnv) {
  return runScript('scripts/uploads-to-bucket.ts', args, {
    ...process.env,
    LOG_LEVEL: 'silent',
    ...env,
  });
}

const s3Config = (url: string) => {
  const config = parseStorageUrl(url);
  if (!('driver' in config) || config.driver !== 's3') throw new Error(`not an S3 URL: ${url}`);
  return config;
};

let t: TestApp;
let s3: TestS3Server;
/** The DATA_DIR of an instance that kept its uploads on disk. */
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-test-data-'));
});
afterAll(async () => {
  await s3?.close();
  await t?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run uploads:to-bucket', () => {
  it('moves a document kept on disk to the bucket, where another instance serves it to its owner', async () => {
    const owner = await signedInParent(t);
    const kid = await createKid(t, owner);
    const doc = await uploadDocument(t, owner.cookie, kid.id, 'Allergy plan');
    fs.cpSync(t.uploadsDir, path.join(dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'notes.txt'), 'not an upload');
    const env = { DATA_DIR: dataDir, STORAGE_URL: s3.url };

    const dry = await runCopy(['--dry-run'], env);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(
      `Would copy 1 file (0.0 MB) from ${path.join(dataDir, 'uploads')} to the bucket "${s3.bucket}".`,
    );
    expect(dry.stdout).toContain('1 file not named like an upload, not copied:\n  notes.txt');
    expect(s3.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    const bucketInstance = await startSecondInstance(t, {
      storage: await openStorage(s3Config(s3.url), '/nonexistent/uploads'),
    });
    try {
      expect((await bucketInstance.request(doc.fileUrl, owner)).status).toBe(404);

      const run = await runCopy([], env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('Copied 1 file');
      expect(run.stdout).toContain('0 files already in the bucket');
      const file = await bucketInstance.request(doc.fileUrl, owner);
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);
      // Still private: a stranger is not told the file exists.
      const stranger = await signedInParent(t);
      expect((await bucketInstance.request(doc.fileUrl, stranger)).status).toBe(404);
    } finally {
      await bucketInstance.close();
    }

    const again = await runCopy([], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Copied 0 files (0.0 MB)');
    expect(again.stdout).toContain('1 file already in the bucket, left as they are.');
    // The disk is left as it was.
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'kid-documents'))).toHaveLength(1);
  });

  it('replaces an object of another size under the same key (a copy cut off halfway)', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-test-uploads-'));
    const target = createS3CopyTarget(s3Config(s3.url));
    try {
      const key = 'avatars/0b7f6a52-6c1e-4d5e-9f3a-2f1d8c7b6a50.png';
      fs.mkdirSync(path.join(root, 'avatars'));
      fs.writeFileSync(path.join(root, key), Buffer.alloc(300, 7));
      await target.write(key, new Uint8Array(10));

      const report = await copyLocalUploads(root, target);
      expect(report).toMatchObject({ copied: [key], present: [], failed: [], bytes: 300 });
      expect(await target.sizeOf(key)).toBe(300);
      expect(await target.sizeOf('avatars/00000000-0000-4000-8000-000000000000.png')).toBeNull();
    } finally {
      target.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('lists what it could not copy and exits with 1, so a second run can finish', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-test-uploads-'));
    try {
      const key = 'kid-documents/5d1c1e0a-3b9e-4c55-8f57-1a8d9f0b2c33.pdf';
      fs.mkdirSync(path.join(root, 'kid-documents'));
      fs.writeFileSync(path.join(root, key), PDF_BYTES);
      const missing = createS3CopyTarget({ ...s3Config(s3.url), bucket: 'no-such-bucket' });
      const report = await copyLocalUploads(root, missing).finally(() => missing.close());
      expect(report?.copied).toEqual([]);
      expect(report?.failed.map((f) => f.key)).toEqual([key]);
      expect(report?.failed[0]?.reason).not.toBe('');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses to run without a bucket, or with one it cannot use, and says why', async () => {
    const unset = await runCopy([], { DATA_DIR: dataDir, STORAGE_URL: '' });
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain(
      'STORAGE_URL is not set: name the bucket to copy the uploads to.',
    );

    const wrong = await runCopy([], {
      DATA_DIR: dataDir,
      STORAGE_URL: s3.url.replace(s3.bucket, 'no-such-bucket'),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('the bucket "no-such-bucket"');
    expect(wrong.stderr).toContain('it does not exist');
    expect(wrong.stderr).not.toContain('    at ');

    const empty = await runCopy([], {
      DATA_DIR: path.join(dataDir, 'nothing-here'),
      STORAGE_URL: s3.url,
    });
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.stdout).toContain('Nothing to copy: there is no uploads folder at');
  });
});
