import { WAITLIST_ENTRIES_MAX } from '../../../shared/waitlist';
import { formatMoney } from '../../../shared/display-format';
import { AppError } from '../../lib/http-errors';

/** The waitlist's refusals (decision 060), shown to the parent as they are. */

export const waitlistEntryNotFound = () =>
  new AppError(404, 'not_found', 'Waitlist entry not found');

/** The option has places for these kids: booking them is the way in. */
export const placesAvailable = () =>
  new AppError(409, 'places_available', 'There are places left: book them instead.');

/** The same dates, already waited for with other children. */
export const alreadyWaitlisted = () =>
  new AppError(
    409,
    'already_waitlisted',
    "You're already on the waitlist for these dates. Leave it first to change the children.",
  );

export const waitlistLimit = () =>
  new AppError(
    422,
    'waitlist_limit',
    `You can be on at most ${WAITLIST_ENTRIES_MAX} waitlists at once.`,
  );

/** 'Book it for me' from the wallet needs the total in it when the parent joins. */
export const walletTooLowForAutoBook = (totalCents: number) =>
  new AppError(
    402,
    'insufficient_balance',
    `Book it for me from your wallet needs ${formatMoney(totalCents)} in it. Top up, or choose a card.`,
  );
