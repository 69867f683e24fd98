import type { ActivityCategory } from './activity-categories';
import type { KID_INTERESTS, PREFERRED_ACTIVITY_TYPES } from './family-options';

/**
 * Which activity categories a kid's interest or a parent's preferred type points to. Used to rank
 * "For You" and by the finders; one place so both read a family the same way.
 */

export const INTEREST_CATEGORIES: Record<(typeof KID_INTERESTS)[number], ActivityCategory[]> = {
  Sports: ['Sports'],
  Music: ['Music'],
  Art: ['Art & Crafts'],
  Science: ['Science'],
  Nature: ['Nature'],
  Reading: ['Language'],
  Swimming: ['Swimming'],
  Dance: ['Dance'],
  Cooking: ['Cooking'],
  Technology: ['Coding'],
  Animals: ['Nature'],
  Crafts: ['Art & Crafts'],
  Theatre: ['Dance', 'Music'],
  Math: ['Coding', 'Science'],
};

export const PREFERRED_TYPE_CATEGORIES: Record<
  (typeof PREFERRED_ACTIVITY_TYPES)[number],
  ActivityCategory[]
> = {
  'Arts & Crafts': ['Art & Crafts'],
  Music: ['Music'],
  Sports: ['Sports'],
  Swimming: ['Swimming'],
  Outdoor: ['Nature'],
  Educational: ['Science', 'Coding', 'Language'],
  Science: ['Science'],
  Coding: ['Coding'],
  Theatre: ['Dance', 'Music'],
  Dance: ['Dance'],
  Cooking: ['Cooking'],
  Animals: ['Nature'],
  Language: ['Language'],
};

/** The distinct categories behind a list of interests or preferred types (unknown words skipped). */
export function categoriesFor(
  words: readonly string[],
  table: Record<string, ActivityCategory[]>,
): ActivityCategory[] {
  return [...new Set(words.flatMap((w) => table[w] ?? []))];
}
