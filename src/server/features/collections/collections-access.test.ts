import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { createActivity, signedInParent, type Parent } from '../../../../tests/factories';
import { activityLists } from '../../db/schema';
import { createList, expectError, listLists } from './collections.test-helpers';

/** Another parent's list ids answer exactly like ids that do not exist, and change nothing. */

let t: TestApp;
let owner: Parent;
let stranger: Parent;
let listId: string;
let activityId: number;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  owner = await signedInParent(t);
  stranger = await signedInParent(t);
  activityId = (await createActivity(t.db)).id;
  listId = (await createList(t, owner, { name: 'Private', activityId })).id;
});
afterAll(() => t.close());

describe("another parent's list", () => {
  it.each([
    ['GET', ''],
    ['PATCH', ''],
    ['DELETE', ''],
    ['PUT', '/items/ACTIVITY'],
    ['DELETE', '/items/ACTIVITY'],
  ])('%s /api/collections/lists/:id%s answers 404', async (method, suffix) => {
    const json = method === 'PATCH' ? { name: 'Taken', isShared: true } : undefined;
    const path = `/api/collections/lists/${listId}${suffix.replace('ACTIVITY', String(activityId))}`;
    const res = await t.request(path, { method, json, cookie: stranger.cookie });
    await expectError(res, 404, 'not_found', 'List not found');
  });

  it('is not in their lists and stays unchanged', async () => {
    expect(await listLists(t, stranger)).toEqual([]);
    const [row] = await t.db.select().from(activityLists).where(eq(activityLists.id, listId));
    expect(row).toMatchObject({ name: 'Private', isShared: false, shareToken: null });
    expect((await listLists(t, owner))[0]?.items).toHaveLength(1);
  });

  it('a malformed list id is not found, never a 500', async () => {
    const res = await t.request('/api/collections/lists/not-a-uuid', { cookie: owner.cookie });
    await expectError(res, 404, 'not_found', 'List not found');
  });

  it('every owner route needs a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/collections/lists'],
      ['POST', '/api/collections/lists'],
      ['PUT', `/api/collections/favorites/${activityId}`],
    ] as const) {
      const json = method === 'POST' ? { name: 'x' } : undefined;
      await expectError(await t.request(path, { method, json }), 401, 'unauthorized');
    }
  });
});

describe('OpenAPI', () => {
  it('publishes every collections route', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/collections/favorites',
        '/api/collections/favorites/{activityId}',
        '/api/collections/lists',
        '/api/collections/lists/{id}',
        '/api/collections/lists/{id}/items/{activityId}',
        '/api/collections/shared/{token}',
        '/api/collections/shared/{token}/copy',
      ]),
    );
  });
});
