import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { DOCUMENT_MAX_BYTES } from '../../../shared/file-types';
import type { KidDocument } from '../../../shared/schemas/kid';
import { createKid } from '../../../../tests/factories';
import {
  documentForm,
  documentRowsOf,
  expectError,
  parentWithKid,
  PDF_BYTES,
  pdfOfSize,
  PNG_BYTES,
  storedFiles,
  uploadDocument,
} from './kids.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

describe('uploading documents', () => {
  it('keeps a PDF and serves the same bytes back with safe headers', async () => {
    const { cookie, kid, url } = await parentWithKid(t);
    const form = documentForm('  Vaccination record ', {
      bytes: PDF_BYTES,
      fileName: 'scan.final.pdf',
      type: 'application/pdf',
    });
    const res = await t.request(url, { cookie, form });
    expect(res.status).toBe(201);
    const doc = (await res.json()) as KidDocument;
    expect(doc).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kidId: kid.id,
      name: 'Vaccination record',
      type: 'application/pdf',
      sizeBytes: PDF_BYTES.byteLength,
      uploadDate: expect.any(String),
      fileUrl: `${url}/${doc.id}/file`,
    });

    const file = await t.request(doc.fileUrl, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="Vaccination record.pdf"; filename*=UTF-8''Vaccination%20record.pdf`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('private');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);

    const download = await t.request(`${doc.fileUrl}?download=1`, { cookie });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
  });

  it('encodes a non-ASCII name for the download, with an ASCII fallback', async () => {
    const { cookie, kid } = await parentWithKid(t);
    const doc = await uploadDocument(t, cookie, kid.id, 'Élodie\'s "report" 日本');
    const file = await t.request(`${doc.fileUrl}?download=1`, { cookie });
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Elodie's _report_ __.pdf"; ` +
        `filename*=UTF-8''%C3%89lodie%27s%20%22report%22%20%E6%97%A5%E6%9C%AC.pdf`,
    );
  });

  it('reads the type from the content, not the name or the declared type', async () => {
    const { cookie, url } = await parentWithKid(t);
    const form = documentForm('Allergy plan', {
      bytes: PNG_BYTES,
      fileName: 'plan.pdf',
      type: 'application/pdf',
    });
    const res = await t.request(url, { cookie, form });
    expect(res.status).toBe(201);
    const doc = (await res.json()) as KidDocument;
    expect(doc.type).toBe('image/png');
    const file = await t.request(doc.fileUrl, { cookie });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/filename="Allergy plan.png"/);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const { cookie, url } = await parentWithKid(t);
    const form = documentForm('Scan', { bytes: pdfOfSize(DOCUMENT_MAX_BYTES), fileName: 's.pdf' });
    const res = await t.request(url, { cookie, form });
    expect(res.status).toBe(201);
    expect(((await res.json()) as KidDocument).sizeBytes).toBe(DOCUMENT_MAX_BYTES);
  });

  it("lists a kid's documents newest first", async () => {
    const { cookie, kid } = await parentWithKid(t);
    const first = await uploadDocument(t, cookie, kid.id, 'First');
    const second = await uploadDocument(t, cookie, kid.id, 'Second');
    const other = await createKid(t, { cookie }, { name: 'Sibling' });
    await uploadDocument(t, cookie, other.id, 'Not this one');
    const res = await t
      .api({ cookie })
      .kids[':id'].documents.$get({ param: { id: kid.id }, query: {} });
    const { items, nextCursor } = await expectJson(res, 200);
    expect(items.map((d) => d.id)).toEqual([second.id, first.id]);
    expect(nextCursor).toBeNull();
  });

  it('pages through the documents with a cursor, every one exactly once', async () => {
    const { cookie, kid } = await parentWithKid(t);
    const uploaded = [];
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      uploaded.push((await uploadDocument(t, cookie, kid.id, name)).id);
    }
    const client = t.api({ cookie }).kids[':id'].documents;
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await expectJson(
        await client.$get({
          param: { id: kid.id },
          query: cursor ? { limit: '2', cursor } : { limit: '2' },
        }),
        200,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((d) => d.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(uploaded.toReversed());
  });

  it("refuses a cursor it did not make, and another parent's kid, without a 500", async () => {
    const { cookie, kid } = await parentWithKid(t);
    const client = t.api({ cookie }).kids[':id'].documents;
    const bad = await client.$get({ param: { id: kid.id }, query: { cursor: 'not-a-cursor' } });
    expect(bad.status).toBe(400);
    const tooMany = await client.$get({ param: { id: kid.id }, query: { limit: '51' } });
    expect(tooMany.status).toBe(400);
    const stranger = await parentWithKid(t);
    const theirs = await t
      .api({ cookie: stranger.cookie })
      .kids[':id'].documents.$get({ param: { id: kid.id }, query: {} });
    expect(theirs.status).toBe(404);
  });
});

describe('deleting', () => {
  it('removes a document row and its file', async () => {
    const { cookie, kid } = await parentWithKid(t);
    const doc = await uploadDocument(t, cookie, kid.id);
    const before = storedFiles(t).length;
    const res = await t.request(`/api/kids/${kid.id}/documents/${doc.id}`, {
      cookie,
      method: 'DELETE',
    });
    expect(res.status).toBe(204);
    expect(storedFiles(t)).toHaveLength(before - 1);
    expect(await documentRowsOf(t, kid.id)).toEqual([]);
    await expectError(
      await t.request(doc.fileUrl, { cookie }),
      404,
      'not_found',
      'Document not found',
    );
  });

  it("removes a kid's files from disk with the kid", async () => {
    const { cookie, kid } = await parentWithKid(t);
    const keep = await createKid(t, { cookie }, { name: 'Sibling' });
    const kept = await uploadDocument(t, cookie, keep.id);
    await uploadDocument(t, cookie, kid.id, 'One');
    await uploadDocument(t, cookie, kid.id, 'Two', PNG_BYTES);
    const before = storedFiles(t).length;

    const res = await t.request(`/api/kids/${kid.id}`, { cookie, method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(storedFiles(t)).toHaveLength(before - 2);
    expect(await documentRowsOf(t, kid.id)).toEqual([]);
    expect((await t.request(kept.fileUrl, { cookie })).status).toBe(200);
  });
});
