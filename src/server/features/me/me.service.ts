import { isReturningParent } from '../../../shared/greeting';
import type { Me } from '../../../shared/schemas/account';
import type { Database } from '../../db/client';
import { hasCompletedOnboarding } from '../../lib/onboarding.queries';
import { avatarUrl } from '../../lib/public-urls';
import { findMe } from './me.queries';

/** Who is signed in, for the app's header and routing; a visitor gets user null (not a 401). */
export async function getMe(
  db: Database,
  userId: string | null,
  sessionId: string | null,
  now = new Date(),
): Promise<Me> {
  const row = userId ? await findMe(db, userId, sessionId) : null;
  if (!row) return { user: null, profile: null, onboardingComplete: false };
  return {
    user: {
      id: row.id,
      email: row.email,
      phone: row.phone,
      returning: isReturningParent({
        accountCreatedAt: row.accountCreatedAt,
        sessionCreatedAt: row.sessionCreatedAt,
        now,
      }),
    },
    profile:
      row.profileId === null
        ? null
        : {
            firstName: row.firstName,
            avatarUrl: avatarUrl(row.avatarKey, row.profileUpdatedAt ?? new Date(0)),
            region: row.region,
            birthDate: row.birthDate,
          },
    onboardingComplete: await hasCompletedOnboarding(db, row.id),
  };
}
