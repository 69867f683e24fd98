import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { KidDocument } from '../../../shared/schemas/kid';
import type { Database } from '../../db/client';
import { kidDocuments } from '../../db/schema';
import type { NewestFirstCursor } from '../../lib/newest-first-cursor';
import { createdAtCursorText, olderThanCursor } from '../../lib/newest-first-cursor.queries';

/** Plain Drizzle functions for a kid's documents, scoped to the owning parent and the kid. */

export type DocumentRow = typeof kidDocuments.$inferSelect;
export type NewDocumentRow = Omit<typeof kidDocuments.$inferInsert, 'id' | 'uploadedAt'>;

const ownedBy = (userId: string, kidId: string, documentId: string) =>
  and(
    eq(kidDocuments.id, documentId),
    eq(kidDocuments.kidId, kidId),
    eq(kidDocuments.userId, userId),
  );

/** Newest first (uploaded_at desc, id desc), after the cursor when there is one. */
export function listDocumentRows(
  db: Database,
  userId: string,
  kidId: string,
  limit: number,
  after?: NewestFirstCursor,
): Promise<(DocumentRow & { uploadedAtKey: string })[]> {
  return db
    .select({
      ...getTableColumns(kidDocuments),
      uploadedAtKey: createdAtCursorText(kidDocuments.uploadedAt),
    })
    .from(kidDocuments)
    .where(
      and(
        eq(kidDocuments.kidId, kidId),
        eq(kidDocuments.userId, userId),
        after ? olderThanCursor(kidDocuments.uploadedAt, kidDocuments.id, after) : undefined,
      ),
    )
    .orderBy(desc(kidDocuments.uploadedAt), desc(kidDocuments.id))
    .limit(limit);
}

export async function countDocumentRows(db: Database, userId: string, kidId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(kidDocuments)
    .where(and(eq(kidDocuments.kidId, kidId), eq(kidDocuments.userId, userId)));
  return row?.n ?? 0;
}

export async function findDocumentRow(
  db: Database,
  userId: string,
  kidId: string,
  documentId: string,
) {
  const [row] = await db
    .select()
    .from(kidDocuments)
    .where(ownedBy(userId, kidId, documentId));
  return row;
}

export async function insertDocumentRow(db: Database, row: NewDocumentRow): Promise<DocumentRow> {
  const [inserted] = await db.insert(kidDocuments).values(row).returning();
  if (!inserted) throw new Error('insert into kid_documents returned no row');
  return inserted;
}

export async function deleteDocumentRow(
  db: Database,
  userId: string,
  kidId: string,
  documentId: string,
) {
  const [row] = await db
    .delete(kidDocuments)
    .where(ownedBy(userId, kidId, documentId))
    .returning({ storageKey: kidDocuments.storageKey });
  return row;
}

export const documentFileUrl = (kidId: string, documentId: string) =>
  `/api/kids/${kidId}/documents/${documentId}/file`;

export function toKidDocument(row: DocumentRow): KidDocument {
  return {
    id: row.id,
    kidId: row.kidId,
    name: row.name,
    type: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadDate: row.uploadedAt.toISOString(),
    fileUrl: documentFileUrl(row.kidId, row.id),
  };
}
