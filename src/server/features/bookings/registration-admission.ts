import { holdEndsAt } from '../../../shared/booking-holds';
import {
  ADMISSION_TICK_MS,
  admittedBody,
  admittedTitle,
  WAITLISTED_NOTE,
  waitlistedTitle,
} from '../../../shared/registration-line';
import { activityStartsAt } from '../../../shared/booking-rules';
import type { RegistrationMode } from '../../../shared/registration';
import {
  LOTTERY_WAITLISTED_NOTE,
  lotteryHoldEndsAt,
  WON_BODY,
  wonTitle,
} from '../../../shared/registration-lottery';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import type { JobHandler } from '../../lib/jobs';
import { notify, type NewNotification } from '../../lib/notify';
import { recordEvents } from '../../lib/realtime.queries';
import { book } from './booking-transaction';
import { lockHeldBooking } from './booking-writes.queries';
import { autoBookLater } from './registration-auto-book';
import { drawLine } from './registration-draw';
import { admitLater } from './registration-line.service';
import {
  announceLineMoved,
  findOpeningAndLine,
  linesMoving,
  lockLineRow,
  moveLine,
  nextWaiting,
  setAdmitted,
  setRefused,
  updateLine,
  waitlistEveryoneWaiting,
  waitlistOne,
} from './registration-line.queries';
import { lockLine as lockWaitlist, mostPlacesFree } from './waitlist.queries';

/**
 * The line's moves (decision 062). Each tick, under the line's row lock (one instance at a time),
 * lets in the next families in rank order, as many as the rate allows: each gets its prepared
 * booking held under its entry's id (for 10 minutes in a line; in a lottery, decision 063, until
 * a day after the draw), and is told. A family whose option is full
 * joins the waitlist; one whose booking is refused (a child booked there already) is told why.
 * When no place is left anywhere, everyone still waiting joins the waitlist in rank order at
 * once. One notification tells every open page how far the line moved.
 */

type Waiting = Awaited<ReturnType<typeof nextWaiting>>[number];
/** `paying`: let in, with its held places being paid for at once ('Book it for me'). */
type Outcome = 'admitted' | 'paying' | 'waitlisted' | 'refused';

const FULL = new Set(['activity_full', 'not_enough_spots']);

export type AdmissionOptions = { admitPerMinute: number; now?: () => Date };

export const registrationAdmissionJob =
  ({ admitPerMinute, now = () => new Date() }: AdmissionOptions): JobHandler =>
  async (job, db) => {
    const activityId = Number(job.payload.activityId);
    // The move it was made for (a retry runs later than that).
    const due = typeof job.payload.at === 'string' ? new Date(job.payload.at) : job.runAt;
    await db.transaction((tx) => moveLineOn(tx, activityId, now(), admitPerMinute, due));
  };

/**
 * Families one line lets in per tick: the server's rate, `perMinute`, shared between the lines
 * moving at once (`lines`); at least one.
 */
export const admittedPerTick = (perMinute: number, lines = 1) =>
  Math.max(1, Math.round((perMinute * ADMISSION_TICK_MS) / 60_000 / Math.max(1, lines)));

/**
 * One tick of the line, in the caller's transaction: the one due at `due`. A tick the line no
 * longer expects (its opening moved) does nothing, so a line never has two chains of ticks.
 */
export async function moveLineOn(
  tx: Database,
  activityId: number,
  now: Date,
  perMinute: number,
  due: Date,
) {
  const line = await lockLineRow(tx, activityId);
  if (!line || line.soldOutAt || line.nextTickAt?.getTime() !== due.getTime()) return;
  const program = await findOpeningAndLine(tx, activityId);
  if (!line.drawnAt) {
    const opensAt = program?.opensAt ?? null;
    // The opening moved (or went) before the draw: the line waits for the new one.
    if (opensAt && opensAt.getTime() !== line.opensAt.getTime() && opensAt > now) {
      await moveLine(tx, activityId, opensAt);
      await admitLater(tx, activityId, opensAt);
      return;
    }
    await drawLine(tx, line, now);
  }
  const mode = program?.mode ?? 'line';
  const heldUntil = holdFor(program, line.drawnAt ?? now, now);
  await lockWaitlist(tx, activityId);
  const title = program?.title ?? '';
  const budget = admittedPerTick(perMinute, await linesMoving(tx, now));
  const moved = await admitNext(tx, activityId, budget, { now, heldUntil });
  const notices = moved.told.map(({ outcome, entry }) =>
    notice(outcome, entry, { activityId, title, mode }),
  );
  const { refused } = moved;
  let through = moved.through ?? line.admittedThrough;
  const soldOut = (await mostPlacesFree(tx, activityId)) <= 0;
  const full: NewNotification[] = [];
  if (soldOut) {
    const rest = await waitlistEveryoneWaiting(tx, activityId);
    for (const entry of rest) full.push(notice('waitlisted', entry, { activityId, title, mode }));
    through = rest.at(-1)?.rank ?? through;
  }
  const more = !soldOut && (await nextWaiting(tx, activityId, 1)).length > 0;
  const nextTickAt = more ? new Date(now.getTime() + ADMISSION_TICK_MS) : null;
  await updateLine(tx, activityId, {
    admittedThrough: through,
    nextTickAt,
    ...(soldOut && { soldOutAt: now }),
  });
  if (nextTickAt) await admitLater(tx, activityId, nextTickAt);
  await tell(tx, activityId, { notices, refused }, now);
  // Everyone still waiting hears at once in the app; by e-mail and push at the line's own rate,
  // so the burst costs the server no more than letting them in would have.
  await notify(tx, full, { now, perSecond: (budget * 1000) / ADMISSION_TICK_MS });
  await announceLineMoved(tx, { activityId, admittedThrough: through, soldOut });
}

