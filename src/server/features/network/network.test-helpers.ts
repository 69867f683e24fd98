import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signedInParent, type Parent } from '../../../../tests/factories';
import { expectJson } from '../../../../tests/test-client';
import type { TestApp } from '../../../../tests/test-app';

/** A signed-up parent with a first name and region, findable in the directory unless told not. */
export async function networkParent(
  t: TestApp,
  {
    firstName,
    region = null,
    discoverable = true,
  }: { firstName: string; region?: string | null; discoverable?: boolean },
): Promise<Parent> {
  const parent = await signedInParent(t);
  const res = await t.api(parent).profile.$patch({ json: { firstName, region, discoverable } });
  expect(res.status).toBe(200);
  return parent;
}

/** Two parents connected with each other (a asked, b accepted), and their conversation id. */
export async function connectedPair(t: TestApp, a: Parent, b: Parent) {
  const asked = await expectJson(
    await t.api(a).network.connections.$post({ json: { parentId: b.userId } }),
    201,
  );
  await expectJson(
    await t.api(b).network.connections[':id'].accept.$post({ param: { id: asked.id } }),
    200,
  );
  const conversation = await expectJson(
    await t.api(a).network.conversations.$post({ json: { parentId: b.userId } }),
    200,
  );
  return { connectionId: asked.id, conversationId: conversation.id };
}

/** Sends one message in the conversation as `who` (POST …/messages), and answers it (201). */
export async function sendMessage(t: TestApp, who: Parent, conversationId: string, text: string) {
  return expectJson(
    await t.api(who).network.conversations[':id'].messages.$post({
      param: { id: conversationId },
      json: { clientId: randomUUID(), text },
    }),
    201,
  );
}
