import { AVATAR_COLORS } from '../../../shared/family-options';
import type { Kid, KidInputSchema, OnboardingKidsSchema } from '../../../shared/schemas/kid';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/app-env';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { Storage } from '../../lib/storage';
import { rejectUnstorableText } from '../../lib/pg-errors';
import {
  deleteKidRow,
  findKidRow,
  insertKidRows,
  listKidDocumentKeys,
  listKidRows,
  lockKidRow,
  toKid,
  updateKidRow,
  type KidFields,
} from './kids.queries';
import { kidNotFound } from '../../lib/refusals';

export type KidsDeps = Pick<AppDeps, 'db' | 'storage' | 'logger'>;

type KidValues = z.output<typeof KidInputSchema>;
type OnboardingKidsValues = z.output<typeof OnboardingKidsSchema>;

/** The stored fields: absent optional text is null; a contact without a name is no contact. */
export function toKidFields(input: KidValues): KidFields {
  const contact = input.emergencyContact?.name ? input.emergencyContact : null;
  return {
    name: input.name,
    birthDate: input.birthDate,
    interests: input.interests,
    avatarColor: input.avatarColor,
    allergies: input.allergies ?? null,
    schoolGrade: input.schoolGrade ?? null,
    schoolDistrict: input.schoolDistrict ?? null,
    goodToKnow: input.goodToKnow ?? null,
    favoriteThings: input.favoriteThings ?? null,
    dislikes: input.dislikes ?? null,
    emergencyContactName: contact?.name ?? null,
    emergencyContactPhone: contact?.phone ?? null,
    emergencyContactRelationship: contact?.relationship ?? null,
  };
}

export async function listKids(db: Database, userId: string): Promise<Kid[]> {
  return (await listKidRows(db, userId)).map(toKid);
}

export async function getKid(db: Database, userId: string, kidId: string): Promise<Kid> {
  const row = await findKidRow(db, userId, kidId);
  if (!row) throw kidNotFound();
  return toKid(row);
}

export async function createKid(db: Database, userId: string, input: KidValues): Promise<Kid> {
  const [row] = await rejectUnstorableText(() => insertKidRows(db, userId, [toKidFields(input)]));
  if (!row) throw new Error('insert into kid_profiles returned no row');
  return toKid(row);
}

/** Onboarding's children, all or nothing; each gets the next avatar colour so siblings differ. */
export async function createKids(db: Database, userId: string, input: OnboardingKidsValues) {
  const kids = input.kids.map((kid, i) =>
    toKidFields({
      ...kid,
      avatarColor: AVATAR_COLORS[i % AVATAR_COLORS.length] ?? AVATAR_COLORS[0],
    }),
  );
  const rows = await rejectUnstorableText(() =>
    db.transaction((tx) => insertKidRows(tx, userId, kids)),
  );
  return rows.map(toKid);
}

export async function updateKid(db: Database, userId: string, kidId: string, input: KidValues) {
  const row = await rejectUnstorableText(() => updateKidRow(db, userId, kidId, toKidFields(input)));
  if (!row) throw kidNotFound();
  return toKid(row);
}

/** Deletes the kid and its document rows together, then their files (never a row without a file). */
export async function deleteKid({ db, storage, logger }: KidsDeps, userId: string, kidId: string) {
  const keys = await db.transaction(async (tx) => {
    if (!(await lockKidRow(tx, userId, kidId))) return null;
    const documentKeys = await listKidDocumentKeys(tx, userId, kidId);
    await deleteKidRow(tx, userId, kidId);
    return documentKeys;
  });
  if (!keys) throw kidNotFound();
  await removeFiles(storage, logger, keys);
}

/** Removes stored files whose rows are gone; a failure is logged, not shown to the parent. */
export async function removeFiles(storage: Storage, logger: Logger, keys: string[]) {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      logger.error({ err, key }, 'could not delete a stored file');
    }
  }
}
