import { useSyncExternalStore } from 'react';
import type { WaitlistEntry } from '../../shared/schemas/waitlist';
import { randomKey } from './random-key';
import { readRaw, subscribe, writeRaw } from './booking-selection-store';

export { clearBookingSelection } from './booking-selection-store';

/**
 * What the parent is about to book (the spec's selectedActivity and selectedKids): set by the
 * activity detail page, read by /booking. Kept in sessionStorage so a reload, the round trip to
 * the wallet to add a way to pay, or the booking page's own deep link still finds it in this
 * tab, and nothing outlives the tab (decision 022).
 *
 * The booking summary adds the payment method the parent picked (the wallet or a saved card's
 * id), whether a card payment takes what the wallet holds first (a split payment), the idempotency key of its payment (so a retry, a double click or a reload mid-request
 * never books twice) and, once booked, the booking's id for the confirmation.
 */
export type BookingSelection = {
  activityId: number;
  kidIds: string[];
  /**
   * The program's sessions the parent chose (decision 043): a whole term, one date, a camp week
   * or days of it. Absent: the program's own first option (a one-session activity's session);
   * empty: a date or days still to pick.
   */
  sessionIds?: number[];
  paymentChoice?: string;
  /** A card payment with the wallet's balance used first, the card paying the rest. */
  splitWithWallet?: boolean;
  idempotencyKey?: string;
  /**
   * Paying claims a waitlist offer (decision 060): the key is the entry's id, under which the
   * places are held, and it is kept after a refused payment so another way to pay can claim them.
   */
  claimsOffer?: boolean;
  bookingId?: string;
};

let cached: { raw: string | null; value: BookingSelection | null } = { raw: null, value: null };

function parse(raw: string | null): BookingSelection | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const {
      activityId,
      kidIds,
      sessionIds,
      paymentChoice,
      splitWithWallet,
      idempotencyKey,
      claimsOffer,
      bookingId,
    } = value as Record<string, unknown>;
    if (typeof activityId !== 'number' || !Number.isInteger(activityId)) return null;
    if (!Array.isArray(kidIds) || !kidIds.every((id) => typeof id === 'string')) return null;
    const selection: BookingSelection = { activityId, kidIds: [...new Set(kidIds as string[])] };
    if (Array.isArray(sessionIds) && sessionIds.every((id) => Number.isInteger(id))) {
      selection.sessionIds = [...new Set(sessionIds as number[])];
    }
    if (typeof paymentChoice === 'string') selection.paymentChoice = paymentChoice;
    if (splitWithWallet === true) selection.splitWithWallet = true;
    if (typeof idempotencyKey === 'string') selection.idempotencyKey = idempotencyKey;
    if (claimsOffer === true && selection.idempotencyKey) selection.claimsOffer = true;
    if (typeof bookingId === 'string') selection.bookingId = bookingId;
    return selection;
  } catch {
    return null;
  }
}

function write(selection: BookingSelection | null) {
  writeRaw(selection === null ? null : JSON.stringify(selection));
}

