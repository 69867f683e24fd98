import {
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_PER_KID_MAX,
  TOO_MANY_DOCUMENTS,
  DOCUMENT_TYPES,
  EXTENSION_FOR,
  formatMegabytes,
  sniffFileType,
  type SniffedType,
} from '../../../shared/file-types';
import type { KidDocument } from '../../../shared/schemas/kid';
import type { Database } from '../../db/client';
import {
  deleteDocumentRow,
  findDocumentRow,
  countDocumentRows,
  insertDocumentRow,
  listDocumentRows,
  toKidDocument,
} from './documents.queries';
import {
  documentInputRequired,
  documentNotFound,
  fileTooLarge,
  unsupportedFileType,
} from './kids.errors';
import { conflict } from '../../lib/http-errors';
import { encodeNewestFirstCursor, readNewestFirstCursor } from '../../lib/newest-first-cursor';
import { pgErrorCode, rejectUnstorableText } from '../../lib/pg-errors';
import { findKidRow } from './kids.queries';
import { removeFiles, type KidsDeps } from './kids.service';
import { kidNotFound } from '../../lib/refusals';

const STORAGE_PREFIX = 'kid-documents';

async function assertOwnKid(db: Database, userId: string, kidId: string) {
  if (!(await findKidRow(db, userId, kidId))) throw kidNotFound();
}

/** A page of a kid's documents, newest first, after the cursor of the page before. */
export async function listDocuments(
  db: Database,
  userId: string,
  kidId: string,
  query: { limit: number; cursor?: string },
) {
  const after = readNewestFirstCursor(query.cursor);
  await assertOwnKid(db, userId, kidId);
  const rows = await listDocumentRows(db, userId, kidId, query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toKidDocument),
    nextCursor:
      rows.length > query.limit && last
        ? encodeNewestFirstCursor({ createdAt: last.uploadedAtKey, id: last.id })
        : null,
  };
}

/**
 * Keeps a file for the kid. Its real type is read from its bytes (a renamed web page is refused);
 * the file is written first and removed again if its row cannot be, so nothing is half-stored.
 */
export async function uploadDocument(
  { db, storage, logger }: KidsDeps,
  userId: string,
  kidId: string,
  input: { name: string; file: File },
): Promise<KidDocument> {
  await assertOwnKid(db, userId, kidId);
  if ((await countDocumentRows(db, userId, kidId)) >= DOCUMENTS_PER_KID_MAX) {
    throw conflict(TOO_MANY_DOCUMENTS);
  }
  // A browser sends an empty, nameless part when no file was chosen.
  if (input.file.size === 0) throw documentInputRequired();
  if (input.file.size > DOCUMENT_MAX_BYTES) throw fileTooLarge(formatMegabytes(DOCUMENT_MAX_BYTES));
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const type = sniffFileType(bytes);
  if (!isDocumentType(type)) throw unsupportedFileType();

  const storageKey = await storage.put(bytes, {
    prefix: STORAGE_PREFIX,
    extension: EXTENSION_FOR[type],
  });
  try {
    const row = await rejectUnstorableText(() =>
      insertDocumentRow(db, {
        kidId,
        userId,
        name: input.name,
        contentType: type,
        sizeBytes: bytes.byteLength,
        storageKey,
      }),
    );
    return toKidDocument(row);
  } catch (err) {
    await removeFiles(storage, logger, [storageKey]);
    // The kid was deleted while the file was being written.
    if (pgErrorCode(err) === '23503') throw kidNotFound();
    throw err;
  }
}

const isDocumentType = (type: SniffedType | null): type is (typeof DOCUMENT_TYPES)[number] =>
  (DOCUMENT_TYPES as readonly (SniffedType | null)[]).includes(type);

/** The stored bytes, with the type and the name (document name + extension) to serve them as. */
export async function getDocumentFile(
  { db, storage }: KidsDeps,
  userId: string,
  kidId: string,
  documentId: string,
) {
  const row = await findDocumentRow(db, userId, kidId, documentId);
  const bytes = row ? await storage.get(row.storageKey) : null;
  if (!row || !bytes) throw documentNotFound();
  const extension = EXTENSION_FOR[row.contentType as SniffedType] ?? 'bin';
  return { bytes, contentType: row.contentType, fileName: `${row.name}.${extension}` };
}

/** Deletes the row, then the file: a failed file removal never leaves a row without its file. */
export async function deleteDocument(
  { db, storage, logger }: KidsDeps,
  userId: string,
  kidId: string,
  documentId: string,
) {
  const row = await deleteDocumentRow(db, userId, kidId, documentId);
  if (!row) throw documentNotFound();
  await removeFiles(storage, logger, [row.storageKey]);
}
