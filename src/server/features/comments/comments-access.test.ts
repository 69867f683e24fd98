import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, signedInParent, type Parent } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { COMMENT_NOT_FOUND } from '../../../shared/comment-rules';
import { comments } from '../../db/schema';
import { commentOk, commentsTestEnv, expectError, replyOk, threads } from './comments.test-helpers';

/** Another parent's comment answers edits and deletions like one that does not exist. */

let t: TestApp;
let owner: Parent;
let stranger: Parent;
let activityId: number;
let topId: string;
let replyId: string;
beforeAll(async () => {
  t = await createTestApp(commentsTestEnv);
  owner = await signedInParent(t);
  stranger = await signedInParent(t);
  activityId = (await createActivity(t.db)).id;
  topId = (await commentOk(t, owner.cookie, activityId, 'Mine')).id;
  replyId = (await replyOk(t, owner.cookie, topId, 'Mine too')).id;
});
afterAll(() => t.close());

describe("another parent's comment", () => {
  it.each([
    ['PATCH', 'top-level'],
    ['DELETE', 'top-level'],
    ['PATCH', 'reply'],
    ['DELETE', 'reply'],
  ])('%s of a %s comment answers 404 and changes nothing', async (method, kind) => {
    const id = kind === 'reply' ? replyId : topId;
    const res = await t.request(`/api/comments/${id}`, {
      method,
      json: method === 'PATCH' ? { content: 'Hijacked' } : undefined,
      cookie: stranger.cookie,
    });
    await expectError(res, 404, 'not_found', COMMENT_NOT_FOUND);
    const [row] = await t.db.select().from(comments).where(eq(comments.id, id));
    expect(row).toMatchObject({ content: kind === 'reply' ? 'Mine too' : 'Mine', editedAt: null });
  });

  it('answers a malformed id like an unknown one', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const res = await t.request('/api/comments/123', {
        method,
        json: method === 'PATCH' ? { content: 'x' } : undefined,
        cookie: owner.cookie,
      });
      await expectError(res, 404, 'not_found', COMMENT_NOT_FOUND);
    }
  });

  it('can still be read, replied to and liked by any parent', async () => {
    const reply = await replyOk(t, stranger.cookie, topId, 'Hello from me');
    const like = await t.request(`/api/comments/${topId}/like`, {
      method: 'PUT',
      cookie: stranger.cookie,
    });
    expect(like.status).toBe(200);
    const [thread] = (await threads(t, stranger.cookie, activityId)).items;
    expect(thread).toMatchObject({ content: 'Mine', mine: false, likes: 1, likedByMe: true });
    expect(thread?.replies.map((r) => [r.content, r.mine])).toEqual([
      ['Mine too', false],
      [reply.content, true],
    ]);
  });
});
