import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { createActivity, signedInParent, type Parent } from '../../../../tests/factories';
import { profiles } from '../../db/schema';
import { addItem, createList, expectError, listLists, patchList } from './collections.test-helpers';

let t: TestApp;
let owner: Parent;
let friend: Parent;
let listId: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  owner = await signedInParent(t);
  friend = await signedInParent(t);
  await t.db.update(profiles).set({ firstName: 'Dana' }).where(eq(profiles.id, owner.userId));
  const zoo = await createActivity(t.db, { title: 'Zoo Morning' });
  const art = await createActivity(t.db, { title: 'Art Club' });
  const list = await createList(t, owner, {
    name: 'Rainy Saturdays',
    description: 'Indoors',
    activityId: zoo.id,
  });
  await addItem(t, owner, list.id, art.id);
  listId = list.id;
});
afterAll(() => t.close());

const shared = (token: string, parent?: Parent) =>
  t.api(parent).collections.shared[':token'].$get({ param: { token } });

async function share(on: boolean) {
  return expectJson(await patchList(t, owner, listId, { isShared: on }), 200);
}

describe('share links', () => {
  it('sharing gives an unguessable token; anyone with it reads the list, its owner as theirs', async () => {
    const list = await share(true);
    expect(list.isShared).toBe(true);
    expect(list.shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const token = list.shareToken ?? '';
    for (const viewer of [undefined, friend]) {
      const body = await expectJson(await shared(token, viewer), 200);
      expect(body).toMatchObject({
        name: 'Rainy Saturdays',
        description: 'Indoors',
        ownerFirstName: 'Dana',
        yourListId: null,
      });
      expect(body.activities.map((a) => a.title)).toEqual(['Zoo Morning', 'Art Club']);
    }
    // Its owner learns which of their lists it is (to edit it, rather than copy it).
    expect((await expectJson(await shared(token, owner), 200)).yourListId).toBe(listId);
    // Sharing an already shared list keeps its link.
    expect((await share(true)).shareToken).toBe(token);
  });

  it('turning sharing off kills the link at once; on again makes a new one', async () => {
    const old = (await share(true)).shareToken ?? '';
    const off = await share(false);
    expect(off).toMatchObject({ isShared: false, shareToken: null });
    await expectError(await shared(old), 404, 'not_found');
    const fresh = (await share(true)).shareToken ?? '';
    expect(fresh).not.toBe(old);
    await expectError(await shared(old), 404, 'not_found');
    expect((await shared(fresh)).status).toBe(200);
  });

  it('a wrong or malformed token is not found', async () => {
    await expectError(await shared('A'.repeat(32)), 404, 'not_found');
    await expectError(await shared('nope'), 404, 'not_found');
  });

  it('a signed-in parent saves a private copy; signed out cannot', async () => {
    const token = (await share(true)).shareToken ?? '';
    const copy = await expectJson(
      await t.api(friend).collections.shared[':token'].copy.$post({ param: { token } }),
      201,
    );
    expect(copy).toMatchObject({ name: 'Rainy Saturdays', isShared: false, shareToken: null });
    expect(copy.items.map((i) => i.title).sort()).toEqual(['Art Club', 'Zoo Morning']);
    expect((await listLists(t, friend)).map((l) => l.id)).toEqual([copy.id]);
    await expectError(
      await t.api().collections.shared[':token'].copy.$post({ param: { token } }),
      401,
      'unauthorized',
    );
  });
});
