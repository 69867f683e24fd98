import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { catalogueFile } from './catalogue-file.fixture';

/** A provider's sibling discount in the catalogue file (docs/catalogue-import.md). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = { authorization: 'Bearer test-admin-secret' };

function importFile(file: unknown) {
  return t.request('/api/admin/catalogue/import', { json: file, headers: admin });
}

/** The sibling discount the activity API states for the provider's first activity. */
async function statedDiscount(title: string) {
  const res = await t.request(`/api/activities?q=${encodeURIComponent(title)}&limit=5`);
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as {
    items: { title: string; provider: { siblingDiscountPercent: number | null } }[];
  };
  const activity = items.find((a) => a.title === title);
  if (!activity) throw new Error(`${title} not found`);
  return activity.provider.siblingDiscountPercent;
}

function withDiscount(slug: string, siblingDiscountPercent: unknown) {
  const file = catalogueFile(slug, 1);
  return {
    providers: file.providers.map((p) => ({ ...p, siblingDiscountPercent })),
    activities: file.activities.map((a) => ({ ...a, title: `Drums ${slug}` })),
  };
}

describe('a provider sibling discount in a catalogue import', () => {
  it('is stored and stated on its activities; importing it again without one removes it', async () => {
    expect((await importFile(withDiscount('discount-drums', 15))).status).toBe(200);
    expect(await statedDiscount('Drums discount-drums')).toBe(15);

    const without = withDiscount('discount-drums', undefined);
    expect((await importFile(without)).status).toBe(200);
    expect(await statedDiscount('Drums discount-drums')).toBeNull();
  });

  it.each([
    [0, 'zero'],
    [91, 'over-90'],
    [12.5, 'a-fraction'],
    ['10', 'text'],
  ])('refuses %j with a message naming the field, and writes nothing', async (value, slug) => {
    const res = await importFile(withDiscount(`discount-${slug}`, value));
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { code: string; message: string; details: { path: string; message: string }[] };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toContainEqual({
      path: 'providers.0.siblingDiscountPercent',
      message: 'must be a whole percent from 1 to 90, e.g. 10',
    });
    const search = await t.request(
      `/api/activities?q=${encodeURIComponent(`Drums discount-${slug}`)}`,
    );
    expect(((await search.json()) as { items: unknown[] }).items).toEqual([]);
  });
});
