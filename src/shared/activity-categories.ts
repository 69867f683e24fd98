/** The spec's activity categories (part 1, section 9), in its order. `type` holds one of these. */
export const ACTIVITY_CATEGORIES = [
  'Art & Crafts',
  'Sports',
  'Music',
  'Dance',
  'Coding',
  'Science',
  'Language',
  'Cooking',
  'Nature',
  'Swimming',
] as const;

export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/** URL-safe names, used for the bundled illustrations and in links. */
export const CATEGORY_SLUGS: Record<ActivityCategory, string> = {
  'Art & Crafts': 'art-crafts',
  Sports: 'sports',
  Music: 'music',
  Dance: 'dance',
  Coding: 'coding',
  Science: 'science',
  Language: 'language',
  Cooking: 'cooking',
  Nature: 'nature',
  Swimming: 'swimming',
};

/** Each category ships two local illustrations, so pages look right with no internet. */
export const CATEGORY_IMAGE_VARIANTS = 2;

export function categoryImageUrl(category: ActivityCategory, variant = 1): string {
  const n = ((Math.max(1, Math.floor(variant)) - 1) % CATEGORY_IMAGE_VARIANTS) + 1;
  return `/images/activities/${CATEGORY_SLUGS[category]}-${n}.svg`;
}

export function isActivityCategory(value: string): value is ActivityCategory {
  return (ACTIVITY_CATEGORIES as readonly string[]).includes(value);
}
