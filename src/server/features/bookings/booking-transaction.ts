import type { z } from 'zod';
import { isEligible } from '../../../shared/age';
import { activityStartsAt, hasStarted } from '../../../shared/booking-rules';
import { resolveBookingOption, type BookingOption } from '../../../shared/program-options';
import type { CreateBookingSchema } from '../../../shared/schemas/booking';
import { localIsoDate } from '../../../shared/iso-date';
import { holdEndsAt } from '../../../shared/booking-holds';
import { noticeBooked } from './booking-notices';
import { bookingAmounts } from '../../../shared/sibling-discount';
import type { Database } from '../../db/client';
import type { StepAside } from '../../lib/admission';
import { pgError } from '../../lib/pg-errors';
import { activityNotFound, kidNotFound } from '../../lib/refusals';
import {
  activityFull,
  activityStartedForBooking,
  registrationNotOpen,
  registrationLineWaiting,
  alreadyBooked,
  kidNotEligible,
  notAnOption,
  notEnoughSpots,
  sessionNotFound,
} from './bookings.errors';
import { bookingTurns } from './booking-turns';
import {
  findKidHoldingPlace,
  findProgramSessions,
  insertBookedKids,
  placesLeft,
  takePlaces as takeSessionPlaces,
} from '../../lib/booking-places.queries';
import { expireHoldLater } from './hold-expiry';
import { deleteEntryOfOffer } from './waitlist.queries';
import { lineOutlook } from './registration-line.queries';
import {
  claimBookingKey,
  confirmHeldRow,
  lockHeldBooking,
  setHeldAmounts,
  findActivityToBook,
  findParentKids,
} from './booking-writes.queries';

type CreateInput = z.output<typeof CreateBookingSchema>;

export type BookingRequest = Pick<
  CreateInput,
  'activityId' | 'sessionIds' | 'kidIds' | 'idempotencyKey'
> & {
  /** 'card' for a split payment too: the card pays what the wallet's part leaves. */
  payment: { method: 'wallet' | 'card' };
};

type ActivityToBook = NonNullable<Awaited<ReturnType<typeof findActivityToBook>>>;
type KidToBook = Awaited<ReturnType<typeof findParentKids>>[number];

export type PaymentFields = {
  paymentKind: 'wallet' | 'card';
  paymentLabel: string;
  paymentMethodId: string | null;
  gatewayChargeId: string | null;
  /** What the wallet paid: the total, nothing, or a split payment's wallet part. */
  walletCents: number;
};

/** What a held booking is, for its payment and the notice that confirms it. */
export type HeldBooking = {
  id: string;
  userId: string;
  activity: { id: number; title: string };
  /** The sessions its places are in, soonest first. */
  sessions: { id: number; date: string; startTime: string }[];
  kidNames: string[];
  priceCents: number;
  /** What to charge: price × children, less the discount. */
  totalCents: number;
  /** The provider's sibling discount, for the ledger's line (0 without one). */
  discountCents: number;
};

/** Step 7: takes the payment inside the transaction that confirms the booking. */
export type Payer = (
  tx: Database,
  booking: {
    activity: { title: string };
    totalCents: number;
    discountCents: number;
    bookingId: string;
  },
) => Promise<PaymentFields>;

export type BookingHooks = {
  /** Without it the places are only held (decision 057): paying later confirms them. */
  pay?: Payer;
  /** Asked again when the activity's turn comes; without it, the transaction takes no turn. */
  refuse?: () => Promise<void>;
  /** Lets the request stop counting against admission while it waits for its turn. */
  stepAside?: StepAside;
  /** The id to give the booking row. */
  bookingId?: string;
  /** When an unpaid hold ends: a waitlist offer's claim window (decision 060); else 10 minutes. */
  heldUntil?: Date;
  /** Runs first in the transaction (a card payment's intent). */
  lock?: (tx: Database) => Promise<void>;
  /** Runs last in the transaction (a card payment's intent). */
  done?: (tx: Database) => Promise<void>;
};

/** A concurrent request with the same key committed first (the claim insert waited for it). */
export class KeyTaken extends Error {}

/** This process's bookings of one activity, one at a time (booking-turns.ts). */
const activityTurns = bookingTurns();

/**
 * Steps 1–8 of docs/booking-api.md for a key not seen before, in one transaction; the booking's
 * id. Without `hooks.pay` the places are held until `holdEndsAt(now)` and nothing is paid: the
 * held booking is paid for and confirmed by `payHeldBooking`, with no session's row locked while
 * the card is charged. With `refuse`, the transaction waits for the activity's turn in this
 * process and `refuse` runs first (booking-turns.ts).
 */
