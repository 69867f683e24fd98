import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_CATEGORIES } from '../../../shared/activity-categories';
import { addDays, isWeekend, weekdayOf } from '../../../shared/iso-date';
import { FINDER_TAGS } from './demo-data/finder-tags';
import { DEMO_PROVIDERS } from './demo-data/providers';
import { ACTIVE_TEMPLATES } from './demo-data/templates-active';
import { CREATIVE_TEMPLATES } from './demo-data/templates-creative';
import {
  DEMO_RADIUS_KM,
  demoDayGenerator,
  demoProviders,
  type DemoActivity,
} from './demo-generator';
import { demoWeekGenerator } from './demo-programs';

const city = { name: 'Toronto', lat: 43.6532, lng: -79.3832 };

const SERVED_IMAGES = readdirSync(
  fileURLToPath(new URL('../../../web/public/images/activities', import.meta.url)),
).map((file) => `/images/activities/${file}`);

function generateRange(start: string, days: number): DemoActivity[] {
  const generate = demoDayGenerator(city);
  return Array.from({ length: days + 1 }, (_, i) => generate(addDays(start, i))).flat();
}

function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('demo generator', () => {
  it('gives the same activities for the same date, from any generator instance', () => {
    expect(demoDayGenerator(city)('2026-11-23')).toEqual(demoDayGenerator(city)('2026-11-23'));
    expect(demoDayGenerator(city)('2026-11-23')).not.toEqual(demoDayGenerator(city)('2026-11-24'));
  });

  it('names refs by date and position', () => {
    const day = demoDayGenerator(city)('2026-11-23');
    expect(day.map((a) => a.externalRef)).toEqual(day.map((_, i) => `demo:2026-11-23:${i}`));
  });

  it('only lets a template name providers of its own category', () => {
    const templates = { ...CREATIVE_TEMPLATES, ...ACTIVE_TEMPLATES };
    for (const category of ACTIVITY_CATEGORIES) {
      for (const template of templates[category]) {
        for (const slug of template.by ?? []) {
          expect(DEMO_PROVIDERS.find((p) => p.slug === slug)?.category).toBe(category);
        }
      }
    }
  });

  it('gives a few providers a sibling discount of 10% or 15%, and each runs paid activities every week', () => {
    const discounting = demoProviders().filter((p) => p.siblingDiscountPercent !== null);
    expect(discounting.length).toBeGreaterThanOrEqual(2);
    expect(discounting.length).toBeLessThanOrEqual(3);
    for (const provider of discounting) {
      expect([10, 15]).toContain(provider.siblingDiscountPercent);
      const week = generateRange('2026-06-17', 6).filter((a) => a.providerSlug === provider.slug);
      expect(week.some((a) => a.priceCents > 0)).toBe(true);
    }
  });

  // Several windows, because the catalogue's window rolls with the real date.
  it.each(['2026-01-01', '2026-06-17', '2027-03-05', '2028-02-26'])(
    'keeps every rule over 61 days from %s',
    (start) => {
      const all = generateRange(start, 60);
      expect(all.length).toBeGreaterThanOrEqual(300);
      expect(new Set(all.map((a) => a.type))).toEqual(new Set(ACTIVITY_CATEGORIES));
      const tags = new Set(all.flatMap((a) => a.tags));
      for (const tag of FINDER_TAGS) expect(tags, tag).toContain(tag);
      expect(all.some((a) => a.priceCents === 0)).toBe(true);
      expect(all.some((a) => isWeekend(a.date))).toBe(true);
      expect(all.some((a) => a.spotsLeft === 0)).toBe(true);
      expect(all.some((a) => a.ageMax > 12)).toBe(true);

      for (const a of all) {
        expect(a.tags).toContain(a.type);
        const lower = a.tags.map((t) => t.toLowerCase());
        expect(new Set(lower).size, `duplicate tags in ${a.tags.join(', ')}`).toBe(lower.length);
        expect(a.startTime >= '08:00' && a.startTime <= '18:00', a.startTime).toBe(true);
        expect(a.startTime).toMatch(/^\d\d:(00|30)$/);
        expect(a.endTime > a.startTime).toBe(true);
        expect(a.priceCents % 50).toBe(0);
        expect(a.priceCents === 0 || (a.priceCents >= 1000 && a.priceCents <= 7500)).toBe(true);
        expect(a.ageMin).toBeGreaterThanOrEqual(0);
        expect(a.ageMax).toBeLessThanOrEqual(16);
        expect(a.ageMin).toBeLessThanOrEqual(a.ageMax);
        expect(a.capacity).toBeGreaterThanOrEqual(6);
        expect(a.capacity).toBeLessThanOrEqual(30);
        expect(a.spotsLeft).toBeGreaterThanOrEqual(0);
        expect(a.spotsLeft).toBeLessThanOrEqual(a.capacity);
        expect(a.address).toMatch(/^\d+ .+, Toronto$/);
        expect(km(city, a)).toBeLessThanOrEqual(DEMO_RADIUS_KM + 0.01);
        // A local illustration the web app serves.
        expect(SERVED_IMAGES).toContain(a.imageUrl);
      }
    },
  );
});

