import { describe, expect, it } from 'vitest';
import { ACTIVITY_IMAGES } from '../../../shared/activity-images';
import { ACTIVE_TEMPLATES } from './demo-data/templates-active';
import { CREATIVE_TEMPLATES } from './demo-data/templates-creative';

const templates = Object.entries({ ...CREATIVE_TEMPLATES, ...ACTIVE_TEMPLATES }).flatMap(
  ([category, list]) => list.map((t) => ({ category, title: t.title, image: t.image })),
);
const imageOf = (title: string) => templates.find((t) => t.title === title)?.image;

describe('demo catalogue illustrations', () => {
  it('shows each demo activity an illustration of its own category', () => {
    for (const t of templates) expect(ACTIVITY_IMAGES[t.image].category, t.title).toBe(t.category);
  });

  it('matches what the activity is', () => {
    expect(imageOf('Teen Climbing Club')).toBe('climbing');
    expect(imageOf('Little Ninjas Karate')).toBe('martial-arts');
    expect(imageOf('Basketball Fundamentals')).toBe('basketball');
    expect(imageOf('Junior Soccer Skills')).toBe('soccer');
    expect(imageOf('Storytime & Rhymes')).toBe('storybook');
  });
});
