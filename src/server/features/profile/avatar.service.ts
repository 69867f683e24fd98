import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  EXTENSION_FOR,
  formatMegabytes,
  sniffFileType,
  type SniffedType,
} from '../../../shared/file-types';
import type { ParentProfile } from '../../../shared/schemas/profile';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/http-errors';
import type { Logger } from '../../lib/logger';
import type { Storage } from '../../lib/storage';
import { findAvatarKey, replaceAvatarKey, toParentProfile } from './profile.queries';
import { profileNotFound } from '../../lib/refusals';

export type AvatarDeps = { db: Database; storage: Storage; logger: Logger };

const AVATAR_PREFIX = 'avatars';
export const UNSUPPORTED_AVATAR_MESSAGE = 'Only PNG, JPEG, WebP or GIF images can be used.';
export const AVATAR_TOO_LARGE_MESSAGE = `The photo must be at most ${formatMegabytes(AVATAR_MAX_BYTES)}.`;

const isAvatarType = (type: SniffedType | null): type is (typeof AVATAR_TYPES)[number] =>
  (AVATAR_TYPES as readonly string[]).includes(type ?? '');

/** The stored type of an avatar, read back from the extension its key was given. */
const TYPE_FOR_EXTENSION = new Map(AVATAR_TYPES.map((type) => [EXTENSION_FOR[type], type]));

/**
 * Stores the new photo, points the profile at it, then removes the old file. Whatever fails
 * first leaves the previous photo in place and no stray new file behind.
 */
export async function uploadAvatar(
  { db, storage, logger }: AvatarDeps,
  userId: string,
  file: Blob,
): Promise<ParentProfile> {
  if (file.size > AVATAR_MAX_BYTES) {
    throw new AppError(413, 'payload_too_large', AVATAR_TOO_LARGE_MESSAGE);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The bytes decide, not the file name or the declared type.
  const type = sniffFileType(bytes);
  if (!isAvatarType(type)) {
    throw new AppError(415, 'unsupported_file_type', UNSUPPORTED_AVATAR_MESSAGE);
  }
  const key = await storage.put(bytes, { prefix: AVATAR_PREFIX, extension: EXTENSION_FOR[type] });
  let replaced: Awaited<ReturnType<typeof replaceAvatarKey>>;
  try {
    replaced = await replaceAvatarKey(db, userId, key);
  } catch (err) {
    await removeFile({ storage, logger }, key);
    throw err;
  }
  if (!replaced) {
    await removeFile({ storage, logger }, key);
    throw profileNotFound();
  }
  if (replaced.replacedKey) await removeFile({ storage, logger }, replaced.replacedKey);
  return toParentProfile(replaced.profile);
}

/** Removes the photo (if any); the profile answers avatarUrl null. */
export async function deleteAvatar(
  { db, storage, logger }: AvatarDeps,
  userId: string,
): Promise<ParentProfile> {
  const replaced = await replaceAvatarKey(db, userId, null);
  if (!replaced) throw profileNotFound();
  if (replaced.replacedKey) await removeFile({ storage, logger }, replaced.replacedKey);
  return toParentProfile(replaced.profile);
}

/** The parent's own photo and its type, or 404. */
export async function readAvatar({ db, storage }: AvatarDeps, userId: string) {
  const key = await findAvatarKey(db, userId);
  const bytes = key ? await storage.get(key) : null;
  const type = key ? TYPE_FOR_EXTENSION.get(key.split('.').pop() ?? '') : undefined;
  if (!key || !bytes || !type) throw notFound('No photo has been uploaded');
  return { bytes, type, etag: `"${key.replace(/^.*\//, '')}"` };
}

/** No row points at the file: a failed delete leaves an orphan, logged, not an error. */
async function removeFile(
  { storage, logger }: Pick<AvatarDeps, 'storage' | 'logger'>,
  key: string,
) {
  try {
    await storage.delete(key);
  } catch (err) {
    logger.warn({ err, key }, 'old avatar file could not be removed');
  }
}