describe('demo programs', () => {
  const generateWeek = demoWeekGenerator(city);
  const weeks = (from: string, count: number) =>
    Array.from({ length: count }, (_, i) => generateWeek(addDays(from, 7 * i))).flat();

  it('gives the same programs for the same week, with refs by week and position', () => {
    expect(demoWeekGenerator(city)('2026-11-30')).toEqual(generateWeek('2026-11-30'));
    const week = generateWeek('2026-11-30');
    expect(week.map((p) => p.externalRef)).toEqual(
      week.map((_, i) => `demo:program:2026-11-30:${i}`),
    );
  });

  it('runs terms of 6 to 10 weekly classes at one time, skipping the winter break', () => {
    const terms = weeks('2026-11-02', 8).filter((p) => p.bookingMode === 'term');
    expect(terms.length).toBeGreaterThanOrEqual(20);
    for (const term of terms) {
      expect(term.sessions.length).toBeGreaterThanOrEqual(6);
      expect(term.sessions.length).toBeLessThanOrEqual(10);
      expect(new Set(term.sessions.map((s) => weekdayOf(s.date))).size).toBe(1);
      expect(new Set(term.sessions.map((s) => s.startTime))).toEqual(new Set([term.startTime]));
      expect(term.sessions[0]?.date).toBe(term.date);
      for (const s of term.sessions)
        expect(s.date < '2026-12-21' || s.date > '2027-01-01').toBe(true);
      expect(term.priceCents).toBeGreaterThanOrEqual(12_000);
      expect(term.priceCents).toBeLessThanOrEqual(26_000);
      if (term.dropInPriceCents !== null) {
        expect(term.dropInPriceCents * term.sessions.length).toBeGreaterThan(term.priceCents);
      }
    }
  });

  it('runs camp weeks in the winter and March breaks, and PA-day camps', () => {
    const winter = weeks('2026-12-21', 2).filter((p) => p.bookingMode === 'camp_week');
    expect(winter.map((p) => p.sessions.map((s) => s.date).join(' '))).toContain(
      '2026-12-21 2026-12-22 2026-12-23 2026-12-24',
    );
    for (const camp of winter) {
      expect(camp.title).toMatch(/^Winter Break /);
      expect(camp.tags).toEqual(expect.arrayContaining(['camp', 'holiday', 'school break']));
      expect(camp.sessions.map((s) => s.date)).not.toContain('2026-12-25');
    }
    const march = generateWeek('2027-03-15').filter((p) => p.bookingMode === 'camp_week');
    expect(march.length).toBeGreaterThanOrEqual(2);
    for (const camp of march) {
      expect(camp.sessions).toHaveLength(5);
      expect(camp.priceCents).toBeGreaterThanOrEqual(25_000);
      expect(camp.priceCents).toBeLessThanOrEqual(45_000);
    }
    // The second Friday of November 2026.
    const paDay = generateWeek('2026-11-09').filter((p) => p.title.startsWith('PA Day '));
    expect(paDay.map((p) => p.sessions.map((s) => s.date))).toEqual([
      ['2026-11-13'],
      ['2026-11-13'],
    ]);
    expect(paDay.every((p) => p.tags.includes('pa day'))).toBe(true);
  });

  it('keeps programs within the rules day activities follow', () => {
    for (const p of weeks('2026-11-30', 9)) {
      const provider = DEMO_PROVIDERS.find((d) => d.slug === p.providerSlug);
      expect(provider?.category).toBe(p.type);
      expect(p.tags).toContain(p.type);
      expect(p.startTime >= '08:00' && p.endTime > p.startTime).toBe(true);
      expect(p.priceCents % 500 === 0 || p.bookingMode === 'drop_in').toBe(true);
      expect(p.capacity).toBeGreaterThanOrEqual(6);
      expect(p.capacity).toBeLessThanOrEqual(30);
      expect(p.spotsLeft).toBeLessThanOrEqual(p.capacity);
      expect(SERVED_IMAGES).toContain(p.imageUrl);
      expect(km(city, p)).toBeLessThanOrEqual(DEMO_RADIUS_KM + 0.01);
    }
  });
});
