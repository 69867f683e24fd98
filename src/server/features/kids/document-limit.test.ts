import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { DOCUMENTS_PER_KID_MAX, TOO_MANY_DOCUMENTS } from '../../../shared/file-types';
import { kidDocuments } from '../../db/schema';
import { createKid, signedInParent } from '../../../../tests/factories';
import { documentForm, expectError, PDF_BYTES, storedFiles } from './kids.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

describe('documents per child', () => {
  it(`refuses the ${DOCUMENTS_PER_KID_MAX + 1}th document and stores nothing`, async () => {
    const { userId, cookie } = await signedInParent(t);
    const kid = await createKid(t, { cookie });
    await t.db.insert(kidDocuments).values(
      Array.from({ length: DOCUMENTS_PER_KID_MAX }, (_, i) => ({
        kidId: kid.id,
        userId,
        name: `Record ${i}`,
        contentType: 'application/pdf',
        sizeBytes: 10,
        storageKey: `kid-documents/00000000-0000-4000-8000-${String(i).padStart(12, '0')}.pdf`,
      })),
    );
    const before = storedFiles(t).length;

    const res = await t.request(`/api/kids/${kid.id}/documents`, {
      cookie,
      form: documentForm('One too many', { bytes: PDF_BYTES, fileName: 'extra.pdf' }),
    });
    await expectError(res, 409, 'conflict', TOO_MANY_DOCUMENTS);
    expect(storedFiles(t)).toHaveLength(before);

    // Another child of the same parent still has room.
    const sibling = await createKid(t, { cookie }, { name: 'Leo' });
    const ok = await t.request(`/api/kids/${sibling.id}/documents`, {
      cookie,
      form: documentForm('Vaccines', { bytes: PDF_BYTES, fileName: 'vaccines.pdf' }),
    });
    expect(ok.status).toBe(201);
  });
});
