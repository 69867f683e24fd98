import { CalendarPlus, Copy, LockKeyhole, RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useCalendarFeed } from '../../../api/calendar/get-calendar-feed';
import { useResetCalendarFeed } from '../../../api/calendar/reset-calendar-feed';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

/**
 * 'Subscribe to calendar': the parent's private iCal link, to copy or open in a calendar app,
 * and a reset for a link that was shared by mistake.
 */
export function FeedSection() {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const feed = useCalendarFeed();
  const input = useRef<HTMLInputElement>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied', 'Paste it into your calendar app to subscribe.');
    } catch {
      // No clipboard (permission or an old browser): select the text for a manual copy.
      input.current?.select();
      notify.info('Copy the selected link', 'Press Ctrl+C (or ⌘C) to copy it.');
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-hover">
          <CalendarPlus aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-extrabold tracking-tight">
            Subscribe to calendar
          </h2>
          <p className="mt-1 text-muted">
            Add your bookings to Google Calendar, Apple Calendar or Outlook. New bookings and
            cancellations show up there on their own.
          </p>
        </div>
      </div>

      {feed.isPending ? (
        <LoadingPanel label="Loading your calendar link" className="py-8" />
      ) : feed.isError ? (
        <QueryError
          query={feed}
          heading="p"
          className="mt-4"
          title="We couldn't load your calendar link"
        />
      ) : (
        <div className="mt-5">
          <label htmlFor={inputId} className="text-[15px] font-semibold">
            Your private calendar link
          </label>
          <input
            ref={input}
            id={inputId}
            readOnly
            value={feed.data.url}
            aria-describedby={hintId}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1.5 block min-h-11 w-full rounded-xl border border-line bg-stone-50 px-3 font-mono text-sm text-ink"
          />
          <p id={hintId} className="mt-2 flex items-start gap-2 text-sm text-muted">
            <LockKeyhole aria-hidden className="mt-0.5 size-4 shrink-0" />
            This link is private: anyone who has it can see your bookings. Share it only with people
            you trust, and reset it if it gets out.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button onClick={() => void copy(feed.data.url)}>
              <Copy aria-hidden className="size-4" />
              Copy link
            </Button>
            <a href={feed.data.webcalUrl} className={buttonClasses({ variant: 'secondary' })}>
              <CalendarPlus aria-hidden className="size-4" />
              Open in calendar app
            </a>
            <ResetFeedButton />
          </div>
        </div>
      )}
    </section>
  );
}

function ResetFeedButton() {
  const [open, setOpen] = useState(false);
  const reset = useResetCalendarFeed();

  const confirm = () =>
    reset.mutateAsync(undefined, {
      onSuccess: () => {
        setOpen(false);
        notify.success('Calendar link reset', 'Subscribe again with the new link.');
      },
      onError: (error) => notify.error('Could not reset the link', errorMessage(error)),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" className="sm:ml-auto">
          <RefreshCw aria-hidden className="size-4" />
          Reset link
        </Button>
      }
      title="Reset your calendar link?"
      description="The current link stops working right away: calendar apps subscribed to it stop updating. You will get a new link to subscribe with."
      confirmLabel="Reset link"
      busy={reset.isPending}
      onConfirm={confirm}
    />
  );
}
