import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { KidDocument } from '../../../shared/schemas/kid';
import { kidDocuments } from '../../db/schema';
import { createKid, signedInParent } from '../../../../tests/factories';
import type { TestApp } from '../../../../tests/test-app';

export { expectError } from '../../../../tests/accounts';

export const PDF_BYTES = new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'));
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
]);

/** A PDF (by its first bytes) of exactly `size` bytes. */
export function pdfOfSize(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(PDF_BYTES);
  return bytes;
}

export function documentForm(
  name: string | undefined,
  file?: { bytes: Uint8Array; fileName: string; type?: string },
) {
  const form = new FormData();
  if (name !== undefined) form.append('name', name);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], {
      type: file.type ?? 'application/octet-stream',
    });
    form.append('file', blob, file.fileName);
  }
  return form;
}

export async function uploadDocument(
  t: TestApp,
  cookie: string,
  kidId: string,
  name = 'Vaccination record',
  bytes = PDF_BYTES,
): Promise<KidDocument> {
  const form = documentForm(name, { bytes, fileName: 'record.pdf', type: 'application/pdf' });
  const res = await t.request(`/api/kids/${kidId}/documents`, { cookie, form });
  expect(res.status).toBe(201);
  return (await res.json()) as KidDocument;
}

/** A new parent with one kid, and the address of that kid's documents. */
export async function parentWithKid(t: TestApp) {
  const { cookie } = await signedInParent(t);
  const kid = await createKid(t, { cookie });
  return { cookie, kid, url: `/api/kids/${kid.id}/documents` };
}

/** The document rows stored for a kid, read from the database. */
export const documentRowsOf = (t: TestApp, kidId: string) =>
  t.db.select().from(kidDocuments).where(eq(kidDocuments.kidId, kidId));

/** Every file the storage module holds, as paths under the uploads folder. */
export function storedFiles(t: TestApp): string[] {
  const dir = path.join(t.uploadsDir, 'kid-documents');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}
