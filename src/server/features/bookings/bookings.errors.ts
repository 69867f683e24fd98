import { ACTIVITY_STARTED_MESSAGE, INSUFFICIENT_BALANCE } from '../../../shared/booking-rules';
import { WALLET_PART_TOO_LARGE } from '../../../shared/booking-payment';
import { formatMoney } from '../../../shared/display-format';
import {
  registrationOpensLabel,
  wallClock,
  type RegistrationMode,
} from '../../../shared/registration';
import { lineOpensNote } from '../../../shared/registration-line';
import {
  entriesOpenAt,
  LOTTERY_GIVING_MESSAGE,
  lotteryClosedMessage,
  lotteryOpensNote,
} from '../../../shared/registration-lottery';
import { AppError } from '../../lib/http-errors';

/** The booking refusals, in the words of docs/booking-api.md, shown to the parent as they are. */

export const bookingNotFound = () => new AppError(404, 'not_found', 'Booking not found');

/** Places held while paying (decision 057) that ended, were paid for, or are another parent's. */
export const holdNotFound = () => new AppError(404, 'not_found', 'Hold not found');

/** A hold asked for again under a key whose places are already booked. */
export const alreadyPaid = () =>
  new AppError(409, 'already_paid', 'These places are already booked and paid for.');

/** The activity's price changed between the charge and its settlement: the charge is refunded. */
export const amountChanged = () =>
  new AppError(409, 'amount_changed', 'The price changed since the card was charged.');

export const idempotencyKeyReused = () =>
  new AppError(
    422,
    'idempotency_key_reused',
    'This idempotency key was already used for a different booking.',
  );

export const activityStartedForBooking = () =>
  new AppError(409, 'activity_started', ACTIVITY_STARTED_MESSAGE);

/** Registration day (decision 061): the program opens for booking later. */
export const registrationNotOpen = (opensAt: Date) =>
  new AppError(409, 'registration_not_open', `${registrationOpensLabel(wallClock(opensAt))}.`, {
    opensAt: opensAt.toISOString(),
  });

/** 'Remind me' on a program already open for booking (or never held back). */
export const registrationAlreadyOpen = () =>
  new AppError(409, 'registration_open', 'Registration is already open.');

/**
 * Families wait in the program's line (decision 062), or a lottery's winners are being given
 * their places (063): booking goes through them.
 */
export const registrationLineWaiting = (mode: RegistrationMode) =>
  new AppError(
    409,
    'registration_line',
    mode === 'lottery'
      ? LOTTERY_GIVING_MESSAGE
      : 'Families are waiting in line. Join the line to book.',
  );

/** The line opens 15 minutes before registration does; a lottery's entries, a week before. */
export const lineNotOpen = (opensAt: Date, mode: RegistrationMode) =>
  new AppError(
    409,
    'line_not_open',
    mode === 'lottery' ? lotteryOpensNote(wallClock(opensAt)) : lineOpensNote(opensAt),
    { lineOpensAt: entriesOpenAt(opensAt, mode).toISOString() },
  );

/** A lottery takes no entries once drawn (decision 063). */
export const lotteryClosed = (opensAt: Date) =>
  new AppError(409, 'lottery_closed', lotteryClosedMessage(wallClock(opensAt)));

/** A family let in (or past waiting) cannot change what it prepared or leave the line. */
export const lineTurnTaken = () =>
  new AppError(409, 'line_turn_taken', 'Your turn in line has already come.');

export const kidNotEligible = (name: string, ageMin: number, ageMax: number) =>
  new AppError(
    422,
    'kid_not_eligible',
    `${name} is not in the age range for this activity (ages ${ageMin}–${ageMax}).`,
  );

/** A sessionIds entry that is not one of the program's sessions. */
export const sessionNotFound = () => new AppError(404, 'not_found', 'Session not found');

/** Sessions the provider does not sell together (decision 043), or a choice left to make. */
export const notAnOption = () =>
  new AppError(
    422,
    'not_an_option',
    'These dates cannot be booked together. Choose the whole program or a single date it offers.',
  );

export const alreadyBooked = (name: string) =>
  new AppError(409, 'already_booked', `${name} is already booked on this activity.`);

export const activityFull = () =>
  new AppError(409, 'activity_full', 'Sorry, this activity is full.');

export const notEnoughSpots = (spotsLeft: number) =>
  new AppError(
    409,
    'not_enough_spots',
    spotsLeft === 1
      ? 'Only 1 spot is left for this activity.'
      : `Only ${spotsLeft} spots are left for this activity.`,
  );

export const insufficientBalance = () =>
  new AppError(402, 'insufficient_balance', INSUFFICIENT_BALANCE.description);

/** A split payment asked the wallet for the whole total or more: the card would pay nothing. */
export const walletPartTooLarge = () =>
  new AppError(422, 'wallet_part_too_large', WALLET_PART_TOO_LARGE);

export const alreadyCancelled = () =>
  new AppError(409, 'already_cancelled', 'This booking is already cancelled.');

export const activityStartedForCancel = () =>
  new AppError(
    409,
    'activity_started',
    'This activity has already started and can no longer be cancelled.',
  );

export const noRefundConfirmationNeeded = () =>
  new AppError(
    409,
    'no_refund_confirmation_needed',
    'This activity starts in less than 24 hours, so cancelling now gives no refund. Confirm to cancel anyway.',
  );

/** Cancelling a booking of several dates once some are within 24 hours (decision 043). */
export const partRefundConfirmationNeeded = (refundCents: number, totalCents: number) =>
  new AppError(
    409,
    'part_refund_confirmation_needed',
    `Dates within 24 hours are not refunded, so cancelling now refunds ${formatMoney(refundCents)} of ${formatMoney(totalCents)}. Confirm to cancel anyway.`,
  );
