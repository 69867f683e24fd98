import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, signedInParent, type Parent } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import {
  COMMENT_NOT_FOUND,
  COMMENT_REQUIRED,
  COMMENT_TOO_LONG,
} from '../../../shared/comment-rules';
import type { Comment } from '../../../shared/schemas/comment';
import {
  commentOk,
  commentsTestEnv,
  expectError,
  nameParent,
  postComment,
  postReply,
  replyOk,
  threads,
} from './comments.test-helpers';

let t: TestApp;
let dana: Parent;
let sam: Parent;
beforeAll(async () => {
  t = await createTestApp(commentsTestEnv);
});
afterAll(() => t.close());

/**
 * A new activity, and Dana and Sam as new parents, so no test runs into the per-minute limit of
 * another (comments-rate-limit.test.ts tests it).
 */
async function newActivity() {
  dana = await signedInParent(t);
  sam = await signedInParent(t);
  await nameParent(t, dana.cookie, 'Dana');
  await nameParent(t, sam.cookie, 'Sam');
  return (await createActivity(t.db)).id;
}

describe('writing and reading comments', () => {
  it("shows a comment to every parent and to visitors, with the author's first name", async () => {
    const activityId = await newActivity();
    const posted = await commentOk(t, dana.cookie, activityId, 'Is parking close by?');
    expect(posted).toMatchObject({
      parentId: null,
      author: { firstName: 'Dana' },
      content: 'Is parking close by?',
      deleted: false,
      mine: true,
      likes: 0,
      likedByMe: false,
      editedAt: null,
      replies: [],
    });
    const forSam = await threads(t, sam.cookie, activityId);
    expect(forSam.items).toEqual([{ ...posted, mine: false }]);
    const forVisitor = await threads(t, undefined, activityId);
    expect(forVisitor.items).toEqual([{ ...posted, mine: false }]);
  });

  it("names a parent without a first name 'Parent'", async () => {
    const activityId = await newActivity();
    const unnamed = await signedInParent(t);
    const posted = await commentOk(t, unnamed.cookie, activityId, 'Hello');
    expect(posted.author).toEqual({ firstName: 'Parent' });
  });

  it('keeps the text exactly: HTML and script come back as the same plain text', async () => {
    const activityId = await newActivity();
    const payloads = [
      '<script>alert("x")</script>',
      '<img src=x onerror=alert(1)> & <b>bold</b> &amp; &lt;',
      "'; drop table comments; --",
    ];
    for (const text of payloads) await commentOk(t, dana.cookie, activityId, text);
    const page = await threads(t, sam.cookie, activityId);
    expect(page.items.map((c) => c.content)).toEqual([...payloads].reverse());
  });

  it('keeps the newlines inside and drops blank space around the text', async () => {
    const activityId = await newActivity();
    const posted = await commentOk(
      t,
      dana.cookie,
      activityId,
      '\n  First line\r\n\r\nThird line \n\n',
    );
    expect(posted.content).toBe('First line\n\nThird line');
  });

  it('refuses blank text, text over 2,000 characters and anything but text', async () => {
    const activityId = await newActivity();
    for (const blank of ['', '   ', '\n\n\t']) {
      await expectError(
        await postComment(t, dana.cookie, activityId, blank),
        400,
        'validation_failed',
        COMMENT_REQUIRED,
      );
    }
    await expectError(
      await postComment(t, dana.cookie, activityId, 'x'.repeat(2001)),
      400,
      'validation_failed',
      COMMENT_TOO_LONG,
    );
    for (const wrong of [undefined, null, 42, ['hi']]) {
      const res = await postComment(t, dana.cookie, activityId, wrong);
      expect(res.status).toBe(400);
    }
    const nul = await postComment(t, dana.cookie, activityId, 'a\u0000b');
    expect(nul.status).toBe(400);
    expect((await threads(t, dana.cookie, activityId)).items).toEqual([]);
    // Exactly 2,000 is fine.
    const longest = await commentOk(t, dana.cookie, activityId, 'y'.repeat(2000));
    expect(longest.content).toHaveLength(2000);
  });

  it("answers 'Activity not found' for an activity that does not exist", async () => {
    await newActivity();
    for (const id of ['999999', 'abc', '0']) {
      const read = await t.request(`/api/comments/activities/${id}`);
      await expectError(read, 404, 'activity_not_found', 'Activity not found');
      const write = await t.request(`/api/comments/activities/${id}`, {
        json: { content: 'Hi' },
        cookie: dana.cookie,
      });
      await expectError(write, 404, 'activity_not_found', 'Activity not found');
    }
  });

  it('asks visitors to sign in before they write, edit, delete or like', async () => {
    const activityId = await newActivity();
    const { id } = await commentOk(t, dana.cookie, activityId, 'Mine');
    const attempts = [
      postComment(t, undefined, activityId, 'Hi'),
      postReply(t, undefined, id, 'Hi'),
      t.request(`/api/comments/${id}`, { method: 'PATCH', json: { content: 'Changed' } }),
      t.request(`/api/comments/${id}`, { method: 'DELETE' }),
      t.request(`/api/comments/${id}/like`, { method: 'PUT' }),
      t.request(`/api/comments/${id}/like`, { method: 'DELETE' }),
    ];
    for (const res of await Promise.all(attempts)) {
      await expectError(res, 401, 'unauthorized', 'User not authenticated');
    }
    const [thread] = (await threads(t, undefined, activityId)).items;
    expect(thread).toMatchObject({ content: 'Mine', likes: 0, replies: [] });
  });
});

