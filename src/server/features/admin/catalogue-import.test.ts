import fs from 'node:fs';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueImportSchema, formatImportIssue } from '../../../shared/schemas/catalogue-import';
import { providers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { activityRowsOf, catalogueFile, setSpotsLeft } from './catalogue-file.fixture';
import { importCatalogue } from './catalogue-import.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const parse = (file: unknown) => CatalogueImportSchema.parse(file);
const rowsOf = (slug: string) => activityRowsOf(t.db, slug);

describe('importCatalogue', () => {
  it('imports the documented sample file', async () => {
    const sample: unknown = JSON.parse(
      fs.readFileSync('docs/examples/catalogue.sample.json', 'utf8'),
    );
    const result = await importCatalogue(t.db, parse(sample));
    expect(result).toEqual({
      providers: { created: 2, updated: 0 },
      activities: { created: 3, updated: 0 },
    });
  });

  it('creates, then updates on re-import instead of duplicating', async () => {
    const file = catalogueFile('reimport');
    expect(await importCatalogue(t.db, parse(file))).toEqual({
      providers: { created: 1, updated: 0 },
      activities: { created: 3, updated: 0 },
    });
    const [first] = await rowsOf('reimport');
    expect(first).toMatchObject({ imageUrl: '/images/activities/music-1.svg', spotsLeft: 10 });

    const changed = {
      ...file,
      activities: file.activities.map((a) => ({ ...a, title: `${a.title}!` })),
    };
    expect(await importCatalogue(t.db, parse(changed))).toEqual({
      providers: { created: 0, updated: 1 },
      activities: { created: 0, updated: 3 },
    });
    const rows = await rowsOf('reimport');
    expect(rows.map((r) => r.title)).toEqual(['Class 1!', 'Class 2!', 'Class 3!']);
  });

  it('keeps seats already booked when a re-import changes capacity', async () => {
    const file = catalogueFile('booked', 1);
    await importCatalogue(t.db, parse(file));
    await setSpotsLeft(t.db, 'booked', 'R-1', 7);
    const bigger = { ...file, activities: [{ ...file.activities[0], capacity: 12 }] };
    await importCatalogue(t.db, parse(bigger));
    expect((await rowsOf('booked'))[0]).toMatchObject({ capacity: 12, spotsLeft: 9 });
  });

  it('rolls everything back when the database refuses a row that passed the file checks', async () => {
    const file = catalogueFile('refused', 2);
    await importCatalogue(t.db, parse(file));
    // 8 of 10 seats booked; the new file cuts capacity to 5, below what is booked.
    await setSpotsLeft(t.db, 'refused', 'R-2', 2);

    const next = {
      providers: [
        ...file.providers.map((p) => ({ ...p, name: 'Renamed' })),
        { slug: 'refused-new', name: 'New' },
      ],
      activities: [
        { ...file.activities[0], provider: 'refused-new', ref: 'NEW-1' },
        { ...file.activities[0], title: 'Changed title' },
        { ...file.activities[1], capacity: 5 },
      ],
    };
    await expect(importCatalogue(t.db, parse(next))).rejects.toMatchObject({
      status: 409,
      code: 'import_rejected',
      message: expect.stringMatching(
        /^activities\[2\] \(row 3\): capacity is below the seats already booked/,
      ),
    });

    const names = await t.db
      .select({ slug: providers.slug, name: providers.name })
      .from(providers)
      .where(inArray(providers.slug, ['refused', 'refused-new']));
    expect(names).toEqual([{ slug: 'refused', name: 'Provider refused' }]);
    expect((await rowsOf('refused')).map((r) => [r.title, r.capacity, r.spotsLeft])).toEqual([
      ['Class 1', 10, 10],
      ['Class 2', 10, 2],
    ]);
  });

  it('rolls back when the database cannot store a value (a NUL character)', async () => {
    const good = catalogueFile('nul-char', 2);
    const file = {
      ...good,
      activities: good.activities.map((a, i) =>
        i === 1 ? { ...a, title: 'Bad \u0000 title' } : a,
      ),
    };
    await expect(importCatalogue(t.db, parse(file))).rejects.toMatchObject({
      code: 'import_rejected',
    });
    expect(await rowsOf('nul-char')).toEqual([]);
  });
});

describe('catalogue file checks', () => {
  it('names every bad row, 1-based, in one pass', () => {
    const file = catalogueFile('bad', 4) as {
      providers: unknown[];
      activities: Record<string, unknown>[];
    };
    file.activities[1] = { ...file.activities[1], date: '2027-02-30', price: 10 };
    file.activities[2] = { ...file.activities[2], provider: 'nobody', endTime: '09:00' };
    file.activities[3] = { ...file.activities[3], ref: 'R-1', capacity: 2, spotsLeft: 3 };
    const result = CatalogueImportSchema.safeParse(file);
    const lines = result.error?.issues.map(formatImportIssue).sort();
    expect(lines).toEqual([
      'activities[1] (row 2): Unrecognized key: "price"',
      'activities[1] (row 2): date: must be a real date as YYYY-MM-DD',
      'activities[2] (row 3): endTime: must be after startTime',
      'activities[2] (row 3): provider: "nobody" is not listed under providers',
      'activities[3] (row 4): ref: duplicate ref "R-1" for provider "bad"',
      'activities[3] (row 4): spotsLeft: cannot exceed capacity',
    ]);
  });
});
