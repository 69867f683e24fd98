import { BellRing, X } from 'lucide-react';
import { useState } from 'react';
import { usePushDevice } from '../../../api/push/use-push-device';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';

/** Set once the parent dismisses the offer: it is not made again on this browser. */
export const PUSH_OFFER_DISMISSED_KEY = 'kidventure.push-offer-dismissed';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(PUSH_OFFER_DISMISSED_KEY) !== null;
  } catch {
    return true; // storage disabled: never nag on every booking
  }
}

function rememberDismissed() {
  try {
    localStorage.setItem(PUSH_OFFER_DISMISSED_KEY, '1');
  } catch {
    // Storage disabled: it goes for this page only.
  }
}

/**
 * After a booking, the offer to turn push on for this device: only where the browser can, the
 * parent has not been asked yet and the device has no subscription; never again once dismissed.
 * Its button does what the settings' switch does (the browser asks for permission then).
 */
export function PushOffer() {
  const { state, on } = usePushDevice();
  const [dismissed, setDismissed] = useState(dismissedBefore);
  const [outcome, setOutcome] = useState<NotificationPermission | null>(null);
  const device = state.data;

  if (dismissed) return null;
  if (outcome === 'granted') {
    return (
      <p role="status" className="mt-5 rounded-2xl bg-primary-tint p-4 text-[15px] font-semibold">
        Push notifications are on for this device.
      </p>
    );
  }
  // Still worth showing after the prompt was closed without a choice; not once blocked.
  const offered =
    device?.supported === true && !device.subscribed && device.permission === 'default';
  if (!offered && outcome === null) return null;

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby="push-offer-heading"
      className="relative mt-5 rounded-3xl border border-line bg-white p-5 pr-14 shadow-xs sm:p-6 sm:pr-16"
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label="Dismiss"
        onClick={dismiss}
        className="absolute top-2 right-2"
      >
        <X aria-hidden className="size-5" />
      </Button>
      <h2
        id="push-offer-heading"
        className="flex items-center gap-2 text-lg font-extrabold tracking-tight"
      >
        <BellRing aria-hidden className="size-5 text-primary" />
        Get reminders on this phone
      </h2>
      <p className="mt-1 text-[15px] text-muted">
        A push notification the day before and two hours before each session, even when Kidventure
        is closed. Change it any time in Settings.
      </p>
      {outcome === 'denied' && (
        <p role="alert" className="mt-2 text-sm font-semibold text-danger">
          Notifications are blocked for Kidventure in this browser. You can allow them in the site
          settings.
        </p>
      )}
      {on.isError && (
        <p role="alert" className="mt-2 text-sm font-semibold text-danger">
          Push notifications could not be turned on. {errorMessage(on.error)}
        </p>
      )}
      <Button
        className="mt-4"
        busy={on.isPending}
        disabled={outcome === 'denied'}
        onClick={() => on.mutate(undefined, { onSuccess: setOutcome })}
      >
        Turn on reminders
      </Button>
    </section>
  );
}
