import { cn } from '../../../lib/cn';
import { formatLongDate, formatTimeRange, spotsLabel } from '../../../lib/format';
import { sessionState, type Program } from '../program-choices';

/** 'Schedule': every date of a program, soonest first, with its time and places left; past dates muted. */
export function ProgramSchedule({ program, now }: { program: Program; now: Date }) {
  return (
    <section aria-labelledby="schedule-heading" className="mt-6">
      <h2 id="schedule-heading" className="text-lg font-extrabold tracking-tight">
        Schedule
      </h2>
      <ol className="mt-2 divide-y divide-line rounded-3xl border border-line bg-white px-5 shadow-xs">
        {program.sessions.map((session) => {
          const state = sessionState(session, now);
          return (
            <li
              key={session.id}
              className={cn(
                'flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4',
                state === 'past' && 'text-muted',
              )}
            >
              <span className="min-w-0">
                <span className={cn('font-semibold', state !== 'past' && 'text-ink')}>
                  {formatLongDate(session.date)}
                </span>
                <span className="block text-sm text-muted">
                  {formatTimeRange(session.startTime, session.endTime)}
                </span>
              </span>
              <span
                className={cn(
                  'text-sm font-bold',
                  state === 'full' && 'text-danger',
                  state === 'open' && session.spotsLeft <= 3 && 'text-amber-800',
                )}
              >
                {state === 'past' ? 'Past' : spotsLabel(session.spotsLeft)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
