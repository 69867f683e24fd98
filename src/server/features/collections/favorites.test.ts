import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { createActivity, signedInParent, type Parent } from '../../../../tests/factories';
import { expectError } from './collections.test-helpers';

let t: TestApp;
let parent: Parent;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { onDisk: true });
  parent = await signedInParent(t);
});
afterAll(() => t.close());

const favorites = async (p: Parent) =>
  (await expectJson(await t.api(p).collections.favorites.$get(), 200)).items;
const put = (p: Parent, activityId: number | string) =>
  t.api(p).collections.favorites[':activityId'].$put({ param: { activityId: String(activityId) } });
const del = (p: Parent, activityId: number | string) =>
  t
    .api(p)
    .collections.favorites[':activityId'].$delete({ param: { activityId: String(activityId) } });

describe('favourites', () => {
  it('toggles on and off, newest first, and a second add changes nothing', async () => {
    const first = await createActivity(t.db, { title: 'Pottery' });
    const second = await createActivity(t.db, { title: 'Swim' });
    const saved = await expectJson(await put(parent, first.id), 200);
    expect(saved).toMatchObject({ activityId: first.id, activity: { title: 'Pottery' } });
    await expectJson(await put(parent, second.id), 200);
    const again = await expectJson(await put(parent, first.id), 200);
    expect(again.id).toBe(saved.id);
    expect((await favorites(parent)).map((f) => f.activity.title)).toEqual(['Swim', 'Pottery']);

    expect((await del(parent, second.id)).status).toBe(204);
    expect((await del(parent, second.id)).status).toBe(204);
    expect((await favorites(parent)).map((f) => f.activity.title)).toEqual(['Pottery']);
  });

  it('keeps the favourite of an activity that has passed', async () => {
    const past = await createActivity(t.db, { title: 'Last week', inDays: -7 });
    await expectJson(await put(parent, past.id), 200);
    const titles = (await favorites(parent)).map((f) => f.activity.title);
    expect(titles).toContain('Last week');
  });

  it('racing adds of one activity leave one favourite', async () => {
    const other = await signedInParent(t);
    const a = await createActivity(t.db, { title: 'Race' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => put(other, a.id)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await favorites(other)).toHaveLength(1);
  });

  it('an unknown or malformed activity is not found; signed out is 401', async () => {
    await expectError(await put(parent, 999_999), 404, 'activity_not_found', 'Activity not found');
    await expectError(await put(parent, 'abc'), 404, 'activity_not_found', 'Activity not found');
    await expectError(
      await t.api().collections.favorites.$get(),
      401,
      'unauthorized',
      'User not authenticated',
    );
  });

  it("are the parent's own and survive a restart", async () => {
    const stranger = await signedInParent(t);
    expect(await favorites(stranger)).toEqual([]);
    const before = await favorites(parent);
    await t.restart();
    expect(await favorites(parent)).toEqual(before);
  });
});
