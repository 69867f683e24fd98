import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { connectedPair, networkParent } from './network.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '10000' });
});
afterAll(() => t.close());

describe("the parent network in the parent's data", () => {
  it('exports connections, blocks and conversations with both sides of every message', async () => {
    const a = await networkParent(t, { firstName: 'Ada', region: 'Toronto' });
    const b = await networkParent(t, { firstName: 'Ben', region: 'Toronto' });
    const c = await networkParent(t, { firstName: 'Cy', region: 'Toronto' });
    const { conversationId } = await connectedPair(t, a, b);
    const conv = (p: typeof a) => t.api(p).network.conversations[':id'].messages;
    await expectJson(
      await conv(a).$post({
        param: { id: conversationId },
        json: { clientId: randomUUID(), text: 'Hi Ben' },
      }),
      201,
    );
    await expectJson(
      await conv(b).$post({
        param: { id: conversationId },
        json: { clientId: randomUUID(), text: 'Hi Ada' },
      }),
      201,
    );
    expect((await t.api(a).network.blocks.$post({ json: { parentId: c.userId } })).status).toBe(
      204,
    );

    const res = await t.request('/api/account/export', { cookie: a.cookie });
    expect(res.status).toBe(200);
    const { network } = (await res.json()) as {
      network: Record<'connections' | 'blocked' | 'conversations', unknown[]>;
    };
    expect(network.connections).toMatchObject([
      { parentId: b.userId, firstName: 'Ben', status: 'accepted', direction: 'sent' },
    ]);
    expect(network.blocked).toMatchObject([{ parentId: c.userId }]);
    expect(network.conversations).toMatchObject([
      {
        id: conversationId,
        withParent: { id: b.userId, firstName: 'Ben' },
        messages: [
          { fromMe: true, text: 'Hi Ben' },
          { fromMe: false, text: 'Hi Ada' },
        ],
      },
    ]);
    // Nothing about the other parent beyond the first name.
    expect(JSON.stringify(network)).not.toContain(b.email);
  });

  it("deleting an account removes its connections and conversations from the other side's view", async () => {
    const a = await networkParent(t, { firstName: 'Dee', region: 'Toronto' });
    const b = await networkParent(t, { firstName: 'Eli', region: 'Toronto' });
    const { conversationId } = await connectedPair(t, a, b);
    await expectJson(
      await t.api(a).network.conversations[':id'].messages.$post({
        param: { id: conversationId },
        json: { clientId: randomUUID(), text: 'Goodbye' },
      }),
      201,
    );
    const deleted = await t.request('/api/account/delete', {
      json: { confirmEmail: a.email },
      cookie: a.cookie,
    });
    expect(deleted.status).toBe(200);

    expect(await expectJson(await t.api(b).network.connections.$get(), 200)).toEqual({
      received: [],
      sent: [],
      connected: [],
    });
    expect((await expectJson(await t.api(b).network.conversations.$get(), 200)).items).toEqual([]);
    const thread = await t
      .api(b)
      .network.conversations[':id'].messages.$get({ param: { id: conversationId }, query: {} });
    expect(thread.status).toBe(404);
  });
});
