import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { registrationEntries, registrationLines } from '../../db/schema';
import { familyWithWallet } from './bookings.test-helpers';
import { lineHelpers } from './registration-line.test-helpers';
import { joinLine } from './registration-line.service';

/**
 * The draw of a registration line (decision 062) or lottery (063) is fair: arrival order before
 * the opening does not predict the order families are let in, and the draw can be checked.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const { programOpeningSoon, runJobsAt } = lineHelpers(() => t);

/** Spearman's rank correlation of two orders of the same n items (ranks 1..n, no ties). */
function spearman(a: number[], b: number[]) {
  const n = a.length;
  const d2 = a.reduce((sum, x, i) => sum + (x - (b[i] ?? 0)) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('fairness of the draw', () => {
  // 300 joins and 15 draws: the time this takes is work, not waiting.
  it(
    'does not favour early arrivals: arrival order and place are uncorrelated over many openings',
    { timeout: 120_000 },
    async () => {
      const FAMILIES = 20;
      const OPENINGS = 15;
      const families = await Promise.all(
        Array.from({ length: FAMILIES }, () => familyWithWallet(t, 0)),
      );
      const correlations: number[] = [];
      for (let run = 0; run < OPENINGS; run++) {
        // The line's draw and the lottery's (decision 063) are one: half the openings are each.
        const mode = run % 2 === 0 ? 'line' : 'lottery';
        const { activity, at } = await programOpeningSoon(1, { mode });
        // They arrive one after another, in the same order every time (through the service: the
        // API's join is tested in registration-line.test.ts).
        const joinedAt = Date.now();
        for (const [i, f] of families.entries()) {
          const input = { activityId: activity.id, kidIds: [f.kid.id] };
          await joinLine(t.db, f.userId, input, new Date(joinedAt + i * 1000));
        }
        await runJobsAt(at);
        const entries = await t.db
          .select({
            id: registrationEntries.id,
            userId: registrationEntries.userId,
            rank: registrationEntries.rank,
          })
          .from(registrationEntries)
          .where(eq(registrationEntries.activityId, activity.id));
        const idOf = new Map(entries.map((e) => [e.userId, e.id]));
        const entryIds = families.map((f) => idOf.get(f.userId) ?? '');
        const rankOf = new Map(entries.map((e) => [e.id, e.rank ?? 0]));
        const ranks = entryIds.map((id) => rankOf.get(id) ?? 0);
        expect([...ranks].sort((a, b) => a - b)).toEqual(
          Array.from({ length: FAMILIES }, (_, i) => i + 1),
        );
        correlations.push(
          spearman(
            families.map((_, i) => i + 1),
            ranks,
          ),
        );

        // The draw can be checked: the recorded seed orders the entries by md5(seed || id).
        const [line] = await t.db
          .select()
          .from(registrationLines)
          .where(eq(registrationLines.activityId, activity.id));
        expect(line?.entrants).toBe(FAMILIES);
        const seed = line?.seed ?? '';
        const recomputed = [...entryIds].sort((a, b) => (md5(seed + a) < md5(seed + b) ? -1 : 1));
        expect(recomputed.map((id) => rankOf.get(id))).toEqual(
          Array.from({ length: FAMILIES }, (_, i) => i + 1),
        );
      }
      // One opening's correlation spreads by about 1/sqrt(19) = 0.23; the mean of 15, by 0.06.
      // Ranking by arrival gives 1 every time; 0.3 is five of those spreads from 0.
      const mean = correlations.reduce((a, b) => a + b, 0) / correlations.length;
      expect(Math.abs(mean)).toBeLessThan(0.3);
      // Nor is the first to arrive first in line every time.
      expect(new Set(correlations).size).toBeGreaterThan(1);
    },
  );
});
