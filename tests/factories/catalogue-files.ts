import type { CatalogueImportInput } from '../../src/shared/schemas/catalogue-import';

/** Catalogue files to import. Each test passes its own slug so tests stay independent. */

/** A valid file for one provider with `rows` activities. */
export function catalogueFile(slug: string, rows = 3) {
  return {
    providers: [{ slug, name: `Provider ${slug}` }],
    activities: Array.from({ length: rows }, (_, i) => ({
      provider: slug,
      ref: `R-${i + 1}`,
      title: `Class ${i + 1}`,
      type: 'Music' as const,
      tags: ['music', 'indoor'],
      location: { name: 'Hall', address: '1 Main Street, Toronto', lat: 43.65, lng: -79.38 },
      priceCents: 1500,
      date: `2027-03-0${i + 1}`,
      startTime: '10:00',
      endTime: '11:00',
      ageMin: 4,
      ageMax: 8,
      capacity: 10,
    })),
  } satisfies CatalogueImportInput;
}
