import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { kidDocuments, kidProfiles } from '../../db/schema';
import { createKid, kidInput, signedInParent } from '../../../../tests/factories';
import {
  documentForm,
  expectError,
  PDF_BYTES,
  storedFiles,
  uploadDocument,
} from './kids.test-helpers';

/** Another parent's ids answer exactly like ids that do not exist, and change nothing. */

let t: TestApp;
let owner: { cookie: string; kidId: string; docId: string; fileUrl: string };
let stranger: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  const parent = await signedInParent(t);
  const kid = await createKid(t, parent, { name: 'Private' });
  const doc = await uploadDocument(t, parent.cookie, kid.id);
  owner = { cookie: parent.cookie, kidId: kid.id, docId: doc.id, fileUrl: doc.fileUrl };
  stranger = (await signedInParent(t)).cookie;
});
afterAll(() => t.close());

const KID_NOT_FOUND = 'Child not found';
const DOCUMENT_NOT_FOUND = 'Document not found';

describe("another parent's kid", () => {
  it.each([
    ['GET', ''],
    ['PUT', ''],
    ['DELETE', ''],
    ['GET', '/documents'],
  ])('%s /api/kids/:id%s answers 404', async (method, suffix) => {
    const json = method === 'PUT' ? kidInput({ name: 'Taken' }) : undefined;
    const res = await t.request(`/api/kids/${owner.kidId}${suffix}`, {
      method,
      json,
      cookie: stranger,
    });
    await expectError(res, 404, 'kid_not_found', KID_NOT_FOUND);
  });

  it('cannot receive a document from them', async () => {
    const before = storedFiles(t).length;
    const form = documentForm('Planted', { bytes: PDF_BYTES, fileName: 'x.pdf' });
    const res = await t.request(`/api/kids/${owner.kidId}/documents`, { cookie: stranger, form });
    await expectError(res, 404, 'kid_not_found', KID_NOT_FOUND);
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('is not in their list and stays unchanged', async () => {
    const list = await t.request('/api/kids', { cookie: stranger });
    expect(await list.json()).toEqual({ items: [] });
    const [row] = await t.db.select().from(kidProfiles).where(eq(kidProfiles.id, owner.kidId));
    expect(row?.name).toBe('Private');
  });
});

describe("another parent's document", () => {
  it.each([
    ['GET', '/file'],
    ['GET', '/file?download=1'],
    ['DELETE', ''],
  ])('%s …/documents/:docId%s answers 404', async (method, suffix) => {
    const res = await t.request(`/api/kids/${owner.kidId}/documents/${owner.docId}${suffix}`, {
      method,
      cookie: stranger,
    });
    await expectError(res, 404, 'not_found', DOCUMENT_NOT_FOUND);
  });

  it('is still there for its owner', async () => {
    const rows = await t.db.select().from(kidDocuments).where(eq(kidDocuments.id, owner.docId));
    expect(rows).toHaveLength(1);
    expect((await t.request(owner.fileUrl, { cookie: owner.cookie })).status).toBe(200);
  });

  it("is not found under one of the stranger's own kids either", async () => {
    const own = await createKid(t, { cookie: stranger });
    const res = await t.request(`/api/kids/${own.id}/documents/${owner.docId}/file`, {
      cookie: stranger,
    });
    await expectError(res, 404, 'not_found', DOCUMENT_NOT_FOUND);
  });
});

describe('ids that are not uuids', () => {
  it.each([
    ['GET', '/api/kids/42', KID_NOT_FOUND],
    ['GET', '/api/kids/batch', KID_NOT_FOUND],
    ['PUT', "/api/kids/1'%20or%201=1", KID_NOT_FOUND],
    ['DELETE', '/api/kids/not-a-uuid', KID_NOT_FOUND],
    ['GET', '/api/kids/not-a-uuid/documents', KID_NOT_FOUND],
    ['GET', '/api/kids/x/documents/y/file', DOCUMENT_NOT_FOUND],
    ['DELETE', '/api/kids/x/documents/y', DOCUMENT_NOT_FOUND],
  ])('%s %s answers 404', async (method, path, message) => {
    const json = method === 'PUT' ? kidInput() : undefined;
    const res = await t.request(path, { method, json, cookie: owner.cookie });
    await expectError(res, 404, message === KID_NOT_FOUND ? 'kid_not_found' : 'not_found', message);
  });

  it('answers 404 for a document id under the wrong kid of the same parent', async () => {
    const sibling = await createKid(t, owner, { name: 'Sibling' });
    const res = await t.request(`/api/kids/${sibling.id}/documents/${owner.docId}/file`, {
      cookie: owner.cookie,
    });
    await expectError(res, 404, 'not_found', DOCUMENT_NOT_FOUND);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/kids'],
    ['POST', '/api/kids'],
    ['POST', '/api/kids/batch'],
    ['GET', '/api/kids/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/kids/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/kids/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/kids/00000000-0000-4000-8000-000000000000/documents'],
    ['POST', '/api/kids/00000000-0000-4000-8000-000000000000/documents'],
    ['GET', '/api/kids/00000000-0000-4000-8000-000000000000/documents/x/file'],
    ['DELETE', '/api/kids/00000000-0000-4000-8000-000000000000/documents/x'],
  ])('%s %s answers 401', async (method, path) => {
    const json = method === 'POST' || method === 'PUT' ? kidInput() : undefined;
    const res = await t.request(path, { method, json, cookie: 'kidventure.session_token=nope' });
    await expectError(res, 401, 'unauthorized', 'User not authenticated');
  });
});