export async function book(
  db: Database,
  userId: string,
  input: BookingRequest,
  now: Date,
  hooks: BookingHooks,
): Promise<string> {
  let kidNames: string[] = [];
  const write = (placesHeld?: () => void) =>
    db.transaction(async (tx) => {
      await hooks.lock?.(tx);
      const heldUntil = hooks.heldUntil ?? holdEndsAt(now);
      const held = await takeHold(tx, userId, input, { now, heldUntil, id: hooks.bookingId });
      kidNames = held.kidNames;
      // The places are this transaction's until it ends: the next turn may begin (booking-turns.ts).
      placesHeld?.();
      if (hooks.pay) await payAndConfirm(tx, held, hooks.pay, now);
      else await expireHoldLater(tx, held.id, heldUntil);
      await hooks.done?.(tx);
      return held.id;
    });
  const { refuse, stepAside } = hooks;
  return onceEachKid(
    () => (refuse ? activityTurns(input.activityId, { refuse, write, stepAside }) : write()),
    input.kidIds,
    () => kidNames,
  );
}

/**
 * Steps 1–6 and the places, in the caller's transaction: the booking row is 'held' until it is
 * paid for (in this transaction or a later one).
 */
async function takeHold(
  tx: Database,
  userId: string,
  input: BookingRequest,
  { now, heldUntil, id }: { now: Date; heldUntil: Date; id: string | undefined },
): Promise<HeldBooking> {
  // 2. The activity exists …
  const activity = await activityToBook(tx, input.activityId);
  // 1. … the key is this request's (a concurrent one with the same key waits here) …
  const bookingId = await claimKey(tx, userId, activity.id, input, { id, heldUntil });
  // 2. … the sessions asked for are an option it is sold in, and it has not started.
  const option = await optionToBook(tx, activity, input.sessionIds);
  refuseStarted(option, now);
  refuseBeforeOpening(activity, now);
  await refuseWhileLineWaits(tx, userId, activity, input.idempotencyKey);
  const sessionIds = option.sessions.map((s) => s.id);
  // 3. Every kid is the parent's and fits the age range.
  const kids = await eligibleKids(tx, userId, input.kidIds, activity, now);
  // 4. No kid already holds a place in those sessions.
  await refuseAlreadyBooked(tx, sessionIds, kids);
  // 5. The places in every session, taken only if each has enough.
  await takePlaces(tx, sessionIds, input.kidIds.length);
  // 6. The total, on the server: the option's price × children, less the provider's sibling
  // discount.
  const amounts = bookingAmounts(
    option.priceCents,
    input.kidIds.length,
    activity.siblingDiscountPercent,
  );
  await setHeldAmounts(tx, bookingId, { priceCents: option.priceCents, ...amounts });
  await insertBookedKids(tx, { id: bookingId, activityId: activity.id, sessionIds }, kids);
  return {
    id: bookingId,
    userId,
    activity,
    sessions: option.sessions,
    kidNames: kids.map((k) => k.name),
    priceCents: option.priceCents,
    ...amounts,
  };
}

/** Steps 7 and 8 for a held booking: the payment, then the booking is confirmed and the parent told. */
async function payAndConfirm(tx: Database, held: HeldBooking, pay: Payer, now: Date) {
  const payment = await pay(tx, {
    activity: held.activity,
    totalCents: held.totalCents,
    discountCents: held.discountCents,
    bookingId: held.id,
  });
  await confirmHeldRow(tx, held.id, payment);
  // A waitlist offer claimed: the family is out of the line.
  await deleteEntryOfOffer(tx, held.id);
  await noticeBooked(
    tx,
    {
      id: held.id,
      userId: held.userId,
      title: held.activity.title,
      kidNames: held.kidNames,
      sessions: held.sessions,
    },
    now,
  );
}

/** The places held under the parent's key are gone: the hold ended and was released. */
export class HoldGone extends Error {}

/**
 * Pays for the places held under the parent's key and confirms the booking, in one transaction
 * that locks the held booking's own row and no session's (decision 057): a card charged here
 * keeps no other parent waiting. Throws HoldGone when the hold was released, KeyTaken when a
 * concurrent payment confirmed it first.
 */
export async function payHeldBooking(
  db: Database,
  userId: string,
  idempotencyKey: string,
  now: Date,
  hooks: Pick<BookingHooks, 'lock' | 'done'> & { pay: Payer },
): Promise<string> {
  return db.transaction(async (tx) => {
    await hooks.lock?.(tx);
    const held = await lockHeldBooking(tx, userId, idempotencyKey);
    if (!held) throw new HoldGone();
    if (held.status !== 'held') throw new KeyTaken();
    await payAndConfirm(tx, held, hooks.pay, now);
    await hooks.done?.(tx);
    return held.id;
  });
}

/**
 * Steps 2–4 without taking anything (the waitlist's join, decision 060): the activity, the option
 * its sessions name, not started, the parent's kids in its age range and not already booked there.
 */
export async function checkBookingRequest(
  db: Database,
  userId: string,
  input: Pick<BookingRequest, 'activityId' | 'sessionIds' | 'kidIds'>,
  now: Date,
  { forLine = false }: { forLine?: boolean } = {},
) {
  const activity = await activityToBook(db, input.activityId);
  const option = await optionToBook(db, activity, input.sessionIds);
  refuseStarted(option, now);
  if (!forLine) {
    refuseBeforeOpening(activity, now);
    await refuseWhileLineWaits(db, userId, activity, null);
  }
  const kids = await eligibleKids(db, userId, input.kidIds, activity, now);
  await refuseAlreadyBooked(
    db,
    option.sessions.map((s) => s.id),
    kids,
  );
  return { activity, option, kids };
}

