import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { authPathFor } from '../../../lib/safe-redirect';

/** The Calendar tab for a visitor: what it is for, and the way in (back here after). */
export function CalendarSignedOut() {
  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Calendar</h1>
      <div className="mt-6 rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-hover">
          <CalendarDays aria-hidden className="size-6" />
        </span>
        <p className="mt-4 text-lg font-bold">Your family's week at a glance</p>
        <p className="mx-auto mt-1 max-w-sm text-muted">
          Sign in to see the activities you have booked by week or month, and add them to your own
          calendar app.
        </p>
        <Link to={authPathFor('/calendar')} className={buttonClasses({ className: 'mt-6' })}>
          Sign in to see your calendar
        </Link>
      </div>
    </div>
  );
}
