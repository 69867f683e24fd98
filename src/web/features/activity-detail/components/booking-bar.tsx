import { CircleCheck, Hourglass, Info, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ACTIVITY_STARTED_MESSAGE,
  bookingTotalCents,
  type BookingBlock,
} from '../../../../shared/booking-rules';
import { JOIN_WAITLIST, WAITLIST_FULL_NOTE } from '../../../../shared/waitlist';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatMoney, formatPrice, spotsLabel } from '../../../lib/format';
import { useMediaQuery, WIDE_LAYOUT } from '../../../lib/use-media-query';
import { bookedLine, childCountLabel } from '../participants';
import type { Viewer } from '../viewer';

/** Every child who could come is booked: who, and where their booking is shown. */
export type EveryoneBooked = { names: string[]; path: string; bookings: number };

type Props = {
  viewer: Viewer;
  everyoneBooked: EveryoneBooked | null;
  priceCents: number;
  spotsLeft: number;
  selectedCount: number;
  block: BookingBlock;
  /** A program's option still to pick: what the bar says instead of booking. */
  pickFirst?: string | null;
  signInPath: string;
  onBookNow: () => void;
  /** Offered in place of the disabled 'Full' (decision 060); without it the bar says 'Full'. */
  onJoinWaitlist?: () => void;
  /** Takes the parent to 'Select Participants' (the phone bar's way on with no child chosen). */
  onChooseParticipants: () => void;
  /** How the family's turn in a registration line ended, when it left them unbooked. */
  outcome?: string | null;
  className?: string;
};

/** Held above the bottom navigation on phones; a card beside the details on wide screens. */
const BOOKING_BAR = [
  'sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-20 -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-8px_20px_-12px_rgb(28_25_23/0.25)] backdrop-blur',
  // At the end of the page it rests on the bottom navigation, not above the page's padding.
  '-mb-[calc(2.5rem-1px)] sm:mb-0',
  'sm:bottom-[calc(4.25rem+1px+env(safe-area-inset-bottom))] sm:mx-0 sm:rounded-2xl sm:border sm:px-5',
  'lg:top-24 lg:bottom-auto lg:self-start lg:rounded-3xl lg:bg-white lg:p-6 lg:shadow-xs',
];

/**
 * The frame of the page's bar (booking, already booked, waitlist, registration): a region named
 * `label`, an edge toasts keep clear of.
 */
export function BarSection({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} data-toast-edge="bottom" className={cn(...BOOKING_BAR, className)}>
      {children}
    </section>
  );
}

export const CHOOSE_PARTICIPANTS = "Choose who's going";

/**
 * Total (price × selected children), the child count and 'Book Now'. A bar held above the
 * bottom navigation on phones and tablets; a summary card beside the details on wide screens.
 */
