import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, signedInParent } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { comments } from '../../db/schema';
import { commentOk, commentsTestEnv, postReply, replyOk, threads } from './comments.test-helpers';

/** Writes that race on one thread leave it whole: on PostgreSQL they really run at once. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(commentsTestEnv, { poolSize: 10 });
});
afterAll(() => t.close());

const remove = (cookie: string, id: string) =>
  t.request(`/api/comments/${id}`, { method: 'DELETE', cookie });

describe('racing writes on one thread', () => {
  it('a reply racing the deletion of its comment is either refused or kept under the tombstone', async () => {
    const activityId = (await createActivity(t.db)).id;
    const dana = await signedInParent(t);
    const sam = await signedInParent(t);
    for (let round = 0; round < 5; round++) {
      const top = await commentOk(t, dana.cookie, activityId, `Round ${round}`);
      const [reply, deletion] = await Promise.all([
        postReply(t, sam.cookie, top.id, 'Racing reply'),
        remove(dana.cookie, top.id),
      ]);
      expect(deletion.status).toBe(204);
      const rows = await t.db.select().from(comments).where(eq(comments.id, top.id));
      if (reply.status === 201) {
        // The reply got in first: the comment stays as 'Comment deleted' above it.
        expect(rows).toMatchObject([{ content: null, authorId: null }]);
      } else {
        expect(reply.status).toBe(404);
        expect(rows).toEqual([]);
      }
    }
  });

  it("the last two replies of a 'Comment deleted' going at once take it along", async () => {
    const activityId = (await createActivity(t.db)).id;
    const dana = await signedInParent(t);
    const sam = await signedInParent(t);
    const lee = await signedInParent(t);
    const top = await commentOk(t, dana.cookie, activityId, 'Soon gone');
    const samReply = await replyOk(t, sam.cookie, top.id, 'Sam');
    const leeReply = await replyOk(t, lee.cookie, top.id, 'Lee');
    expect((await remove(dana.cookie, top.id)).status).toBe(204);
    const statuses = await Promise.all([
      remove(sam.cookie, samReply.id),
      remove(lee.cookie, leeReply.id),
    ]);
    expect(statuses.map((r) => r.status)).toEqual([204, 204]);
    expect((await threads(t, dana.cookie, activityId)).items).toEqual([]);
  });
});
