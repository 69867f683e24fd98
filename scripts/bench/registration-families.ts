import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../src/server/db/client';
import { activities, kidProfiles, providers, sessions, users } from '../../src/server/db/schema';
// The bench funds wallets the way the app does: through the ledger.
import { creditWallet } from '../../src/server/lib/wallet-ledger';
import { addDays, localIsoDate } from '../../src/shared/iso-date';

/** The secret every instance signs sessions with (several instances need the same one). */
export const BENCH_AUTH_SECRET = 'registration-bench-secret-0123456789abcdef';
export const PRICE_CENTS = 2500;
const SESSION_DAYS = 30;

/** A family of the registration bench: its session cookie and its one child. */
export type LineFamily = { userId: string; cookie: string; kidId: string; activityId: number };

/** The programs, `places` shared out between them, on sale two weeks from today. */
export async function createPrograms(handle: DatabaseHandle, programs: number, places: number) {
  const [provider] = await handle.db
    .insert(providers)
    .values({ slug: `bench-${randomUUID()}`, name: 'Bench Camps' })
    .returning({ id: providers.id });
  if (!provider) throw new Error('provider not inserted');
  const rows = await handle.db
    .insert(activities)
    .values(
      Array.from({ length: programs }, (_, i) => ({
        providerId: provider.id,
        externalRef: `bench-registration-${randomUUID()}`,
        title: `Registration camp ${i + 1}`,
        type: 'Camps',
        locationName: 'Bench Park',
        address: '1 Bench Street',
        lat: 43.65,
        lng: -79.38,
        imageUrl: '/images/activities/music-1.svg',
        priceCents: PRICE_CENTS,
        date: addDays(localIsoDate(), 14),
        startTime: '09:00',
        endTime: '15:00',
        ageMin: 3,
        ageMax: 12,
        capacity: Math.floor(places / programs),
        spotsLeft: Math.floor(places / programs),
      })),
    )
    .returning({ id: activities.id });
  return rows.map((r) => r.id);
}

/**
 * `count` signed-in families written straight into the database (signing up 10 000 over HTTP
 * would hash 10 000 passwords first): each a parent, a child of 7, a session whose cookie is
 * signed as better-auth signs it, and a wallet funded through the ledger; family i wants program
 * i mod the number of programs.
 */
export async function createFamilies(
  handle: DatabaseHandle,
  count: number,
  programIds: number[],
): Promise<LineFamily[]> {
  const stamp = Date.now();
  const families: LineFamily[] = [];
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, j) => {
      const i = start + j;
      const token = randomBytes(24).toString('base64url');
      return { i, userId: `bench-family-${stamp}-${i}`, token };
    });
    await handle.db.insert(users).values(
      batch.map(({ i, userId }) => ({
        id: userId,
        name: `Family ${i}`,
        email: `family${i}.${stamp}@example.com`,
        emailVerified: true,
      })),
    );
    const kids = await handle.db
      .insert(kidProfiles)
      .values(
        batch.map(({ i, userId }) => ({
          userId,
          name: `Kid ${i}`,
          birthDate: `${new Date().getFullYear() - 7}-01-15`,
          avatarColor: 'teal',
        })),
      )
      .returning({ id: kidProfiles.id, userId: kidProfiles.userId });
    const kidOf = new Map(kids.map((k) => [k.userId, k.id]));
    await handle.db
      .insert(sessions)
      .values(batch.map(({ userId, token }) => ({ id: randomUUID(), token, userId, expiresAt })));
    await Promise.all(
      batch.map(({ userId }) =>
        handle.db.transaction((tx) =>
          creditWallet(tx, userId, {
            type: 'deposit',
            amountCents: PRICE_CENTS * 2,
            description: 'Bench deposit',
          }),
        ),
      ),
    );
    for (const { i, userId, token } of batch) {
      families.push({
        userId,
        cookie: `kidventure.session_token=${encodeURIComponent(signed(token))}`,
        kidId: kidOf.get(userId) ?? '',
        activityId: programIds[i % programIds.length] ?? 0,
      });
    }
  }
  return families;
}

/** `token.signature`, the signature a base64 HMAC-SHA256 of the token (session-lookup.ts). */
function signed(token: string) {
  return `${token}.${createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64')}`;
}
