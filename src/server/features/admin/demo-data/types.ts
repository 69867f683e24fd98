import type { ActivityCategory } from '../../../../shared/activity-categories';
import type { ActivityImageKind } from '../../../../shared/activity-images';

export type DemoProvider = {
  slug: string;
  name: string;
  category: ActivityCategory;
  description: string;
  /** The provider's own studio, pool or classroom, where its indoor activities happen. */
  venue: string;
  /** Percent off each child after the first in one booking; unset for none. */
  siblingDiscountPercent?: number;
};

/**
 * When a template runs: weekday mornings (toddler classes), after school, weekends, either
 * (after school on weekdays), or a full-day camp on a weekday.
 */
export type DemoSlot = 'weekday' | 'afterSchool' | 'weekend' | 'any' | 'camp';

export type DemoTemplate = {
  title: string;
  /** Provider slugs that run it (a ballet class belongs to the ballet school); unset → any of the category's. */
  by?: string[];
  description: string;
  /** Descriptive tags on top of the category's own (finder keywords such as 'camp', 'party'). */
  tags: string[];
  ages: [number, number];
  minutes: number;
  /** Dollars per child, [min, max]; [0, 0] is free. */
  price: [number, number];
  /** Outdoor activities happen in a city park; indoor ones at the provider's venue. */
  setting: 'indoor' | 'outdoor';
  slot: DemoSlot;
  capacity?: [number, number];
  /** What the activity is, shown as its illustration (shared/activity-images). */
  image: ActivityImageKind;
  /** Guaranteed to recur (see the generator), so finder keywords always have matches. */
  highlight?: true;
};
