import { holdSecondsLeft } from '../../../shared/booking-holds';
import type { RegistrationMode } from '../../../shared/registration';
import {
  expectedWaitSeconds,
  placeInLine,
  type LineState,
} from '../../../shared/registration-line';
import { entriesOpen, entriesOpenAt } from '../../../shared/registration-lottery';
import type {
  JoinLineInput,
  LineEntry,
  RegistrationLine,
} from '../../../shared/schemas/registration';
import type { Database } from '../../db/client';
import { enqueueJobs } from '../../lib/jobs';
import {
  activityFull,
  lineNotOpen,
  lineTurnTaken,
  lotteryClosed,
  registrationAlreadyOpen,
} from './bookings.errors';
import { bookingAmounts } from '../../../shared/sibling-discount';
import { checkAutoBook } from './auto-book-check';
import { checkBookingRequest } from './booking-transaction';
import {
  createLine,
  deleteWaitingEntry,
  findEntry,
  findOpeningAndLine,
  lockLineRow,
  moveLine,
  setRank,
  updateLine,
  upsertEntry,
  type EntryRow,
  type LineRow,
} from './registration-line.queries';
import { activityNotFound } from '../../lib/refusals';

/**
 * The waiting room (decision 062): a family joins the line of a program's opening with the
 * booking it prepared, from 15 minutes before the opening, and keeps one place however many tabs
 * it opens. The admission job (registration-admission.ts) lets families in.
 */

/** Moves the line of a program along: one job at a time per line. */
export const REGISTRATION_ADMISSION_JOB = 'registration-admission';

/** The line's next move, in the caller's transaction. */
export function admitLater(tx: Database, activityId: number, at: Date) {
  return enqueueJobs(tx, [
    {
      kind: REGISTRATION_ADMISSION_JOB,
      runAt: at,
      // The move it is: a retried job keeps it, and a move the line no longer expects does nothing.
      payload: { activityId, at: at.toISOString() },
      key: `${REGISTRATION_ADMISSION_JOB}:${activityId}:${at.getTime()}`,
    },
  ]);
}

type JoinInput = JoinLineInput & { activityId: number };

type Opening = NonNullable<Awaited<ReturnType<typeof findOpeningAndLine>>>;

/**
 * When a family may join: from the window's start (15 minutes before a line's opening, a week
 * before a lottery's draw); a line goes on taking families after the opening, at the back, and
 * a lottery closes at its draw. Answers the opening instant.
 */
function entryWindow({ opensAt, mode, line }: Opening, now: Date): Date {
  if (!opensAt || (line === null && opensAt.getTime() <= now.getTime())) {
    throw registrationAlreadyOpen();
  }
  if (mode === 'lottery' && (line?.drawnAt || opensAt.getTime() <= now.getTime())) {
    throw lotteryClosed(opensAt);
  }
  if (!entriesOpen(opensAt, mode, now)) throw lineNotOpen(opensAt, mode);
  return opensAt;
}

const FOR_LINE = { forLine: true };

/**
 * The prepared booking is one the family could make (its option, kids, ages), and its way to pay
 * for 'Book it for me' is there; answers the option's sessions.
 */
async function checkPrepared(db: Database, userId: string, input: JoinInput, now: Date) {
  const { activity, option } = await checkBookingRequest(db, userId, input, now, FOR_LINE);
  if (input.autoBook) {
    const { priceCents } = option;
    const amounts = bookingAmounts(
      priceCents,
      input.kidIds.length,
      activity.siblingDiscountPercent,
    );
    await checkAutoBook(db, userId, input.autoBook, amounts.totalCents);
  }
  return option.sessions.map((s) => s.id);
}

/**
 * POST /api/registration/{activityId}/line: the family joins with its prepared booking, or, still
 * waiting, changes it and keeps its place. Joining a line after the draw puts it at the back.
 */
