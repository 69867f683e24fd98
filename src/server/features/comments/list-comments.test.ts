import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, signedInParent, type Parent } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { COMMENT_NOT_FOUND } from '../../../shared/comment-rules';
import type { CommentPage, CommentThread } from '../../../shared/schemas/comment';
import {
  commentsTestEnv,
  expectError,
  nameParent,
  postReply,
  replyOk,
} from './comments.test-helpers';

/** The discussion of a shared list: open to whoever holds its live link, closed with it. */

const DEAD_LINK = 'This list is not shared, or the link is wrong';

const patchList = (parent: Parent, id: string, isShared: boolean) =>
  t.api(parent).collections.lists[':id'].$patch({ param: { id }, json: { isShared } });

let t: TestApp;
let owner: Parent;
let friend: Parent;
beforeAll(async () => {
  t = await createTestApp(commentsTestEnv);
});
afterAll(() => t.close());

/** Dana's list of one activity, shared; Sam is another parent who got the link. */
async function sharedList() {
  owner = await signedInParent(t);
  friend = await signedInParent(t);
  await nameParent(t, owner.cookie, 'Dana');
  await nameParent(t, friend.cookie, 'Sam');
  const activityId = (await createActivity(t.db)).id;
  const list = await expectJson(
    await t.api(owner).collections.lists.$post({ json: { name: 'Rainy Saturdays', activityId } }),
    201,
  );
  const shared = await expectJson(await patchList(owner, list.id, true), 200);
  return { listId: list.id, token: shared.shareToken ?? '' };
}

async function body<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const post = (cookie: string | undefined, token: string, content: unknown) =>
  t.request(`/api/comments/lists/${token}`, { json: { content }, cookie });

async function postOk(cookie: string, token: string, content: string) {
  return body<CommentThread>(await post(cookie, token, content), 201);
}

const read = (cookie: string | undefined, token: string) =>
  t.request(`/api/comments/lists/${token}`, { cookie });

async function readOk(cookie: string | undefined, token: string) {
  return body<CommentPage>(await read(cookie, token), 200);
}

describe("a shared list's discussion", () => {
  it('lets any parent with the link write, the owner answer, and visitors read', async () => {
    const { token } = await sharedList();
    const top = await postOk(friend.cookie, token, 'Is the pool one\nindoors?');
    expect(top).toMatchObject({ author: { firstName: 'Sam' }, mine: true, replies: [] });
    await replyOk(t, owner.cookie, top.id, 'Yes, heated too');
    await postOk(owner.cookie, token, 'Added two more');

    const visitor = await readOk(undefined, token);
    expect(visitor.items.map((c) => c.content)).toEqual([
      'Added two more',
      'Is the pool one\nindoors?',
    ]);
    expect(visitor.items[1]?.replies).toMatchObject([
      { author: { firstName: 'Dana' }, content: 'Yes, heated too', mine: false },
    ]);
    const asOwner = await readOk(owner.cookie, token);
    expect(asOwner.items.map((c) => c.mine)).toEqual([true, false]);
  });

  it('asks a visitor to sign in to write', async () => {
    const { token } = await sharedList();
    await expectError(
      await post(undefined, token, 'Hello'),
      401,
      'unauthorized',
      'User not authenticated',
    );
    expect((await readOk(undefined, token)).items).toEqual([]);
  });

  it('answers a wrong link with 404, for reading and writing', async () => {
    await sharedList();
    for (const token of ['x'.repeat(32), 'short', 'A'.repeat(31) + '!']) {
      await expectError(await read(undefined, token), 404, 'not_found', DEAD_LINK);
      await expectError(await post(friend.cookie, token, 'Hi'), 404, 'not_found', DEAD_LINK);
    }
  });

  it('closes with the link: a revoked token is 404 and the new link shows the same talk', async () => {
    const { listId, token } = await sharedList();
    const top = await postOk(friend.cookie, token, 'Count me in');
    await expectJson(await patchList(owner, listId, false), 200);

    await expectError(await read(friend.cookie, token), 404, 'not_found', DEAD_LINK);
    await expectError(await read(owner.cookie, token), 404, 'not_found', DEAD_LINK);
    await expectError(await post(friend.cookie, token, 'Still?'), 404, 'not_found', DEAD_LINK);
    // Known comment ids do not reopen it either.
    await expectError(
      await postReply(t, friend.cookie, top.id, 'Hello?'),
      404,
      'not_found',
      COMMENT_NOT_FOUND,
    );
    const like = await t.request(`/api/comments/${top.id}/like`, {
      method: 'PUT',
      cookie: owner.cookie,
    });
    await expectError(like, 404, 'not_found', COMMENT_NOT_FOUND);

    const again = await expectJson(await patchList(owner, listId, true), 200);
    const fresh = again.shareToken ?? '';
    expect(fresh).not.toBe(token);
    await expectError(await read(friend.cookie, token), 404, 'not_found', DEAD_LINK);
    expect((await readOk(friend.cookie, fresh)).items.map((c) => c.content)).toEqual([
      'Count me in',
    ]);
    await replyOk(t, owner.cookie, top.id, 'Welcome back');
  });

  it('likes, edits and deletes list comments as on an activity', async () => {
    const { token } = await sharedList();
    const top = await postOk(friend.cookie, token, 'Which day suits?');
    const reply = await replyOk(t, owner.cookie, top.id, 'Saturday');

    const liked = await t.request(`/api/comments/${top.id}/like`, {
      method: 'PUT',
      cookie: owner.cookie,
    });
    expect(await body(liked, 200)).toEqual({ likes: 1, likedByMe: true });
    const edited = await t.request(`/api/comments/${top.id}`, {
      method: 'PATCH',
      json: { content: 'Which day suits you?' },
      cookie: friend.cookie,
    });
    expect(await body(edited, 200)).toMatchObject({ content: 'Which day suits you?' });
    const notTheirs = await t.request(`/api/comments/${top.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    await expectError(notTheirs, 404, 'not_found', COMMENT_NOT_FOUND);

    const del = await t.request(`/api/comments/${top.id}`, {
      method: 'DELETE',
      cookie: friend.cookie,
    });
    expect(del.status).toBe(204);
    const [thread] = (await readOk(undefined, token)).items;
    expect(thread).toMatchObject({ deleted: true, content: null, likes: 0 });
    expect(thread?.replies.map((r) => r.id)).toEqual([reply.id]);

    const delReply = await t.request(`/api/comments/${reply.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(delReply.status).toBe(204);
    expect((await readOk(undefined, token)).items).toEqual([]);
  });

  it("puts list comments in the writer's export, and removes them with the list", async () => {
    const { listId, token } = await sharedList();
    const top = await postOk(friend.cookie, token, 'Great list');
    const res = await t.request('/api/account/export', { cookie: friend.cookie });
    const doc = await body<{ comments: unknown[] }>(res, 200);
    expect(doc.comments).toEqual([
      {
        id: top.id,
        activity: null,
        listId,
        parentId: null,
        content: 'Great list',
        likes: 0,
        createdAt: top.createdAt,
        editedAt: null,
      },
    ]);

    const gone = await t.request(`/api/collections/lists/${listId}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(gone.status).toBe(204);
    const after = await body<{ comments: unknown[] }>(
      await t.request('/api/account/export', { cookie: friend.cookie }),
      200,
    );
    expect(after.comments).toEqual([]);
  });
});
