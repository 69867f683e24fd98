import { AlertCircle, Loader2, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  HOLD_ENDED,
  holdMinutesInWords,
  holdNotice,
  holdSecondsLeft,
} from '../../../../shared/booking-holds';
import type { CheckoutHold } from '../use-checkout-hold';

/**
 * The summary's word on the held places (decision 057): the time left, counted down each second
 * on screen and told to screen readers once a minute; then that the time ran out.
 */
export function HoldStatus({ hold }: { hold: CheckoutHold }) {
  if (hold.status === 'none') return null;
  if (hold.status === 'holding') {
    return (
      <p role="status" className={`${line} text-muted`}>
        <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        Holding your places…
      </p>
    );
  }
  if (hold.status === 'not-held') {
    return (
      <p role="status" className={`${line} bg-coral-soft text-rose-800`}>
        <AlertCircle aria-hidden className="size-4 shrink-0" />
        {hold.reason}
      </p>
    );
  }
  return <HeldCountdown key={`${hold.id}:${hold.endsAt}`} endsAt={hold.endsAt} />;
}

const line = 'flex items-center gap-2 rounded-2xl px-4 py-3 text-[15px] font-semibold';

function HeldCountdown({ endsAt }: { endsAt: number }) {
  const secondsLeft = useSecondsUntil(endsAt);
  if (secondsLeft <= 0) {
    return (
      <div role="status" className="rounded-2xl bg-accent-soft px-4 py-3 text-[15px] text-ink">
        <p className="font-extrabold">{HOLD_ENDED.title}</p>
        <p className="mt-1">{HOLD_ENDED.description}</p>
      </div>
    );
  }
  return (
    <div className={`${line} bg-primary-tint text-ink`}>
      <Timer aria-hidden className="size-4 shrink-0 text-primary" />
      {/* The clock changes every second: read once a minute instead, below. */}
      <span aria-hidden className="tabular-nums">
        {holdNotice(secondsLeft)}
      </span>
      <span role="status" className="sr-only">
        {holdMinutesInWords(secondsLeft)}
      </span>
    </div>
  );
}

/**
 * Whole seconds until `endsAt` (this device's clock), ticking each second until 0. Another end is
 * another countdown (the caller keys it).
 */
function useSecondsUntil(endsAt: number): number {
  const left = () => holdSecondsLeft(new Date(endsAt), new Date());
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
    // `left` reads only endsAt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endsAt]);
  return seconds;
}