export function BookingBar({
  viewer,
  everyoneBooked,
  priceCents,
  spotsLeft,
  selectedCount,
  block,
  pickFirst = null,
  signInPath,
  onBookNow,
  onJoinWaitlist,
  onChooseParticipants,
  outcome = null,
  className,
}: Props) {
  const wide = useMediaQuery(WIDE_LAYOUT);
  const perChild = priceCents === 0 ? 'Free' : `${formatPrice(priceCents)} per child`;
  const note =
    block === 'started'
      ? ACTIVITY_STARTED_MESSAGE
      : block === 'too-many'
        ? `Only ${spotsLabel(spotsLeft)} — choose fewer children.`
        : block === 'full' && onJoinWaitlist && viewer === 'signed-in'
          ? WAITLIST_FULL_NOTE
          : pickFirst;

  if (everyoneBooked) return <BookedBar booked={everyoneBooked} className={className} />;

  // On a phone the bar is the next step: with no child chosen yet, it leads to choosing one
  // rather than showing a $0.00 total and a button that cannot book.
  const choose = !wide && viewer === 'signed-in' && selectedCount === 0 && block === null;

  return (
    <BarSection label="Booking summary" className={className}>
      {outcome && (
        <p
          role="status"
          className="mb-2 flex items-start gap-1.5 border-b border-line pb-2 text-sm font-semibold text-ink"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          {outcome}
        </p>
      )}
      <div className="flex items-center gap-4 lg:flex-col lg:items-stretch">
        {viewer === 'signed-out' || choose ? (
          <p
            className={cn(
              'min-w-0 flex-1 font-extrabold tracking-tight',
              choose ? 'text-lg leading-tight' : 'text-xl',
            )}
          >
            {perChild}
          </p>
        ) : (
          <div className="min-w-0 flex-1" aria-live="polite" aria-atomic>
            <p className="text-xs font-bold tracking-wide text-muted uppercase">Total</p>
            <p className="text-2xl leading-tight font-extrabold tracking-tight">
              {formatMoney(bookingTotalCents(priceCents, selectedCount))}
            </p>
            <p className="text-sm text-muted">
              {childCountLabel(selectedCount)} · {perChild}
            </p>
          </div>
        )}
        {choose ? (
          <Button size="lg" onClick={onChooseParticipants} className="shrink-0 px-6">
            <Users aria-hidden className="size-5" />
            {CHOOSE_PARTICIPANTS}
          </Button>
        ) : (
          <Action
            viewer={viewer}
            block={block}
            signInPath={signInPath}
            onBookNow={onBookNow}
            onJoinWaitlist={onJoinWaitlist}
            none={selectedCount === 0}
            unchosen={pickFirst !== null}
          />
        )}
      </div>
      {note && <p className="mt-2 text-sm font-semibold text-amber-800">{note}</p>}
    </BarSection>
  );
}

function Action({
  viewer,
  block,
  signInPath,
  onBookNow,
  onJoinWaitlist,
  none,
  unchosen,
}: Pick<Props, 'viewer' | 'block' | 'signInPath' | 'onBookNow' | 'onJoinWaitlist'> & {
  none: boolean;
  unchosen: boolean;
}) {
  const size = 'shrink-0 px-7 lg:w-full';
  if (viewer === 'signed-out') {
    return (
      <Link to={signInPath} className={buttonClasses({ size: 'lg', className: size })}>
        Sign in to book
      </Link>
    );
  }
  if (block === 'full' && onJoinWaitlist && viewer === 'signed-in') {
    return (
      <Button size="lg" onClick={onJoinWaitlist} className={size}>
        <Hourglass aria-hidden className="size-5" />
        {JOIN_WAITLIST}
      </Button>
    );
  }
  if (block === 'full') {
    return (
      <Button size="lg" disabled className={size}>
        Full
      </Button>
    );
  }
  return (
    <Button
      size="lg"
      disabled={viewer === 'pending' || block !== null || unchosen}
      // With no child chosen it still answers a press, with the spec's message.
      aria-disabled={none || undefined}
      onClick={onBookNow}
      className={cn(size, none && 'cursor-not-allowed opacity-60')}
    >
      Book Now
    </Button>
  );
}

/** 'Already booked': who, and the way to their booking, in place of choosing and booking. */
function BookedBar({ booked, className }: { booked: EveryoneBooked; className?: string }) {
  return (
    <BarSection label="Booking summary" className={className}>
      <div className="flex items-center gap-4 lg:flex-col lg:items-stretch">
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 text-lg leading-tight font-extrabold tracking-tight">
            <CircleCheck aria-hidden className="size-5 shrink-0 text-primary" strokeWidth={2.5} />
            Already booked
          </p>
          <p className="text-sm break-words text-muted">{bookedLine(booked.names)}</p>
        </div>
        <Link
          to={booked.path}
          className={buttonClasses({
            size: 'lg',
            variant: 'secondary',
            className: 'shrink-0 px-6 lg:w-full',
          })}
        >
          {booked.bookings === 1 ? 'View booking' : 'View bookings'}
        </Link>
      </div>
    </BarSection>
  );
}
