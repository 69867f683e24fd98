import type { ActivityCategory } from './activity-categories';

/**
 * The bundled illustrations (src/web/public/images/activities), one per kind of activity, each
 * with the category it belongs to. An activity shows what it is: a climbing session shows a
 * climbing wall, not its category's basketball. Local SVG files, no external images.
 */
export const ACTIVITY_IMAGES = {
  painting: { file: 'art-crafts-1', category: 'Art & Crafts' },
  crafts: { file: 'art-crafts-2', category: 'Art & Crafts' },
  'music-notes': { file: 'music-1', category: 'Music' },
  instruments: { file: 'music-2', category: 'Music' },
  ballet: { file: 'dance-1', category: 'Dance' },
  'dance-party': { file: 'dance-2', category: 'Dance' },
  'code-screen': { file: 'coding-1', category: 'Coding' },
  robot: { file: 'coding-2', category: 'Coding' },
  experiments: { file: 'science-1', category: 'Science' },
  space: { file: 'science-2', category: 'Science' },
  conversation: { file: 'language-1', category: 'Language' },
  storybook: { file: 'language-2', category: 'Language' },
  'chef-hat': { file: 'cooking-1', category: 'Cooking' },
  baking: { file: 'cooking-2', category: 'Cooking' },
  outdoors: { file: 'nature-1', category: 'Nature' },
  wildlife: { file: 'nature-2', category: 'Nature' },
  'swim-safety': { file: 'swimming-1', category: 'Swimming' },
  'swim-goggles': { file: 'swimming-2', category: 'Swimming' },
  soccer: { file: 'sports-1', category: 'Sports' },
  basketball: { file: 'sports-2', category: 'Sports' },
  climbing: { file: 'climbing', category: 'Sports' },
  'martial-arts': { file: 'martial-arts', category: 'Sports' },
} as const satisfies Record<string, { file: string; category: ActivityCategory }>;

export type ActivityImageKind = keyof typeof ACTIVITY_IMAGES;

/** The illustration's URL, served by the web app (cached with the other static files). */
export function activityImageUrl(kind: ActivityImageKind): string {
  return `/images/activities/${ACTIVITY_IMAGES[kind].file}.svg`;
}
