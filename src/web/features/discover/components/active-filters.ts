import type { DiscoverFilters } from '../../../../shared/preference-filters';
import {
  agesLabel,
  dateLabel,
  priceLabel,
  type QuickFilters,
} from '../../../../shared/quick-filters';

/** A filter in force, in the parent's words, and how to take it off. */
export type FilterChip = { key: string; label: string; remove: () => void };

/**
 * One chip per preference filter that changes the results ('Within 10 mi' only once a location
 * is known). The preferred types step aside while a quick category stands in for them.
 */
export function preferenceChips(
  filters: DiscoverFilters,
  { hasLocation, typesSetAside }: { hasLocation: boolean; typesSetAside: boolean },
  onChange: (filters: DiscoverFilters) => void,
): FilterChip[] {
  const drop = <T>(list: T[], value: T) => list.filter((v) => v !== value);
  const chip = (key: string, label: string, without: DiscoverFilters): FilterChip => ({
    key,
    label,
    remove: () => onChange(without),
  });
  const f = filters;
  return [
    ...(typesSetAside
      ? []
      : f.types.map((type) => chip(`type:${type}`, type, { ...f, types: drop(f.types, type) }))),
    ...f.days.map((day) => chip(`day:${day}`, day, { ...f, days: drop(f.days, day) })),
    ...f.times.map((time) => chip(`time:${time}`, time, { ...f, times: drop(f.times, time) })),
    ...(hasLocation && f.maxDistance !== null
      ? [chip('within', `Within ${f.maxDistance} mi`, { ...f, maxDistance: null })]
      : []),
    ...(f.age !== null ? [chip('age', `Age ${f.age}`, { ...f, age: null })] : []),
  ];
}

/** The quick filters in force ('Ages fit my kids' only when the parent has kids). */
export function quickChips(
  quick: QuickFilters,
  kidsAges: number[],
  onChange: (quick: Partial<QuickFilters>) => void,
): FilterChip[] {
  const ages = agesLabel(quick.ages, kidsAges);
  const chips: FilterChip[] = [];
  if (quick.when !== null) {
    chips.push({
      key: 'when',
      label: dateLabel(quick.when),
      remove: () => onChange({ when: null }),
    });
  }
  if (quick.category !== null) {
    const remove = () => onChange({ category: null });
    chips.push({ key: 'category', label: quick.category, remove });
  }
  if (quick.price !== null) {
    const remove = () => onChange({ price: null });
    chips.push({ key: 'price', label: priceLabel(quick.price), remove });
  }
  if (ages !== null) {
    // Off sticks for a parent with kids; otherwise back to the default (no filter).
    const remove = () => onChange({ ages: kidsAges.length > 0 ? 'any' : 'kids' });
    chips.push({ key: 'ages', label: ages, remove });
  }
  return chips;
}
