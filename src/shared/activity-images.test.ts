import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_CATEGORIES } from './activity-categories';
import { ACTIVITY_IMAGES, activityImageUrl, type ActivityImageKind } from './activity-images';

const PUBLIC = path.resolve(import.meta.dirname, '../web/public');
const kinds = Object.keys(ACTIVITY_IMAGES) as ActivityImageKind[];

describe('activity illustrations', () => {
  it('maps each kind to its own local SVG file, small enough for a card', () => {
    const urls = kinds.map(activityImageUrl);
    expect(new Set(urls).size).toBe(kinds.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/images\/activities\/[a-z-]+(-\d)?\.svg$/);
      const file = path.join(PUBLIC, url);
      expect(statSync(file).size).toBeLessThan(2048);
      // Nothing in it reaches outside the app (no external images or fonts).
      expect(readFileSync(file, 'utf8')).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });

  it('shows climbing and martial arts as themselves, not as a ball game', () => {
    expect(activityImageUrl('climbing')).toBe('/images/activities/climbing.svg');
    expect(activityImageUrl('martial-arts')).toBe('/images/activities/martial-arts.svg');
    expect(activityImageUrl('basketball')).toBe('/images/activities/sports-2.svg');
  });

  it('has at least one illustration for every category', () => {
    const covered = new Set(Object.values(ACTIVITY_IMAGES).map((image) => image.category));
    expect([...covered].sort()).toEqual([...ACTIVITY_CATEGORIES].sort());
  });
});