/**
 * Lets in the next families in rank order until `budget` are let in or nobody waits. A family
 * whose option is full joins its waitlist; once no place is left anywhere, the loop stops, and the
 * rest go to the waitlist together (one statement, not one booking attempt each).
 */
async function admitNext(
  tx: Database,
  activityId: number,
  budget: number,
  hold: { now: Date; heldUntil: Date },
) {
  const told: { outcome: 'admitted' | 'waitlisted'; entry: Waiting }[] = [];
  const refused: string[] = [];
  let through: number | undefined;
  let admitted = 0;
  while (admitted < budget) {
    const batch = await nextWaiting(tx, activityId, budget - admitted);
    if (batch.length === 0) break;
    for (const entry of batch) {
      const outcome = await letIn(tx, activityId, entry, hold);
      through = entry.rank;
      if (outcome === 'admitted' || outcome === 'paying') admitted += 1;
      if (outcome === 'refused') refused.push(entry.userId);
      else if (outcome !== 'paying') told.push({ outcome, entry });
      if (outcome === 'waitlisted' && (await mostPlacesFree(tx, activityId)) <= 0) {
        return { told, refused, through };
      }
    }
  }
  return { told, refused, through };
}

/**
 * Until when a family let in now has its places: 10 minutes in a line; in a lottery, a day after
 * the draw (never past the program's start).
 */
function holdFor(
  program: { mode: RegistrationMode; date: string; startTime: string } | undefined,
  drawnAt: Date,
  now: Date,
) {
  if (program?.mode !== 'lottery') return holdEndsAt(now);
  return lotteryHoldEndsAt(drawnAt, activityStartsAt(program.date, program.startTime));
}

/**
 * A family let in or moved to the waitlist hears it as a notification (its page reads its line
 * again on any); one refused, with no notification, by a registration event.
 */
async function tell(
  tx: Database,
  activityId: number,
  { notices, refused }: { notices: NewNotification[]; refused: string[] },
  now: Date,
) {
  await notify(tx, notices, { now });
  await recordEvents(
    tx,
    refused.map((userId) => ({ userId, type: 'registration', payload: { activityId } })),
  );
}

/** The family's prepared booking, held under its entry's id (in a savepoint). */
async function letIn(
  tx: Database,
  activityId: number,
  entry: Waiting,
  { now, heldUntil }: { now: Date; heldUntil: Date },
): Promise<Outcome> {
  const request = {
    activityId,
    sessionIds: entry.sessionIds,
    kidIds: entry.kidIds,
    idempotencyKey: entry.id,
    payment: { method: 'wallet' as const },
  };
  try {
    await book(tx, entry.userId, request, now, { heldUntil });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (FULL.has(err.code)) {
      await waitlistOne(tx, { ...entry, activityId });
      return 'waitlisted';
    }
    await setRefused(tx, entry.id, err);
    return 'refused';
  }
  const held = await lockHeldBooking(tx, entry.userId, entry.id);
  if (!held) throw new Error(`the hold of line entry ${entry.id} is missing`);
  await setAdmitted(tx, entry.id, held.id, now);
  // Paid for at once ('Book it for me'): the booking's confirmation tells the family.
  if (!entry.autoBook) return 'admitted';
  await autoBookLater(tx, entry.id, now);
  return 'paying';
}

/** What the family is told: let in (a lottery's winner), or the places gone; a refusal is read on the page. */
function notice(
  outcome: Exclude<Outcome, 'refused' | 'paying'>,
  entry: { id: string; userId: string },
  { activityId, title, mode }: { activityId: number; title: string; mode: RegistrationMode },
): NewNotification {
  const link = `/activities/${activityId}`;
  const base = { userId: entry.userId, kind: 'registration' as const, link, data: { activityId } };
  const lottery = mode === 'lottery';
  if (outcome === 'admitted') {
    const key = `registration:admitted:${entry.id}`;
    return lottery
      ? { ...base, title: wonTitle(title), body: WON_BODY, key }
      : { ...base, title: admittedTitle(title), body: admittedBody, key };
  }
  const key = `registration:waitlisted:${entry.id}`;
  const body = lottery ? LOTTERY_WAITLISTED_NOTE : WAITLISTED_NOTE;
  return { ...base, title: waitlistedTitle(title), body, key };
}
