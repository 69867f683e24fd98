import { useState } from 'react';
import { usePushDevice } from '../../../api/push/use-push-device';
import { SwitchField } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';

const LABEL = 'Push notifications on this device';

export const PUSH_TEXT = {
  off: 'Get the notifications you chose for push here, even when Kidventure is closed.',
  on: 'On: this device gets the notifications you chose for push.',
  unsupported:
    'This browser can’t show push notifications. Try another browser, or update this one.',
  denied:
    'Notifications are blocked for Kidventure in this browser. To allow them, open the site settings (the icon at the left of the address bar), set Notifications to Allow, then turn this on.',
  notAllowed: 'Kidventure wasn’t allowed to send notifications. Turn this on to be asked again.',
  turningOn: 'Turning on…',
  turningOff: 'Turning off…',
  failedOn: 'Push notifications could not be turned on.',
  failedOff: 'Push notifications could not be turned off.',
} as const;

/**
 * The settings' device switch. The browser asks for permission only when the parent turns it on;
 * a browser without push, or with notifications blocked, says why it cannot be on and how to fix it.
 */
export function PushOnThisDevice() {
  const { state, on, off } = usePushDevice();
  // Asked, and the parent closed the prompt without choosing: the switch stays off, with a word.
  const [notAllowed, setNotAllowed] = useState(false);
  const device = state.data;
  const busy = on.isPending || off.isPending;
  const subscribed = device?.supported === true && device.subscribed;

  const change = (checked: boolean) => {
    setNotAllowed(false);
    on.reset();
    off.reset();
    if (!checked) return off.mutate();
    on.mutate(undefined, { onSuccess: (permission) => setNotAllowed(permission === 'default') });
  };

  let description: string = PUSH_TEXT.off;
  if (device && !device.supported) description = PUSH_TEXT.unsupported;
  else if (on.isPending) description = PUSH_TEXT.turningOn;
  else if (off.isPending) description = PUSH_TEXT.turningOff;
  else if (device?.permission === 'denied') description = PUSH_TEXT.denied;
  else if (notAllowed) description = PUSH_TEXT.notAllowed;
  else if (subscribed) description = PUSH_TEXT.on;
  const failure = on.error ?? off.error;

  return (
    <div aria-busy={busy || state.isPending}>
      <SwitchField
        label={LABEL}
        description={<span aria-live="polite">{description}</span>}
        checked={on.isPending || (subscribed && !off.isPending)}
        onCheckedChange={change}
        disabled={
          busy || !device || !device.supported || (device.permission === 'denied' && !subscribed)
        }
      />
      {failure && !busy && (
        <p role="alert" className="mt-2 text-sm font-semibold text-danger">
          {on.error ? PUSH_TEXT.failedOn : PUSH_TEXT.failedOff} {errorMessage(failure)}
        </p>
      )}
    </div>
  );
}
