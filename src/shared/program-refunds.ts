import { activityStartsAt, isRefundable } from './booking-rules';
import { compareIso } from './iso-date';

/**
 * What cancelling a booking returns (decision 043): the spec's 24-hour rule, session by session.
 * The amount paid is shared out over the booking's sessions, and each session that starts 24 hours
 * or more from now gives its share back. For a booking of one session this is the spec's rule:
 * all of it 24 hours or more before the start, nothing after.
 */

type SessionStart = { date: string; startTime: string };

/**
 * `paidCents` in `n` shares that add up to it exactly: the cents that do not divide evenly go to
 * the first sessions, one each.
 */
export function sessionShares(paidCents: number, n: number): number[] {
  const base = Math.floor(paidCents / n);
  const extra = paidCents - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

/** What cancelling now returns, in cents, for a booking that paid `paidCents` for `sessions`. */
export function refundForSessions(
  paidCents: number,
  sessions: readonly SessionStart[],
  now: Date = new Date(),
): number {
  if (sessions.length === 0) return 0;
  const ordered = [...sessions].sort(
    (a, b) => compareIso(a.date, b.date) || compareIso(a.startTime, b.startTime),
  );
  const shares = sessionShares(paidCents, ordered.length);
  return shares.reduce((sum, share, i) => {
    const s = ordered[i];
    return s && isRefundable(activityStartsAt(s.date, s.startTime), now) ? sum + share : sum;
  }, 0);
}

/**
 * Where a refund goes when a booking was paid from two sources: the card first, up to what it
 * paid, then the wallet. A whole refund returns each source exactly its part.
 */
export function refundParts(
  refundCents: number,
  paid: { totalCents: number; walletCents: number },
) {
  const cardPaid = paid.totalCents - paid.walletCents;
  const cardCents = Math.min(refundCents, cardPaid);
  return { cardCents, walletCents: refundCents - cardCents };
}