async function activityToBook(tx: Database, activityId: number): Promise<ActivityToBook> {
  const activity = await findActivityToBook(tx, activityId);
  if (!activity) throw activityNotFound();
  return activity;
}

/**
 * Claims the key first: a concurrent request with the same key waits here until this one
 * commits (then it finds this booking) or rolls back (then it carries on itself).
 */
async function claimKey(
  tx: Database,
  userId: string,
  activityId: number,
  input: BookingRequest,
  { id, heldUntil }: { id: string | undefined; heldUntil: Date },
): Promise<string> {
  const claim = await claimBookingKey(tx, {
    id,
    heldUntil,
    userId,
    activityId,
    idempotencyKey: input.idempotencyKey,
    paymentKind: input.payment.method,
  });
  if (!claim) throw new KeyTaken();
  return claim.id;
}

/** The option the request's sessions name (decision 043, shared/program-options). */
async function optionToBook(
  tx: Database,
  activity: ActivityToBook,
  sessionIds: number[] | undefined,
): Promise<BookingOption> {
  const option = resolveBookingOption(
    activity,
    await findProgramSessions(tx, activity.id),
    sessionIds,
  );
  if (option === 'unknown-session') throw sessionNotFound();
  if (option === 'not-an-option') throw notAnOption();
  return option;
}

/** An option is booked until its first session starts. */
function refuseStarted(option: BookingOption, now: Date) {
  const first = option.sessions[0];
  if (!first || hasStarted(activityStartsAt(first.date, first.startTime), now)) {
    throw activityStartedForBooking();
  }
}

/** Nothing is booked, held or waited for before registration opens (decision 061). */
function refuseBeforeOpening({ registrationOpensAt: at }: ActivityToBook, now: Date) {
  if (at && at.getTime() > now.getTime()) throw registrationNotOpen(at);
}

/**
 * While families wait in an opening's line (decision 062), only a family let in books: under its
 * entry's id, the key its places are held under.
 */
async function refuseWhileLineWaits(
  tx: Database,
  userId: string,
  activity: ActivityToBook,
  key: string | null,
) {
  if (!activity.registrationOpensAt) return;
  const { waiting, mine } = await lineOutlook(tx, userId, activity.id);
  if (waiting && (key === null || mine !== key)) {
    throw registrationLineWaiting(activity.registrationMode);
  }
}

/**
 * The parent's kids in the order asked for, each in the age range in whole years today (the rule
 * the activity page applies when it offers the kids).
 */
async function eligibleKids(
  tx: Database,
  userId: string,
  kidIds: string[],
  activity: ActivityToBook,
  now: Date,
): Promise<KidToBook[]> {
  const kids = await findParentKids(tx, userId, kidIds);
  const ordered = kidIds.flatMap((id) => kids.filter((k) => k.id === id));
  if (ordered.length !== kidIds.length) throw kidNotFound();
  const today = localIsoDate(now);
  const tooYoungOrOld = ordered.find((kid) => !isEligible(kid, activity, today));
  if (tooYoungOrOld) throw kidNotEligible(tooYoungOrOld.name, activity.ageMin, activity.ageMax);
  return ordered;
}

/** The partial unique index is the last line (see `onceEachKid`). */
async function refuseAlreadyBooked(tx: Database, sessionIds: number[], kids: KidToBook[]) {
  const booked = await findKidHoldingPlace(
    tx,
    sessionIds,
    kids.map((k) => k.id),
  );
  if (booked) throw alreadyBooked(kids.find((k) => k.id === booked.kidId)?.name ?? 'A child');
}

/**
 * One conditional UPDATE takes the places in every session or none: no oversell, no half-booked
 * term. A plain read first refuses a full session without queueing on its row lock, which matters
 * when a crowd books the last spots; the UPDATE stays the one that decides.
 */
async function takePlaces(tx: Database, sessionIds: number[], n: number) {
  const visible = await placesLeft(tx, sessionIds);
  if (visible < n) throw visible <= 0 ? activityFull() : notEnoughSpots(visible);
  if (!(await takeSessionPlaces(tx, sessionIds, n))) {
    const left = await placesLeft(tx, sessionIds);
    throw left <= 0 ? activityFull() : notEnoughSpots(left);
  }
}

/** The child named in a violation of booking_places_once_idx, from PostgreSQL's detail. */
const kidIdInViolation = (detail: string | undefined) =>
  /\(session_id, kid_id\)=\(\d+, ([0-9a-f-]{36})\)/.exec(detail ?? '')?.[1];

/** A concurrent booking that took a child's place first is told as `already_booked`, by name. */
async function onceEachKid<T>(
  write: () => Promise<T>,
  kidIds: string[],
  kidNames: () => string[],
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const pg = pgError(err);
    if (pg?.code === '23505' && pg.constraint === 'booking_places_once_idx') {
      const names = kidNames();
      const kidId = kidIdInViolation(pg.detail);
      throw alreadyBooked(names[kidIds.indexOf(kidId ?? '')] ?? names[0] ?? 'A child');
    }
    throw err;
  }
}
