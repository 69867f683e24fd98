import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKid, signedInParent } from '../../../../tests/factories';
import { startS3Server, type TestS3Server } from '../../../../tests/s3-server';
import { startSecondInstance } from '../../../../tests/second-instance';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { openStorage } from '../../lib/open-storage';
import { PDF_BYTES, storedFiles, uploadDocument } from './kids.test-helpers';

/** Two app instances with one S3 bucket (each its own client) and no shared disk. */
let s3: TestS3Server;
let t: TestApp;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ STORAGE_URL: s3.url, AUTH_RATE_LIMIT: '1000' });
  second = await startSecondInstance(t, {
    storage: await openStorage(t.env.STORAGE_URL, '/nonexistent/uploads'),
  });
});
afterAll(async () => {
  // Whatever started, even if a later step failed.
  await second?.close();
  await t?.close();
  await s3?.close();
});

describe('kid documents with S3 storage on two instances', () => {
  it('serves a document uploaded through one instance through the other, to its owner only', async () => {
    const owner = await signedInParent(t);
    const kid = await createKid(t, owner);
    const doc = await uploadDocument(t, owner.cookie, kid.id, 'Vaccination record');
    // Nothing reached the first instance's disk, and no bucket address reached the parent.
    expect(storedFiles(t)).toEqual([]);
    expect(doc.fileUrl).toBe(`/api/kids/${kid.id}/documents/${doc.id}/file`);
    expect(JSON.stringify(doc)).not.toContain(s3.endpoint);

    const file = await second.request(doc.fileUrl, owner);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);

    const stranger = await signedInParent(t);
    expect((await t.request(doc.fileUrl, stranger)).status).toBe(404);
    expect((await second.request(doc.fileUrl, stranger)).status).toBe(404);
  });

  it('deletes through one instance what the other stored', async () => {
    const owner = await signedInParent(t);
    const kid = await createKid(t, owner);
    const doc = await uploadDocument(t, owner.cookie, kid.id);
    const deleted = await second.request(`/api/kids/${kid.id}/documents/${doc.id}`, {
      ...owner,
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect((await t.request(doc.fileUrl, owner)).status).toBe(404);
    const removed = s3.requests.filter((r) => r.method === 'DELETE');
    expect(removed).toHaveLength(1);
    const key = removed[0]?.url.split('?')[0]?.replace(`/${s3.bucket}/`, '') ?? '';
    expect(await t.storage.get(key)).toBeNull();
  });
});
