import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { FilterChip } from './active-filters';

type Props = {
  /** The quick filters in force, then the preference filters (active-filters.ts). */
  quick: FilterChip[];
  preferences: FilterChip[];
  fromPreferences: boolean;
  /** A preferred distance that waits for the parent's location, in miles. */
  waitingMiles: number | null;
  /** 'Clear filters': every filter, quick ones too. */
  onClear: () => void;
  /** Saved windows that cannot filter ('School Breaks'). */
  unfilterable?: string[];
};

function ChipGroup({ label, chips }: { label: string; chips: FilterChip[] }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-semibold text-muted">
        {label}
      </span>
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={`Remove filter: ${chip.label}`}
              onClick={chip.remove}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-primary/30 bg-primary-tint py-1 pr-2 pl-3 text-sm font-semibold text-primary-hover hover:border-primary hover:bg-primary-soft"
            >
              {chip.label}
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The filters in force, each removable, and 'Clear filters'. Quick filters and the parent's
 * preferences show apart while the preferences apply as saved; nothing shows when none is set.
 */
export function FilterChips({
  quick,
  preferences,
  fromPreferences,
  waitingMiles,
  onClear,
  unfilterable = [],
}: Props) {
  const notes = unfilterable.map(
    (w) =>
      `${w} is in your preferences but can't narrow results: Kidventure doesn't know your school's calendar.`,
  );
  if (preferences.length === 0 && quick.length === 0 && waitingMiles === null) {
    return notes.length > 0 ? (
      <div className="mt-3">
        <Notes notes={notes} />
      </div>
    ) : null;
  }
  const all = fromPreferences
    ? [
        { label: 'Filters:', chips: quick },
        { label: 'From your preferences:', chips: preferences },
      ]
    : [{ label: 'Filters:', chips: [...quick, ...preferences] }];
  const withChips = all.filter((group) => group.chips.length > 0);
  // Only a waiting distance: its group still names where it comes from.
  const groups = withChips.length > 0 ? withChips : all.slice(-1);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      {groups.map((group) => (
        <ChipGroup key={group.label} label={group.label} chips={group.chips} />
      ))}
      <Button variant="link" className="min-h-9 text-sm" onClick={onClear}>
        Clear filters
      </Button>
      {waitingMiles !== null && (
        <p className="w-full text-sm text-muted">
          Share your location to see only activities within {waitingMiles} mi.
        </p>
      )}
      {notes.length > 0 && <Notes notes={notes} />}
    </div>
  );
}

function Notes({ notes }: { notes: string[] }) {
  return (
    <>
      {notes.map((note) => (
        <p key={note} className="w-full text-sm text-muted">
          {note}
        </p>
      ))}
    </>
  );
}
