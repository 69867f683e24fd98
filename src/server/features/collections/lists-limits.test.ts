import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { createActivity, signedInParent } from '../../../../tests/factories';
import { activityListItems, activityLists } from '../../db/schema';
import {
  ITEMS_PER_LIST_MAX,
  LIST_FULL,
  LISTS_PER_PARENT_MAX,
  TOO_MANY_LISTS,
} from '../../../shared/collection-rules';
import { addItem, createList, expectError } from './collections.test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

describe('limits', () => {
  it(`a parent keeps at most ${LISTS_PER_PARENT_MAX} lists, also when creates race`, async () => {
    const parent = await signedInParent(t);
    await t.db.insert(activityLists).values(
      Array.from({ length: LISTS_PER_PARENT_MAX - 2 }, (_, i) => ({
        userId: parent.userId,
        name: `List ${i}`,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        t.request('/api/collections/lists', { json: { name: `Race ${i}` }, cookie: parent.cookie }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    const refused = answers.find((r) => r.status === 409);
    if (refused) await expectError(refused, 409, 'limit_reached', TOO_MANY_LISTS);
    const rows = await t.db
      .select()
      .from(activityLists)
      .where(eq(activityLists.userId, parent.userId));
    expect(rows).toHaveLength(LISTS_PER_PARENT_MAX);
  });

  it(`a list holds at most ${ITEMS_PER_LIST_MAX} activities`, async () => {
    const parent = await signedInParent(t);
    const list = await createList(t, parent, { name: 'Full' });
    const ids: number[] = [];
    for (let i = 0; i <= ITEMS_PER_LIST_MAX; i++) ids.push((await createActivity(t.db)).id);
    await t.db
      .insert(activityListItems)
      .values(
        ids.slice(0, ITEMS_PER_LIST_MAX).map((activityId) => ({ listId: list.id, activityId })),
      );
    await expectError(
      await addItem(t, parent, list.id, ids[ITEMS_PER_LIST_MAX] ?? 0),
      409,
      'limit_reached',
      LIST_FULL,
    );
    // Adding one that is already there is still fine.
    expect((await addItem(t, parent, list.id, ids[0] ?? 0)).status).toBe(200);
  });
});
