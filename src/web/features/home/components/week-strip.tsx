import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { formatLongDate } from '../../../lib/format';
import { cn } from '../../../lib/cn';

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const dayOfMonth = (iso: string) => Number(iso.slice(8, 10));
const weekdayShort = (iso: string) => weekday.format(new Date(`${iso}T00:00:00Z`));

type Props = {
  /** The seven selectable days, Monday first. */
  days: readonly string[];
  today: string;
  selected: string;
  onSelect: (iso: string) => void;
  /** Days with something on (e.g. a booking): a dot under the date. */
  markedDates?: ReadonlySet<string>;
  markedLabel?: string;
  labelledBy?: string;
};

/**
 * One week as a single-choice group (a radio group: Tab reaches the chosen day, arrow keys move
 * and choose). Only these seven days exist here, so no other day can be chosen.
 */
export function WeekStrip({
  days,
  today,
  selected,
  onSelect,
  markedDates,
  markedLabel = 'booked',
  labelledBy,
}: Props) {
  return (
    <RadioGroup
      value={selected}
      onValueChange={onSelect}
      aria-labelledby={labelledBy}
      loop
      className="grid grid-cols-7 gap-1 sm:gap-2"
    >
      {days.map((iso) => {
        const isToday = iso === today;
        const marked = markedDates?.has(iso) ?? false;
        const label = [formatLongDate(iso), isToday && 'today', marked && markedLabel]
          .filter(Boolean)
          .join(', ');
        return (
          <RadioGroupItem
            key={iso}
            value={iso}
            aria-label={label}
            className={cn(
              'group relative flex min-h-18 flex-col items-center justify-center gap-0.5 rounded-2xl border text-ink transition-colors',
              'border-line bg-stone-50 hover:border-primary/50 hover:bg-primary-tint',
              'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-white',
              isToday && 'border-primary/60',
              marked && 'border-coral/70 bg-coral-soft',
            )}
          >
            <span
              aria-hidden
              className="text-xs font-semibold text-muted uppercase group-data-[state=checked]:text-teal-50"
            >
              {weekdayShort(iso)}
            </span>
            <span aria-hidden className="text-lg leading-none font-extrabold">
              {dayOfMonth(iso)}
            </span>
            {/* The booked-day dot sits under the date (a row kept for every day, so they line up). */}
            <span
              aria-hidden
              className={cn(
                'size-2 rounded-full',
                marked ? 'bg-coral group-data-[state=checked]:bg-white' : 'bg-transparent',
              )}
            />
            <span
              aria-hidden
              className={cn(
                'h-3.5 text-[10px] leading-3.5 font-bold tracking-wide uppercase',
                'text-primary group-data-[state=checked]:text-white',
              )}
            >
              {isToday && 'Today'}
            </span>
          </RadioGroupItem>
        );
      })}
    </RadioGroup>
  );
}

/** The key to the marks (the days' names already say 'booked' to screen readers). */
export function BookedLegend() {
  return (
    <p aria-hidden className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-muted">
      <span className="size-2 rounded-full bg-coral" />
      Booked
    </p>
  );
}
