import type { APIRequestContext } from '@playwright/test';
import { appOrigin, expect } from './fixtures';

/** A new list holding one activity, shared through the API: its id and its link's token. */
export async function sharedList(
  request: APIRequestContext,
  name: string,
  activityId: number,
): Promise<{ id: string; token: string }> {
  const headers = { origin: appOrigin() };
  const created = await request.post('/api/collections/lists', {
    data: { name, activityId },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const shared = await request.patch(`/api/collections/lists/${id}`, {
    data: { isShared: true },
    headers,
  });
  expect(shared.status(), await shared.text()).toBe(200);
  const { shareToken } = (await shared.json()) as { shareToken: string | null };
  if (!shareToken) throw new Error('The list was not shared');
  return { id, token: shareToken };
}
