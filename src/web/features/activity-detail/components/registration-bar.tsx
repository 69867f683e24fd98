import { Bell, BellRing, CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import {
  GET_READY_NOTE,
  opensIn,
  REMIND_ME,
  REMINDER_OFF_TOAST,
  REMINDER_SET,
  REMINDER_SET_TOAST,
  registrationOpensLabel,
  type RegistrationOpening,
} from '../../../../shared/registration';
import { lotteryOpensNote } from '../../../../shared/registration-lottery';
import { useRegistration, useSetOpeningReminder } from '../../../api/bookings/registration';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSecondsUntil } from '../use-opening';
import type { Viewer } from '../viewer';
import { BarSection } from './booking-bar';

type Props = {
  activityId: number;
  opening: RegistrationOpening;
  viewer: Viewer;
  signInPath: string;
  className?: string;
};

/**
 * The booking bar before registration opens (decision 061): when it opens, the countdown, and
 * 'Remind me'. Kids and dates can still be chosen on the page, ready for the opening; for a
 * lottery (063), when its entries open.
 */
export function RegistrationBar({ activityId, opening, viewer, signInPath, className }: Props) {
  const seconds = useSecondsUntil(opening.at);
  return (
    <BarSection label="Registration" className={className}>
      <p className="flex items-start gap-1.5 text-base leading-tight font-extrabold tracking-tight sm:text-lg">
        <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        {registrationOpensLabel(opening)}
      </p>
      <div className="mt-1 flex items-center gap-4 lg:flex-col lg:items-stretch">
        {/* A timer: screen readers read it when asked, not every second. */}
        <p
          role="timer"
          className="min-h-6 min-w-0 flex-1 text-[15px] font-semibold text-ink tabular-nums"
        >
          {seconds === null ? '' : opensIn(seconds)}
        </p>
        <ReminderAction activityId={activityId} viewer={viewer} signInPath={signInPath} />
      </div>
      <p className="mt-2 text-sm text-muted">
        {opening.mode === 'lottery' ? lotteryOpensNote(opening) : GET_READY_NOTE}
      </p>
    </BarSection>
  );
}

function ReminderAction({
  activityId,
  viewer,
  signInPath,
}: Pick<Props, 'activityId' | 'viewer' | 'signInPath'>) {
  const state = useRegistration(activityId, viewer === 'signed-in');
  const setReminder = useSetOpeningReminder(activityId);
  const size = 'shrink-0 px-6 lg:w-full';
  if (viewer === 'signed-out') {
    return (
      <Link to={signInPath} className={buttonClasses({ size: 'lg', className: size })}>
        Sign in to be reminded
      </Link>
    );
  }
  const on = state.data?.reminder ?? false;
  const toggle = () =>
    setReminder.mutate(!on, {
      onSuccess: () => notify.success(on ? REMINDER_OFF_TOAST : REMINDER_SET_TOAST),
      onError: (err) => notify.error("We couldn't change your reminder", errorMessage(err)),
    });
  return (
    <Button
      size="lg"
      variant={on ? 'secondary' : 'primary'}
      aria-pressed={on}
      disabled={!state.data}
      busy={setReminder.isPending}
      onClick={toggle}
      className={size}
    >
      {on ? <BellRing aria-hidden className="size-5" /> : <Bell aria-hidden className="size-5" />}
      {on ? REMINDER_SET : REMIND_ME}
    </Button>
  );
}
