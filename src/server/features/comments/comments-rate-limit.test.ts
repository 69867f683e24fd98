import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, signedInParent } from '../../../../tests/factories';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { COMMENT_RATE_LIMITED } from '../../../shared/comment-rules';
import { HOURLY_LIMIT_MESSAGES } from '../../../shared/parent-limits';
import { comments } from '../../db/schema';
import {
  commentOk,
  commentsTestEnv,
  expectError,
  postComment,
  postReply,
  threads,
} from './comments.test-helpers';

let t: TestApp;
let activityId: number;
beforeAll(async () => {
  t = await createTestApp(commentsTestEnv);
  activityId = (await createActivity(t.db)).id;
});
afterAll(() => t.close());

describe('10 comments per minute per parent', () => {
  it('refuses the eleventh comment or reply within a minute with a clear message', async () => {
    const dana = await signedInParent(t);
    const first = await commentOk(t, dana.cookie, activityId, 'Comment 1');
    for (let i = 2; i <= 9; i++) await commentOk(t, dana.cookie, activityId, `Comment ${i}`);
    const tenth = await postReply(t, dana.cookie, first.id, 'Reply 10');
    expect(tenth.status).toBe(201);

    const refused = await postComment(t, dana.cookie, activityId, 'Comment 11');
    const body = await expectError(refused, 429, 'rate_limited', COMMENT_RATE_LIMITED);
    const { retryAfterSeconds } = body.error.details as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused.headers.get('retry-after')).toBe(String(retryAfterSeconds));
    await expectError(
      await postReply(t, dana.cookie, first.id, 'Reply 11'),
      429,
      'rate_limited',
      COMMENT_RATE_LIMITED,
    );

    // Another parent is not held back.
    const sam = await signedInParent(t);
    await commentOk(t, sam.cookie, activityId, 'From Sam');

    // A minute on, Dana may write again.
    await t.db
      .update(comments)
      .set({ createdAt: sql`${comments.createdAt} - interval '61 seconds'` })
      .where(and(eq(comments.authorId, dana.userId)));
    await commentOk(t, dana.cookie, activityId, 'Comment 11');
  });

  it('lets no more than ten of a burst through', async () => {
    const parent = await signedInParent(t);
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) => postComment(t, parent.cookie, activityId, `Burst ${i}`)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const page = await threads(t, parent.cookie, activityId);
    expect(page.items.filter((c) => c.mine)).toHaveLength(10);
  });
});

describe('60 comments per hour per parent', () => {
  it('refuses the sixty-first within an hour, however slowly they came', async () => {
    const patient = await signedInParent(t);
    // Ten a minute for six minutes, the most the minute's limit lets through.
    for (let minute = 0; minute < 6; minute++) {
      for (let i = 0; i < 10; i++) {
        await commentOk(t, patient.cookie, activityId, `Minute ${minute}, comment ${i}`);
      }
      await t.db
        .update(comments)
        .set({ createdAt: sql`${comments.createdAt} - interval '61 seconds'` })
        .where(eq(comments.authorId, patient.userId));
    }
    const refused = await postComment(t, patient.cookie, activityId, 'One more');
    const body = await expectError(refused, 429, 'rate_limited', HOURLY_LIMIT_MESSAGES.comments);
    const { retryAfterSeconds } = body.error.details as { retryAfterSeconds: number };
    // The oldest of the hour's comments is six minutes old: the hour frees it in 54 minutes.
    expect(retryAfterSeconds).toBeGreaterThan(53 * 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(3600);

    // An hour after the first of them, one more may go.
    await t.db
      .update(comments)
      .set({ createdAt: sql`${comments.createdAt} - interval '55 minutes'` })
      .where(eq(comments.authorId, patient.userId));
    await commentOk(t, patient.cookie, activityId, 'One more');
  });
});
