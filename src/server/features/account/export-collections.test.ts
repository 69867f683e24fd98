import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { createActivity, signedInParent } from '../../../../tests/factories';
import { activityListItems, activityLists, favorites } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

describe("the parent's favourites and lists", () => {
  it('are in the export and go with the account', async () => {
    const parent = await signedInParent(t);
    const other = await signedInParent(t);
    const camp = await createActivity(t.db, { title: 'Camp' });
    const api = t.api(parent).collections;
    await api.favorites[':activityId'].$put({ param: { activityId: String(camp.id) } });
    await t.api(other).collections.favorites[':activityId'].$put({
      param: { activityId: String(camp.id) },
    });
    const list = await expectJson(
      await api.lists.$post({ json: { name: 'Summer', description: 'July', activityId: camp.id } }),
      201,
    );
    await api.lists[':id'].$patch({ param: { id: list.id }, json: { isShared: true } });

    const exported = await expectJson(await t.api(parent).account.export.$get(), 200);
    expect(exported.favorites).toEqual([
      { activityId: camp.id, title: 'Camp', addedDate: expect.any(String) },
    ]);
    expect(exported.lists).toEqual([
      {
        id: list.id,
        name: 'Summer',
        description: 'July',
        isShared: true,
        createdDate: expect.any(String),
        updatedDate: expect.any(String),
        activities: [{ activityId: camp.id, title: 'Camp', addedDate: expect.any(String) }],
      },
    ]);
    expect(JSON.stringify(exported)).not.toContain('shareToken');

    const res = await t.request('/api/account/delete', {
      json: { confirmEmail: parent.email },
      cookie: parent.cookie,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, parent.userId))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(activityLists).where(eq(activityLists.userId, parent.userId)),
    ).toEqual([]);
    expect(
      await t.db.select().from(activityListItems).where(eq(activityListItems.listId, list.id)),
    ).toEqual([]);
    // The other parent's favourite of the same activity stays.
    expect(
      await t.db.select().from(favorites).where(eq(favorites.userId, other.userId)),
    ).toHaveLength(1);
  });
});
