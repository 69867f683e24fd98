import { X } from 'lucide-react';
import { useId } from 'react';
import { NO_FILTERS, type DiscoverFilters } from '../../../../shared/preference-filters';
import { Button } from '../../../components/ui/button';

type Chip = { key: string; label: string; without: (filters: DiscoverFilters) => DiscoverFilters };

/** One chip per filter that changes the results ('Within 10 mi' only once a location is known). */
function chipsFor(filters: DiscoverFilters, hasLocation: boolean): Chip[] {
  const drop = <T,>(list: T[], value: T) => list.filter((v) => v !== value);
  return [
    ...filters.types.map((type) => ({
      key: `type:${type}`,
      label: type,
      without: (f: DiscoverFilters) => ({ ...f, types: drop(f.types, type) }),
    })),
    ...filters.days.map((day) => ({
      key: `day:${day}`,
      label: day,
      without: (f: DiscoverFilters) => ({ ...f, days: drop(f.days, day) }),
    })),
    ...filters.times.map((time) => ({
      key: `time:${time}`,
      label: time,
      without: (f: DiscoverFilters) => ({ ...f, times: drop(f.times, time) }),
    })),
    ...(hasLocation && filters.maxDistance !== null
      ? [
          {
            key: 'within',
            label: `Within ${filters.maxDistance} mi`,
            without: (f: DiscoverFilters) => ({ ...f, maxDistance: null }),
          },
        ]
      : []),
    ...(filters.age !== null
      ? [
          {
            key: 'age',
            label: `Age ${filters.age}`,
            without: (f: DiscoverFilters) => ({ ...f, age: null }),
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
};

/** The filters in force, each removable, and 'Clear filters'. Nothing when there are none. */
export function FilterChips({ filters, fromPreferences, hasLocation, onChange }: Props) {
  const labelId = useId();
  const chips = chipsFor(filters, hasLocation);
  // A distance waits for a location: say so, so the preference is not silently ignored.
  const waitingDistance = !hasLocation && filters.maxDistance !== null;
  if (chips.length === 0 && !waitingDistance) return null;
  return (
    <div role="group" aria-labelledby={labelId} className="mt-3 flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-semibold text-muted">
        {fromPreferences ? 'From your preferences:' : 'Filters:'}
      </span>
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={`Remove filter: ${chip.label}`}
              onClick={() => onChange(chip.without(filters))}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-primary/30 bg-primary-tint py-1 pr-2 pl-3 text-sm font-semibold text-primary-hover hover:border-primary hover:bg-primary-soft"
            >
              {chip.label}
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" className="min-h-9 text-sm" onClick={() => onChange(NO_FILTERS)}>
        Clear filters
      </Button>
      {waitingDistance && (
        <p className="w-full text-sm text-muted">
          Share your location to see only activities within {filters.maxDistance} mi.
        </p>
      )}
    </div>
  );
}
