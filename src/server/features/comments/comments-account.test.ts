import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, signedInParent } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { commentLikes, comments } from '../../db/schema';
import { commentOk, commentsTestEnv, nameParent, replyOk, threads } from './comments.test-helpers';

/** A parent's comments in their data export, after their account is gone, and after a restart. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(commentsTestEnv, { onDisk: true });
});
afterAll(() => t.close());

const deleteAccount = (cookie: string, email: string) =>
  t.request('/api/account/delete', { json: { confirmEmail: email }, cookie });

describe("a parent's comments and their account", () => {
  it('exports the comments and replies the parent wrote, and no one else’s', async () => {
    const activity = await createActivity(t.db, { title: 'Forest School' });
    const dana = await signedInParent(t);
    const sam = await signedInParent(t);
    const top = await commentOk(t, dana.cookie, activity.id, 'Muddy boots?\n<b>yes</b>');
    await t.request(`/api/comments/${top.id}/like`, { method: 'PUT', cookie: sam.cookie });
    const samReply = await replyOk(t, sam.cookie, top.id, 'Definitely');
    const danaReply = await replyOk(t, dana.cookie, samReply.id, 'Thanks!');

    const res = await t.request('/api/account/export', { cookie: dana.cookie });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { comments: unknown[] };
    expect(doc.comments).toEqual([
      {
        id: top.id,
        activity: { id: activity.id, title: 'Forest School' },
        listId: null,
        parentId: null,
        content: 'Muddy boots?\n<b>yes</b>',
        likes: 1,
        createdAt: top.createdAt,
        editedAt: null,
      },
      {
        id: danaReply.id,
        activity: { id: activity.id, title: 'Forest School' },
        listId: null,
        parentId: top.id,
        content: 'Thanks!',
        likes: 0,
        createdAt: danaReply.createdAt,
        editedAt: null,
      },
    ]);
  });

  it("removes them with the account; a comment others replied to stays as 'Comment deleted'", async () => {
    const activityId = (await createActivity(t.db)).id;
    const leaving = await signedInParent(t);
    const staying = await signedInParent(t);
    await nameParent(t, staying.cookie, 'Sam');
    const answered = await commentOk(t, leaving.cookie, activityId, 'Answered');
    await replyOk(t, staying.cookie, answered.id, 'My answer');
    await commentOk(t, leaving.cookie, activityId, 'Unanswered');
    const selfAnswered = await commentOk(t, leaving.cookie, activityId, 'Talking to myself');
    await replyOk(t, leaving.cookie, selfAnswered.id, 'Still me');
    const others = await commentOk(t, staying.cookie, activityId, "Sam's question");
    await replyOk(t, leaving.cookie, others.id, 'Reply from the leaving parent');
    await t.request(`/api/comments/${others.id}/like`, { method: 'PUT', cookie: leaving.cookie });

    expect((await deleteAccount(leaving.cookie, leaving.email)).status).toBe(200);

    const page = await threads(t, staying.cookie, activityId);
    expect(
      page.items.map((c) => [
        c.content,
        c.deleted,
        c.author,
        c.likes,
        c.replies.map((r) => r.content),
      ]),
    ).toEqual([
      ["Sam's question", false, { firstName: 'Sam' }, 0, []],
      [null, true, null, 0, ['My answer']],
    ]);
    expect(await t.db.select().from(comments).where(eq(comments.authorId, leaving.userId))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(commentLikes).where(eq(commentLikes.userId, leaving.userId)),
    ).toEqual([]);
  });

  it('keeps comments, replies and likes across a restart', async () => {
    const activityId = (await createActivity(t.db)).id;
    const dana = await signedInParent(t);
    const top = await commentOk(t, dana.cookie, activityId, 'Before the restart');
    await replyOk(t, dana.cookie, top.id, 'Me too');
    await t.request(`/api/comments/${top.id}/like`, { method: 'PUT', cookie: dana.cookie });
    const before = await threads(t, dana.cookie, activityId);
    await t.restart();
    expect(await threads(t, dana.cookie, activityId)).toEqual(before);
  });
});