export async function joinLine(
  db: Database,
  userId: string,
  input: JoinInput,
  now: Date,
): Promise<void> {
  const found = await findOpeningAndLine(db, input.activityId);
  if (!found) throw activityNotFound();
  const opensAt = entryWindow(found, now);
  const mine = await findEntry(db, userId, input.activityId);
  if (mine && mine.state !== 'waiting') throw lineTurnTaken();
  if (found.line?.soldOutAt) throw activityFull();
  const sessionIds = await checkPrepared(db, userId, input, now);
  await db.transaction(async (tx) => {
    if (await createLine(tx, input.activityId, opensAt)) {
      await admitLater(tx, input.activityId, opensAt);
    }
    // Every join takes the line's row, as the draw does: a family joins before the draw (and is
    // drawn) or after it (and goes to the back), never while it runs.
    const line = await lockLineRow(tx, input.activityId);
    if (!line) throw activityNotFound();
    if (line.soldOutAt) throw activityFull();
    if (found.mode === 'lottery' && line.drawnAt) throw lotteryClosed(opensAt);
    if (!line.drawnAt && line.opensAt.getTime() !== opensAt.getTime()) {
      // The opening moved before the draw: the line's first move moves with it.
      await moveLine(tx, input.activityId, opensAt);
      await admitLater(tx, input.activityId, opensAt);
    }
    const entry = await upsertEntry(
      tx,
      {
        userId,
        activityId: input.activityId,
        sessionIds,
        kidIds: input.kidIds,
        autoBook: input.autoBook ?? null,
      },
      now,
    );
    if (!entry) throw lineTurnTaken();
    if (entry.rank !== null || !line.drawnAt) return;
    // After the draw: the back of the line, and the line moves again if it had stopped.
    await setRank(tx, entry.id, line.nextRank);
    await updateLine(tx, input.activityId, {
      nextRank: line.nextRank + 1,
      ...(line.nextTickAt ? {} : { nextTickAt: now }),
    });
    if (!line.nextTickAt) await admitLater(tx, input.activityId, now);
  });
}

/** DELETE /api/registration/{activityId}/line: a family still waiting leaves. */
export async function leaveLine(db: Database, userId: string, activityId: number) {
  const left = await db.transaction((tx) => deleteWaitingEntry(tx, userId, activityId));
  if (left) return;
  const entry = await findEntry(db, userId, activityId);
  if (entry) throw lineTurnTaken();
}

/** The line as a parent sees it: null for a program with no opening, or one without a line yet. */
export function lineView(
  { opensAt, mode }: { opensAt: Date | null; mode: RegistrationMode },
  line: LineRow | null,
  admitPerMinute: number,
): RegistrationLine | null {
  const at = line?.opensAt ?? opensAt;
  if (!at) return null;
  return {
    opensAt: entriesOpenAt(at, mode).toISOString(),
    drawn: line?.drawnAt != null,
    admittedThrough: line?.admittedThrough ?? 0,
    admitPerMinute,
    soldOut: line?.soldOutAt != null,
    running: line != null && line.soldOutAt === null && line.nextTickAt !== null,
  };
}

function stateOf(entry: EntryRow): LineState {
  if (entry.state !== 'admitted') return entry.state;
  if (entry.bookingStatus === 'confirmed') return 'booked';
  return entry.bookingStatus === 'held' ? 'admitted' : 'timed_out';
}

/** The parent's entry as the API tells it. */
export function entryView(entry: EntryRow, line: RegistrationLine | null, now: Date): LineEntry {
  const state = stateOf(entry);
  const waitingWithRank = state === 'waiting' && entry.rank !== null && line !== null;
  const place = waitingWithRank ? placeInLine(entry.rank ?? 0, line.admittedThrough) : null;
  const held = state === 'admitted' ? entry.heldUntil : null;
  return {
    id: entry.id,
    state,
    rank: entry.rank,
    place,
    expectedWaitSeconds:
      place !== null && line ? expectedWaitSeconds(place, line.admitPerMinute) : null,
    sessionIds: entry.sessionIds,
    kidIds: entry.kidIds,
    autoBook: entry.autoBook,
    bookingId: state === 'admitted' || state === 'booked' ? entry.bookingId : null,
    heldUntil: held ? held.toISOString() : null,
    secondsLeft: held ? holdSecondsLeft(held, now) : null,
    refusal: entry.refusal,
    refusalMessage: entry.refusalMessage,
  };
}