describe('threads and replies', () => {
  it('lists the newest thread first, with its replies oldest first', async () => {
    const activityId = await newActivity();
    const first = await commentOk(t, dana.cookie, activityId, 'First');
    const second = await commentOk(t, sam.cookie, activityId, 'Second');
    const r1 = await replyOk(t, sam.cookie, first.id, 'Reply one');
    const r2 = await replyOk(t, dana.cookie, first.id, 'Reply two');
    const page = await threads(t, dana.cookie, activityId);
    expect(page.items.map((c) => c.content)).toEqual(['Second', 'First']);
    expect(page.items[1]?.replies.map((r) => [r.content, r.parentId, r.mine])).toEqual([
      ['Reply one', first.id, false],
      ['Reply two', first.id, true],
    ]);
    expect(page.items[0]?.id).toBe(second.id);
    expect([r1.author, r2.author]).toEqual([{ firstName: 'Sam' }, { firstName: 'Dana' }]);
  });

  it('puts a reply to a reply in the same thread (one level)', async () => {
    const activityId = await newActivity();
    const top = await commentOk(t, dana.cookie, activityId, 'Top');
    const reply = await replyOk(t, sam.cookie, top.id, 'Reply');
    const nested = await replyOk(t, dana.cookie, reply.id, 'Reply to the reply');
    expect(nested.parentId).toBe(top.id);
    const [thread] = (await threads(t, dana.cookie, activityId)).items;
    expect(thread?.replies.map((r) => r.content)).toEqual(['Reply', 'Reply to the reply']);
  });

  it('refuses a reply to a comment that does not exist', async () => {
    await newActivity();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await expectError(
        await postReply(t, dana.cookie, id, 'Hello?'),
        404,
        'not_found',
        COMMENT_NOT_FOUND,
      );
    }
  });

  it('pages through threads, ten at a time, each exactly once', async () => {
    const activityId = await newActivity();
    const posted: string[] = [];
    for (let i = 1; i <= 20; i++) {
      // Ten each, so neither goes past the per-minute limit.
      const parent = i % 2 ? dana : sam;
      posted.push((await commentOk(t, parent.cookie, activityId, `Note ${i}`)).id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await threads(t, sam.cookie, activityId, cursor);
      sizes.push(page.items.length);
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([10, 10]);
    expect(seen).toEqual([...posted].reverse());
  });

  it('refuses a cursor it did not give', async () => {
    const activityId = await newActivity();
    const res = await t.request(`/api/comments/activities/${activityId}?cursor=bogus`);
    await expectError(
      res,
      400,
      'validation_failed',
      'Cursor is not valid: pass back nextCursor unchanged',
    );
  });
});

describe('likes', () => {
  const likes = async (parent: Parent, id: string, method: 'PUT' | 'DELETE') => {
    const res = await t.request(`/api/comments/${id}/like`, { method, cookie: parent.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  it('counts one like per parent, and takes it back on unlike', async () => {
    const activityId = await newActivity();
    const { id } = await commentOk(t, dana.cookie, activityId, 'Worth it?');
    expect(await likes(sam, id, 'PUT')).toEqual({ likes: 1, likedByMe: true });
    expect(await likes(sam, id, 'PUT')).toEqual({ likes: 1, likedByMe: true });
    expect(await likes(dana, id, 'PUT')).toEqual({ likes: 2, likedByMe: true });
    const [forSam] = (await threads(t, sam.cookie, activityId)).items;
    expect(forSam).toMatchObject({ likes: 2, likedByMe: true });
    expect(await likes(sam, id, 'DELETE')).toEqual({ likes: 1, likedByMe: false });
    expect(await likes(sam, id, 'DELETE')).toEqual({ likes: 1, likedByMe: false });
    const [forVisitor] = (await threads(t, undefined, activityId)).items;
    expect(forVisitor).toMatchObject({ likes: 1, likedByMe: false });
  });

  it('counts racing likes of one parent once', async () => {
    const activityId = await newActivity();
    const { id } = await commentOk(t, dana.cookie, activityId, 'Race');
    await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request(`/api/comments/${id}/like`, { method: 'PUT', cookie: sam.cookie }),
      ),
    );
    const [thread] = (await threads(t, sam.cookie, activityId)).items;
    expect(thread).toMatchObject({ likes: 1, likedByMe: true });
  });

  it('likes replies too, and refuses a comment that does not exist', async () => {
    const activityId = await newActivity();
    const top = await commentOk(t, dana.cookie, activityId, 'Top');
    const reply = await replyOk(t, dana.cookie, top.id, 'Reply');
    expect(await likes(sam, reply.id, 'PUT')).toEqual({ likes: 1, likedByMe: true });
    const res = await t.request('/api/comments/00000000-0000-4000-8000-000000000000/like', {
      method: 'PUT',
      cookie: sam.cookie,
    });
    await expectError(res, 404, 'not_found', COMMENT_NOT_FOUND);
  });
});

describe('editing and deleting your own comment', () => {
  const edit = (parent: Parent, id: string, content: unknown) =>
    t.request(`/api/comments/${id}`, { method: 'PATCH', json: { content }, cookie: parent.cookie });
  const remove = (parent: Parent, id: string) =>
    t.request(`/api/comments/${id}`, { method: 'DELETE', cookie: parent.cookie });

  it('edits the text and marks it edited', async () => {
    const activityId = await newActivity();
    const { id } = await commentOk(t, dana.cookie, activityId, 'Typo hre');
    const res = await edit(dana, id, 'Typo here\n<b>fixed</b>');
    expect(res.status).toBe(200);
    const edited = (await res.json()) as Comment;
    expect(edited).toMatchObject({ content: 'Typo here\n<b>fixed</b>', mine: true });
    expect(edited.editedAt).not.toBeNull();
    const [thread] = (await threads(t, sam.cookie, activityId)).items;
    expect(thread?.content).toBe('Typo here\n<b>fixed</b>');
    await expectError(await edit(dana, id, '  '), 400, 'validation_failed', COMMENT_REQUIRED);
  });

  it('removes a comment without replies', async () => {
    const activityId = await newActivity();
    const { id } = await commentOk(t, dana.cookie, activityId, 'Never mind');
    expect((await remove(dana, id)).status).toBe(204);
    expect((await threads(t, dana.cookie, activityId)).items).toEqual([]);
    await expectError(await remove(dana, id), 404, 'not_found', COMMENT_NOT_FOUND);
  });

  it("keeps a deleted comment with replies as 'Comment deleted' until its last reply goes", async () => {
    const activityId = await newActivity();
    const top = await commentOk(t, dana.cookie, activityId, 'Anyone going?');
    await t.request(`/api/comments/${top.id}/like`, { method: 'PUT', cookie: sam.cookie });
    const reply = await replyOk(t, sam.cookie, top.id, 'We are!');
    expect((await remove(dana, top.id)).status).toBe(204);

    const [thread] = (await threads(t, sam.cookie, activityId)).items;
    expect(thread).toMatchObject({
      id: top.id,
      author: null,
      content: null,
      deleted: true,
      mine: false,
      likes: 0,
    });
    expect(thread?.replies.map((r) => r.content)).toEqual(['We are!']);
    // Nothing more can happen to it.
    await expectError(await edit(dana, top.id, 'Back'), 404, 'not_found', COMMENT_NOT_FOUND);
    await expectError(await remove(dana, top.id), 404, 'not_found', COMMENT_NOT_FOUND);
    await expectError(
      await postReply(t, sam.cookie, top.id, 'Hello?'),
      404,
      'not_found',
      COMMENT_NOT_FOUND,
    );

    expect((await remove(sam, reply.id)).status).toBe(204);
    expect((await threads(t, sam.cookie, activityId)).items).toEqual([]);
  });

  it('removes a reply and leaves the thread', async () => {
    const activityId = await newActivity();
    const top = await commentOk(t, dana.cookie, activityId, 'Top');
    const reply = await replyOk(t, sam.cookie, top.id, 'Oops');
    expect((await remove(sam, reply.id)).status).toBe(204);
    const [thread] = (await threads(t, sam.cookie, activityId)).items;
    expect(thread).toMatchObject({ content: 'Top', replies: [] });
  });
});

describe('OpenAPI', () => {
  it('documents the comment routes', async () => {
    const res = await t.request('/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
    expect(methods('/api/comments/activities/{activityId}')).toEqual(['get', 'post']);
    expect(methods('/api/comments/{id}')).toEqual(['delete', 'patch']);
    expect(methods('/api/comments/{id}/replies')).toEqual(['post']);
    expect(methods('/api/comments/{id}/like')).toEqual(['delete', 'put']);
  });
});
