import { Gift, Hourglass } from 'lucide-react';
import type { WaitlistEntry } from '../../../../shared/schemas/waitlist';
import {
  BOOK_IT_FOR_ME,
  CLAIM_OFFER,
  claimWithin,
  LEAVE_WAITLIST,
  OFFER_TITLE,
  waitlistPosition,
} from '../../../../shared/waitlist';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatNames } from '../../../lib/format';
import { BarSection } from './booking-bar';

type Props = {
  entry: WaitlistEntry;
  onClaim: () => void;
  onLeave: () => Promise<unknown>;
  leaving: boolean;
  className?: string;
};

/**
 * The booking bar of a family on this option's waitlist (decision 060): its place in line, told
 * politely to screen readers when it moves, or the offer to claim; and the way out of the line.
 */
export function WaitlistBar({ entry, onClaim, onLeave, leaving, className }: Props) {
  const who = formatNames(entry.kids.map((k) => k.name));
  const { offer } = entry;
  return (
    <BarSection label="Waitlist" className={className}>
      <div className="flex items-center gap-4 lg:flex-col lg:items-stretch">
        <div className="min-w-0 flex-1" aria-live="polite" aria-atomic>
          <p className="flex items-center gap-1.5 text-base leading-tight font-extrabold tracking-tight sm:text-lg">
            {offer ? (
              <Gift aria-hidden className="size-5 shrink-0 text-primary" />
            ) : (
              <Hourglass aria-hidden className="size-5 shrink-0 text-primary" />
            )}
            {offer ? OFFER_TITLE : waitlistPosition(entry.position ?? 1)}
          </p>
          {offer && (
            <p className="mt-0.5 text-[15px] font-semibold text-ink">
              {claimWithin(offer.secondsLeft)}
            </p>
          )}
          <p className="text-sm break-words text-muted">
            For {who}
            {entry.autoBook && !offer ? ` · ${BOOK_IT_FOR_ME}` : ''}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-2 lg:w-full">
          {offer && (
            <Button size="lg" onClick={onClaim} className="px-6 lg:w-full">
              {CLAIM_OFFER}
            </Button>
          )}
          <LeaveButton declines={offer !== null} onLeave={onLeave} busy={leaving} />
        </div>
      </div>
    </BarSection>
  );
}

/** Leaving with an offer open gives the places to the next family: asked first. */
function LeaveButton({
  declines,
  onLeave,
  busy,
}: {
  declines: boolean;
  onLeave: () => Promise<unknown>;
  busy: boolean;
}) {
  const button = (
    <Button
      variant={declines ? 'link' : 'secondary'}
      size={declines ? 'md' : 'lg'}
      busy={busy && !declines}
      onClick={declines ? undefined : () => void onLeave()}
      className="px-6 lg:w-full"
    >
      {LEAVE_WAITLIST}
    </Button>
  );
  if (!declines) return button;
  return (
    <ConfirmDialog
      trigger={button}
      title="Give up your place?"
      description="The places held for you go to the next family on the waitlist."
      confirmLabel={LEAVE_WAITLIST}
      confirmVariant="danger"
      busy={busy}
      onConfirm={onLeave}
    />
  );
}
