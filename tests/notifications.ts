import { expect } from 'vitest';
import type { NotificationPage } from '../src/shared/schemas/notification';
import type { TestApp } from './test-app';

/** A parent's notification centre as the app reads it (GET /api/notifications). */
export async function notificationsOf(
  t: TestApp,
  cookie: string,
  query = '',
): Promise<NotificationPage> {
  const res = await t.request(`/api/notifications${query}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as NotificationPage;
}
