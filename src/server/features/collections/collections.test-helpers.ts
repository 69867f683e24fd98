import { expect } from 'vitest';
import type { TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import type { Parent } from '../../../../tests/factories';
import type { ErrorJson } from '../../../../tests/accounts';

/** Checks an error answer's status, code and (when given) message. */
export async function expectError(
  res:
    Response | { status: number; json(): Promise<unknown>; clone(): { text(): Promise<string> } },
  status: number,
  code: string,
  message?: string,
) {
  expect(res.status, await res.clone().text()).toBe(status);
  const body = (await res.json()) as ErrorJson;
  expect(body.error.code).toBe(code);
  if (message !== undefined) expect(body.error.message).toBe(message);
}

export async function createList(
  t: TestApp,
  parent: Parent,
  json: { name: string; description?: string | null; activityId?: number },
) {
  return expectJson(await t.api(parent).collections.lists.$post({ json }), 201);
}

export async function addItem(t: TestApp, parent: Parent, listId: string, activityId: number) {
  return t.api(parent).collections.lists[':id'].items[':activityId'].$put({
    param: { id: listId, activityId: String(activityId) },
  });
}

export async function patchList(
  t: TestApp,
  parent: Parent,
  listId: string,
  json: { name?: string; description?: string | null; isShared?: boolean },
) {
  return t.api(parent).collections.lists[':id'].$patch({ param: { id: listId }, json });
}

export async function listLists(t: TestApp, parent: Parent) {
  return (await expectJson(await t.api(parent).collections.lists.$get(), 200)).items;
}