/** The current selection, or null. The same object until the selection changes. */
export function readBookingSelection(): BookingSelection | null {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

/**
 * Makes `activityId` the selected activity. Kids chosen for it earlier are kept; kids chosen
 * for another activity are dropped, unless `kidIds` says who comes along.
 */
export function selectActivity(activityId: number, kidIds?: readonly string[]) {
  const current = readBookingSelection();
  if (current?.activityId === activityId) {
    if (kidIds) setSelectedKids(kidIds);
    else if (current.bookingId) write({ activityId, kidIds: current.kidIds });
    return;
  }
  write({ activityId, kidIds: kidIds ? [...new Set(kidIds)] : [] });
}

/**
 * Another set of kids is another booking: it gets its own payment key. The same set keeps the
 * key, so booking again after an unanswered request still cannot book twice. The way to pay
 * the parent picked stays either way.
 */
function withKids(current: BookingSelection, kidIds: string[]): BookingSelection {
  const same =
    kidIds.length === current.kidIds.length && kidIds.every((id) => current.kidIds.includes(id));
  if (same && !current.bookingId) return { ...current, kidIds };
  const { paymentChoice, splitWithWallet, sessionIds } = current;
  return {
    activityId: current.activityId,
    kidIds,
    ...(sessionIds ? { sessionIds } : {}),
    ...(paymentChoice ? { paymentChoice } : {}),
    ...(splitWithWallet ? { splitWithWallet } : {}),
  };
}

/** Adds or removes one kid for the selected activity (no-op without one). */
export function toggleSelectedKid(kidId: string) {
  const current = readBookingSelection();
  if (!current) return;
  const kidIds = current.kidIds.includes(kidId)
    ? current.kidIds.filter((id) => id !== kidId)
    : [...current.kidIds, kidId];
  write(withKids(current, kidIds));
}

/** Replaces the kids for the selected activity (no-op without one). */
export function setSelectedKids(kidIds: readonly string[]) {
  const current = readBookingSelection();
  if (!current) return;
  write(withKids(current, [...new Set(kidIds)]));
}

/**
 * Records the program's sessions the parent chose (no-op without a selection). Other dates are
 * another booking: like other kids, they get their own payment key.
 */
export function setSelectedSessions(sessionIds: readonly number[]) {
  const current = readBookingSelection();
  if (!current) return;
  const next = [...new Set(sessionIds)];
  const was = current.sessionIds;
  if (was && was.length === next.length && next.every((id) => was.includes(id))) return;
  const { idempotencyKey: _old, bookingId: _booked, ...rest } = current;
  write({ ...rest, sessionIds: next });
}

/** Records the way to pay the parent picked on the summary (no-op without a selection). */
export function setSelectedPayment(paymentChoice: string) {
  const current = readBookingSelection();
  if (!current || current.paymentChoice === paymentChoice) return;
  write({ ...current, paymentChoice });
}

/** Records whether a card payment takes the wallet's balance first (no-op without a selection). */
export function setSplitWithWallet(on: boolean) {
  const current = readBookingSelection();
  if (!current || Boolean(current.splitWithWallet) === on) return;
  const { splitWithWallet: _was, ...rest } = current;
  write(on ? { ...rest, splitWithWallet: true } : rest);
}

/**
 * The key for paying for the current selection: made on first use and kept, so every retry
 * of the same booking carries it (null without a selection).
 */
export function bookingIdempotencyKey(): string | null {
  const current = readBookingSelection();
  if (!current) return null;
  if (current.idempotencyKey) return current.idempotencyKey;
  const idempotencyKey = randomKey();
  write({ ...current, idempotencyKey });
  return idempotencyKey;
}

/** After a definite refusal nothing was booked: the next attempt is a new request. */
export function renewBookingIdempotencyKey() {
  const current = readBookingSelection();
  if (!current?.idempotencyKey || current.claimsOffer) return;
  const { idempotencyKey: _used, ...rest } = current;
  write(rest);
}

/** Records the booking made for the selection (read by the confirmation). */
export function setSelectedBooking(bookingId: string) {
  const current = readBookingSelection();
  if (!current) return;
  write({ ...current, bookingId });
}

/**
 * Claiming a waitlist offer: the offer's kids and dates, paid for under the entry's id (the key
 * the places are held under).
 */
export function selectOffer(entry: WaitlistEntry) {
  selectHeld(entry.activity.id, {
    id: entry.id,
    kidIds: entry.kids.map((k) => k.id),
    sessionIds: entry.sessions.map((s) => s.id),
  });
}

/**
 * Paying for places held for the family under an entry's id: a waitlist offer's (decision 060),
 * or those held when it was let in from a registration line (decision 062).
 */
export function selectHeld(
  activityId: number,
  entry: { id: string; kidIds: string[]; sessionIds: number[] },
) {
  write({
    activityId,
    kidIds: entry.kidIds,
    sessionIds: entry.sessionIds,
    idempotencyKey: entry.id,
    claimsOffer: true,
  });
}

/** The selection, re-rendering whenever it changes. */
export function useBookingSelection(): BookingSelection | null {
  return useSyncExternalStore(subscribe, readBookingSelection, () => null);
}
