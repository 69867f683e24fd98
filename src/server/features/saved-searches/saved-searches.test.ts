import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../../tests/accounts';
import { createKid, signedInParent, type Parent } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { SAVED_SEARCHES_FULL_MESSAGE, SAVED_SEARCHES_MAX } from '../../../shared/saved-searches';
import type { SavedSearch, SavedSearchInput } from '../../../shared/schemas/saved-search';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const swimming: SavedSearchInput = {
  source: 'discover',
  query: { type: ['Swimming'], age: '6' },
  label: 'Swimming · Age 6',
  link: '/activities?tab=list&type=Swimming&age=6',
};

async function save(p: Parent, input: SavedSearchInput) {
  return t.request('/api/saved-searches', { cookie: p.cookie, json: input });
}

async function savedOf(p: Parent) {
  const res = await t.request('/api/saved-searches', { cookie: p.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: SavedSearch[] }).items;
}

describe('saved searches', () => {
  it('saves a Discover search once, lists it to its parent only, and removes it', async () => {
    const p = await signedInParent(t);
    const other = await signedInParent(t);
    const first = await save(p, swimming);
    expect(first.status).toBe(201);
    const saved = (await first.json()) as SavedSearch;
    expect(saved).toMatchObject({
      source: 'discover',
      label: 'Swimming · Age 6',
      notifiedOn: null,
    });

    // The same search, its values in another order and with a page size, is the one saved.
    const again = await save(p, {
      ...swimming,
      query: { age: '6', limit: '20', type: 'Swimming' },
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as SavedSearch).id).toBe(saved.id);
    expect(await savedOf(p)).toEqual([saved]);

    expect(await savedOf(other)).toEqual([]);
    const stranger = await t.request(`/api/saved-searches/${saved.id}`, {
      method: 'DELETE',
      cookie: other.cookie,
    });
    await expectError(stranger, 404, 'not_found', 'Saved search not found');
    expect(await savedOf(p)).toHaveLength(1);

    const removed = await t.request(`/api/saved-searches/${saved.id}`, {
      method: 'DELETE',
      cookie: p.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await savedOf(p)).toEqual([]);
    const twice = await t.request(`/api/saved-searches/${saved.id}`, {
      method: 'DELETE',
      cookie: p.cookie,
    });
    expect(twice.status).toBe(404);
  });

  it('says what is wrong with a search it cannot save, and saves nothing', async () => {
    const p = await signedInParent(t);
    const badAge = await save(p, { ...swimming, query: { age: 'six' } });
    const body = (await badAge.json()) as { error: { code: string; details: unknown[] } };
    expect(badAge.status).toBe(400);
    expect(body.error.details).toContainEqual({
      path: 'query.age',
      message: 'Age must be a whole number',
    });
    const elsewhere = await save(p, { ...swimming, link: 'https://example.com/activities' });
    expect(elsewhere.status).toBe(400);
    const emptyRequest = await save(p, {
      source: 'finder',
      query: { q: '  ' },
      label: 'Anything',
      link: '/boredom-bot',
    });
    expect(emptyRequest.status).toBe(400);
    const strangersKid = await createKid(t, await signedInParent(t));
    const notMine = await save(p, {
      source: 'finder',
      query: { q: 'swim on saturday', kidIds: [strangersKid.id] },
      label: '“swim on saturday”',
      link: '/boredom-bot?prompt=swim+on+saturday',
    });
    await expectError(notMine, 404, 'kid_not_found', 'Child not found');
    expect(await savedOf(p)).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches per parent`, async () => {
    const p = await signedInParent(t);
    for (let age = 0; age < SAVED_SEARCHES_MAX; age++) {
      const res = await save(p, { ...swimming, query: { age: String(age) } });
      expect(res.status).toBe(201);
    }
    const full = await save(p, { ...swimming, query: { age: '21' } });
    await expectError(full, 409, 'saved_searches_full', SAVED_SEARCHES_FULL_MESSAGE);
    expect(await savedOf(p)).toHaveLength(SAVED_SEARCHES_MAX);
  });
});
