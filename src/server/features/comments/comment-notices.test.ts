import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, signedInParent } from '../../../../tests/factories';
import { notificationsOf } from '../../../../tests/notifications';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { commentOk, commentsTestEnv, nameParent, replyOk } from './comments.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(commentsTestEnv);
});
afterAll(() => t.close());

const like = (cookie: string, id: string, liked: boolean) =>
  t.request(`/api/comments/${id}/like`, { method: liked ? 'PUT' : 'DELETE', cookie });

describe('comment notifications', () => {
  it('tells the author of a reply and of a like, once per parent who likes, never of their own', async () => {
    const dana = await signedInParent(t);
    const sam = await signedInParent(t);
    await nameParent(t, dana.cookie, 'Dana');
    await nameParent(t, sam.cookie, 'Sam');
    const activity = await createActivity(t.db, { title: 'Clay Club' });
    const thread = await commentOk(t, dana.cookie, activity.id, 'Is the clay washable?');

    await replyOk(t, sam.cookie, thread.id, 'Yes,   it comes out\nin the wash.');
    await replyOk(t, dana.cookie, thread.id, 'Thank you!');
    for (const liked of [true, false, true]) {
      expect((await like(sam.cookie, thread.id, liked)).status).toBe(200);
    }
    expect((await like(dana.cookie, thread.id, true)).status).toBe(200);

    const danas = await notificationsOf(t, dana.cookie);
    expect(danas.items.map((n) => [n.title, n.body, n.link])).toEqual([
      ['Sam liked your comment', 'Is the clay washable?', `/activities/${activity.id}`],
      [
        'Sam replied to your comment',
        'Yes, it comes out in the wash.',
        `/activities/${activity.id}`,
      ],
    ]);
    expect((await notificationsOf(t, sam.cookie)).items).toEqual([]);
  });
});
