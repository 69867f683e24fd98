import { useEffect, useRef, type KeyboardEvent } from 'react';
import { addDays } from '../../../../shared/iso-date';
import { mondayOf } from '../../../../shared/week';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/format';
import { dayOfMonth, monthEnd, shiftMonth, WEEKDAYS, type CalendarView } from '../calendar-dates';

type Props = {
  view: CalendarView;
  /** Whole weeks, Monday first: one row (week view) or the month's rows. */
  weeks: readonly (readonly string[])[];
  selected: string;
  today: string;
  /** Bookings per day; absent while loading. */
  counts: ReadonlyMap<string, number> | null;
  onSelect: (iso: string) => void;
  labelledBy: string;
};

export const bookingsLabel = (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'}`;

/** What a screen reader hears for a day: 'Tuesday, November 24, 2026, today, 2 bookings'. */
export function dayLabel(iso: string, today: string, count: number | undefined): string {
  return [formatLongDate(iso), iso === today && 'today', count && bookingsLabel(count)]
    .filter(Boolean)
    .join(', ');
}

/** The same day of the month `months` away, or that month's last day when it is shorter. */
function sameDayInMonth(iso: string, months: number): string {
  const first = shiftMonth(iso, months);
  const last = monthEnd(first);
  return addDays(first, Math.min(dayOfMonth(iso), dayOfMonth(last)) - 1);
}

/** The day a key moves to from `iso` (the grid pattern's keys), or null for other keys. */
function dayForKey(key: string, iso: string, view: CalendarView): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return mondayOf(iso);
    case 'End':
      return addDays(mondayOf(iso), 6);
    case 'PageUp':
      return view === 'month' ? sameDayInMonth(iso, -1) : addDays(iso, -7);
    case 'PageDown':
      return view === 'month' ? sameDayInMonth(iso, 1) : addDays(iso, 7);
    default:
      return null;
  }
}

/**
 * A single-date picker as an ARIA grid: one Tab stop (the chosen day), arrow keys move the
 * choice, Home/End go to the week's ends, Page Up/Down to the previous or next month (week in
 * the week view). Moving past the edge shows the next period.
 */
export function DayGrid({ view, weeks, selected, today, counts, onSelect, labelledBy }: Props) {
  const grid = useRef<HTMLTableElement>(null);
  const focusAfterMove = useRef(false);

  // A keyboard move may show another period: focus the chosen day once it is drawn.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${selected}"]`)?.focus();
  }, [selected, weeks]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, iso: string) => {
    const next = dayForKey(event.key, iso, view);
    if (!next) return;
    event.preventDefault();
    focusAfterMove.current = true;
    onSelect(next);
  };

  const month = selected.slice(0, 7);
  return (
    <table
      ref={grid}
      role="grid"
      aria-labelledby={labelledBy}
      aria-busy={counts === null || undefined}
      className="w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1"
    >
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th
              key={day.long}
              scope="col"
              abbr={day.long}
              className="pb-1 text-xs font-semibold text-muted uppercase"
            >
              {day.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((days) => (
          <tr key={days[0]}>
            {days.map((iso) => {
              const count = counts?.get(iso) ?? 0;
              const isSelected = iso === selected;
              const isToday = iso === today;
              const outside = view === 'month' && iso.slice(0, 7) !== month;
              return (
                <td key={iso} role="gridcell" aria-selected={isSelected} className="p-0">
                  <button
                    type="button"
                    data-day={iso}
                    tabIndex={isSelected ? 0 : -1}
                    aria-label={dayLabel(iso, today, count)}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={() => onSelect(iso)}
                    onKeyDown={(event) => onKeyDown(event, iso)}
                    className={cn(
                      'relative flex w-full flex-col items-center justify-center rounded-2xl border transition-colors',
                      view === 'week' ? 'min-h-20 gap-1' : 'min-h-12 sm:min-h-16',
                      isToday && 'font-extrabold',
                      dayTone(isSelected, isToday, outside),
                    )}
                  >
                    {view === 'week' && (
                      <span
                        aria-hidden
                        className={cn(
                          'text-xs font-semibold uppercase',
                          isSelected ? 'text-teal-50' : 'text-muted',
                        )}
                      >
                        {isToday ? 'Today' : ''}
                      </span>
                    )}
                    <span
                      aria-hidden
                      className={cn(
                        'leading-none font-bold',
                        view === 'week' ? 'text-xl' : 'text-base',
                      )}
                    >
                      {dayOfMonth(iso)}
                    </span>
                    <Dots count={count} selected={isSelected} />
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One set of colours per state (class names are joined, not merged: no two may conflict). */
function dayTone(selected: boolean, today: boolean, outside: boolean): string {
  if (selected) return 'border-primary bg-primary text-white hover:bg-primary-hover';
  const hover = 'hover:border-primary/50 hover:bg-primary-tint';
  if (today) return `${hover} border-primary/60 text-primary-hover`;
  return `${hover} border-transparent ${outside ? 'text-stone-500' : 'text-ink'}`;
}

/** Up to three dots under the date, one per booking (the count is in the day's name). */
function Dots({ count, selected }: { count: number; selected: boolean }) {
  return (
    <span aria-hidden className="mt-1 flex h-1.5 gap-0.5">
      {Array.from({ length: Math.min(count, 3) }, (_, i) => (
        <span key={i} className={cn('size-1.5 rounded-full', selected ? 'bg-white' : 'bg-coral')} />
      ))}
    </span>
  );
}
