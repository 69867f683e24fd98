import { expect } from 'vitest';
import type { Comment, CommentPage, CommentThread } from '../../../shared/schemas/comment';
import type { TestApp } from '../../../../tests/test-app';

export { expectError } from '../../../../tests/accounts';

type Cookie = string | undefined;

/** Comment tests post many comments quickly: the per-minute limit has tests of its own. */
export const commentsTestEnv = { AUTH_RATE_LIMIT: '1000' };

/** Gives the parent a first name (shown as the author of their comments). */
export async function nameParent(t: TestApp, cookie: string, firstName: string) {
  const res = await t.request('/api/profile', { method: 'PATCH', json: { firstName }, cookie });
  expect(res.status, await res.clone().text()).toBe(200);
}

export function postComment(t: TestApp, cookie: Cookie, activityId: number, content: unknown) {
  return t.request(`/api/comments/activities/${activityId}`, { json: { content }, cookie });
}

export async function commentOk(t: TestApp, cookie: Cookie, activityId: number, content: string) {
  const res = await postComment(t, cookie, activityId, content);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CommentThread;
}

export function postReply(t: TestApp, cookie: Cookie, commentId: string, content: unknown) {
  return t.request(`/api/comments/${commentId}/replies`, { json: { content }, cookie });
}

export async function replyOk(t: TestApp, cookie: Cookie, commentId: string, content: string) {
  const res = await postReply(t, cookie, commentId, content);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Comment;
}

export async function threads(t: TestApp, cookie: Cookie, activityId: number, cursor?: string) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const res = await t.request(`/api/comments/activities/${activityId}${query}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CommentPage;
}
