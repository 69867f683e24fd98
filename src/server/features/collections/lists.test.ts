import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { createActivity, signedInParent, type Parent } from '../../../../tests/factories';
import { addItem, createList, expectError, listLists, patchList } from './collections.test-helpers';

let t: TestApp;
let parent: Parent;
let camp: number;
let swim: number;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { onDisk: true });
  parent = await signedInParent(t);
  camp = (await createActivity(t.db, { title: 'Summer Camp' })).id;
  swim = (await createActivity(t.db, { title: 'Swim Lessons' })).id;
});
afterAll(() => t.close());

describe('lists', () => {
  it('are created with a trimmed name, an optional description and their first activity', async () => {
    const list = await createList(t, parent, {
      name: '  Summer camps ',
      description: '  For July ',
      activityId: camp,
    });
    expect(list).toMatchObject({
      name: 'Summer camps',
      description: 'For July',
      isShared: false,
      shareToken: null,
      items: [{ activityId: camp, title: 'Summer Camp' }],
    });
    const bare = await createList(t, parent, { name: 'Rainy Saturdays', description: '' });
    expect(bare).toMatchObject({ description: null, items: [] });
  });

  it('refuse a blank or too long name and a too long description', async () => {
    const post = (json: object) =>
      t.request('/api/collections/lists', { json, cookie: parent.cookie });
    await expectError(
      await post({ name: '   ' }),
      400,
      'validation_failed',
      'Please enter a name for your list',
    );
    await expectError(
      await post({}),
      400,
      'validation_failed',
      'Please enter a name for your list',
    );
    await expectError(
      await post({ name: 'x'.repeat(81) }),
      400,
      'validation_failed',
      'List name can be at most 80 characters',
    );
    await expectError(
      await post({ name: 'ok', description: 'x'.repeat(501) }),
      400,
      'validation_failed',
      'Description can be at most 500 characters',
    );
    await expectError(await post({ name: 'ok', activityId: 999_999 }), 404, 'activity_not_found');
    expect((await listLists(t, parent)).map((l) => l.name)).not.toContain('ok');
  });

  it('add an activity once (also when adds race), remove it, and sort by last edit', async () => {
    const a = await createList(t, parent, { name: 'A' });
    const b = await createList(t, parent, { name: 'B' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => addItem(t, parent, a.id, swim)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const [first] = await listLists(t, parent);
    expect(first).toMatchObject({ id: a.id, items: [{ activityId: swim }] });
    expect(first && first.updatedDate > a.updatedDate).toBe(true);

    await expectJson(await patchList(t, parent, b.id, { description: 'edited' }), 200);
    expect((await listLists(t, parent))[0]?.id).toBe(b.id);

    const removed = await expectJson(
      await t.api(parent).collections.lists[':id'].items[':activityId'].$delete({
        param: { id: a.id, activityId: String(swim) },
      }),
      200,
    );
    expect(removed.items).toEqual([]);
    expect((await listLists(t, parent))[0]?.id).toBe(a.id);
  });

  it('rename, show their activities in full, and delete', async () => {
    const list = await createList(t, parent, { name: 'Old', activityId: camp });
    const renamed = await expectJson(await patchList(t, parent, list.id, { name: 'New' }), 200);
    expect(renamed).toMatchObject({ name: 'New', description: null });
    const full = await expectJson(
      await t.api(parent).collections.lists[':id'].$get({ param: { id: list.id } }),
      200,
    );
    expect(full.activities.map((a) => a.title)).toEqual(['Summer Camp']);
    const del = await t.api(parent).collections.lists[':id'].$delete({ param: { id: list.id } });
    expect(del.status).toBe(204);
    await expectError(
      await t.api(parent).collections.lists[':id'].$get({ param: { id: list.id } }),
      404,
      'not_found',
      'List not found',
    );
  });

  it('keep HTML and script text as the same plain text', async () => {
    const name = '<script>alert(1)</script><b>x</b>';
    const list = await createList(t, parent, { name, description: '<img src=x onerror=alert(1)>' });
    expect(list.name).toBe(name);
    expect(list.description).toBe('<img src=x onerror=alert(1)>');
  });

  it('survive a restart', async () => {
    const before = await listLists(t, parent);
    await t.restart();
    expect(await listLists(t, parent)).toEqual(before);
  });
});
