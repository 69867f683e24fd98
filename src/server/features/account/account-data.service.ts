import type { z } from 'zod';
import type { DeleteAccountSchema } from '../../../shared/schemas/settings';
import type { Auth } from '../../auth';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/http-errors';
import type { Logger } from '../../lib/logger';
import type { Storage } from '../../lib/storage';
import type { AccountExport } from './account-export.schema';
import { deleteAccountRows, findAccountData } from './account-data.queries';
import { confirmationMismatch } from './account-settings.errors';
import { findEmail } from './account-settings.queries';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Everything Kidventure keeps about the parent, as one JSON document (no secrets, no files). */
export async function exportAccount(db: Database, userId: string): Promise<AccountExport> {
  const data = await findAccountData(db, userId);
  if (!data) throw unauthorized();
  const { user, profile, preferences, kids, documents } = data;
  return {
    exportedAt: new Date().toISOString(),
    account: { ...user, createdAt: iso(user.createdAt), updatedAt: iso(user.updatedAt) },
    signInMethods: data.signInMethods.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    sessions: data.sessions.map((s) => ({
      userAgent: s.userAgent || null,
      ipAddress: s.ipAddress || null,
      createdAt: iso(s.createdAt),
      lastActiveAt: iso(s.updatedAt),
      expiresAt: iso(s.expiresAt),
    })),
    profile: profile
      ? {
          firstName: profile.firstName,
          birthDate: profile.birthDate,
          region: profile.region,
          hasAvatar: profile.avatarKey !== null,
          discoverable: profile.discoverable,
          notificationsEnabled: profile.notificationsEnabled,
          location:
            profile.locationLat !== null && profile.locationLng !== null
              ? {
                  lat: profile.locationLat,
                  lng: profile.locationLng,
                  label: profile.locationLabel ?? '',
                }
              : null,
          termsAcceptedAt: iso(profile.termsAcceptedAt),
          onboardingCompletedAt: iso(profile.onboardingCompletedAt),
          updatedAt: iso(profile.updatedAt),
        }
      : null,
    preferences: preferences
      ? {
          activityTypes: preferences.activityTypes,
          preferredDays: preferences.preferredDays,
          preferredTimes: preferences.preferredTimes,
          maxDistance: preferences.maxDistance,
          ageRange: { min: preferences.ageMin, max: preferences.ageMax },
          createdAt: iso(preferences.createdAt),
          updatedAt: iso(preferences.updatedAt),
        }
      : null,
    kids: kids.map((kid) => ({
      id: kid.id,
      name: kid.name,
      birthDate: kid.birthDate,
      interests: kid.interests,
      avatarColor: kid.avatarColor,
      allergies: kid.allergies,
      schoolGrade: kid.schoolGrade,
      schoolDistrict: kid.schoolDistrict,
      goodToKnow: kid.goodToKnow,
      favoriteThings: kid.favoriteThings,
      dislikes: kid.dislikes,
      emergencyContact: kid.emergencyContactName
        ? {
            name: kid.emergencyContactName,
            phone: kid.emergencyContactPhone,
            relationship: kid.emergencyContactRelationship,
          }
        : null,
      createdAt: iso(kid.createdAt),
      updatedAt: iso(kid.updatedAt),
      documents: documents
        .filter((doc) => doc.kidId === kid.id)
        .map((doc) => ({
          id: doc.id,
          name: doc.name,
          type: doc.contentType,
          sizeBytes: doc.sizeBytes,
          uploadDate: iso(doc.uploadedAt),
        })),
    })),
    wallet: data.wallet,
    bookings: data.bookings,
    paletteLogs: data.paletteLogs.map((entry) => ({ ...entry, createdAt: iso(entry.createdAt) })),
  };
}

export type DeleteAccountDeps = { auth: Auth; db: Database; storage: Storage; logger: Logger };

/**
 * Removes the parent and everything of theirs: rows first (one transaction, cascading), then the
 * files. A file that cannot be removed is logged; it no longer belongs to any row. Answers the
 * cookies that clear the (already deleted) session in the browser.
 */
export async function deleteAccount(
  { auth, db, storage, logger }: DeleteAccountDeps,
  userId: string,
  input: z.output<typeof DeleteAccountSchema>,
  headers: Headers,
) {
  const email = await findEmail(db, userId);
  if (email === null) throw unauthorized();
  if (input.confirmEmail.toLowerCase() !== email.toLowerCase()) throw confirmationMismatch();
  const keys = await deleteAccountRows(db, userId);
  if (keys === null) throw unauthorized();
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      logger.warn({ err, key }, 'file of a deleted account could not be removed');
    }
  }
  logger.info({ userId, files: keys.length }, 'account deleted');
  // The session row went with the user; sign-out now only clears the browser's cookies.
  const { headers: out } = await auth.api.signOut({ headers, returnHeaders: true });
  return { setCookies: out.getSetCookie() };
}
