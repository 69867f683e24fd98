import { X } from 'lucide-react';
import { useId } from 'react';
import { type DiscoverFilters } from '../../../../shared/preference-filters';
import {
  agesLabel,
  dateLabel,
  priceLabel,
  type QuickFilters,
} from '../../../../shared/quick-filters';
import { Button } from '../../../components/ui/button';

type Chip = { key: string; label: string; remove: () => void };

/** One chip per filter that changes the results ('Within 10 mi' only once a location is known). */
function chipsFor(
  filters: DiscoverFilters,
  hasLocation: boolean,
  onChange: (filters: DiscoverFilters) => void,
): Chip[] {
  const drop = <T,>(list: T[], value: T) => list.filter((v) => v !== value);
  const chip = (key: string, label: string, without: DiscoverFilters): Chip => ({
    key,
    label,
    remove: () => onChange(without),
  });
  const f = filters;
  return [
    ...f.types.map((type) => chip(`type:${type}`, type, { ...f, types: drop(f.types, type) })),
    ...f.days.map((day) => chip(`day:${day}`, day, { ...f, days: drop(f.days, day) })),
    ...f.times.map((time) => chip(`time:${time}`, time, { ...f, times: drop(f.times, time) })),
    ...(hasLocation && f.maxDistance !== null
      ? [chip('within', `Within ${f.maxDistance} mi`, { ...f, maxDistance: null })]
      : []),
    ...(f.age !== null ? [chip('age', `Age ${f.age}`, { ...f, age: null })] : []),
  ];
}

/** The quick filters in force ('Ages fit my kids' only when the parent has kids). */
function quickChipsFor(
  quick: QuickFilters,
  kidsAges: number[],
  onChange: (quick: Partial<QuickFilters>) => void,
): Chip[] {
  const ages = agesLabel(quick.ages, kidsAges);
  return [
    ...(quick.when !== null
      ? [{ key: 'when', label: dateLabel(quick.when), remove: () => onChange({ when: null }) }]
      : []),
    ...(quick.price !== null
      ? [{ key: 'price', label: priceLabel(quick.price), remove: () => onChange({ price: null }) }]
      : []),
    ...(ages !== null
      ? [
          {
            key: 'ages',
            label: ages,
            // Off sticks for a parent with kids; otherwise back to the default (no filter).
            remove: () => onChange({ ages: kidsAges.length > 0 ? 'any' : 'kids' }),
          },
        ]
      : []),
  ];
}

type Props = {
  filters: DiscoverFilters;
  fromPreferences: boolean;
  hasLocation: boolean;
  onChange: (filters: DiscoverFilters) => void;
  quick: QuickFilters;
  kidsAges: number[];
  onQuickChange: (quick: Partial<QuickFilters>) => void;
  /** 'Clear filters': every filter, quick ones too. */
  onClear: () => void;
  /** Saved windows that cannot filter ('School Breaks'). */
  unfilterable?: string[];
};

function ChipGroup({ label, chips }: { label: string; chips: Chip[] }) {
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
  filters,
  fromPreferences,
  hasLocation,
  onChange,
  quick,
  kidsAges,
  onQuickChange,
  onClear,
  unfilterable = [],
}: Props) {
  const named = chipsFor(filters, hasLocation, onChange);
  const quickChips = quickChipsFor(quick, kidsAges, onQuickChange);
  // A distance waits for a location: say so, so the preference is not silently ignored.
  const waitingDistance = !hasLocation && filters.maxDistance !== null;
  const notes = unfilterable.map(
    (w) =>
      `${w} is in your preferences but can't narrow results: Kidventure doesn't know your school's calendar.`,
  );
  if (named.length === 0 && quickChips.length === 0 && !waitingDistance) {
    return notes.length > 0 ? (
      <div className="mt-3">
        <Notes notes={notes} />
      </div>
    ) : null;
  }
  const all = fromPreferences
    ? [
        { label: 'Filters:', chips: quickChips },
        { label: 'From your preferences:', chips: named },
      ]
    : [{ label: 'Filters:', chips: [...quickChips, ...named] }];
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
      {waitingDistance && (
        <p className="w-full text-sm text-muted">
          Share your location to see only activities within {filters.maxDistance} mi.
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
