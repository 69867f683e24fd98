import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import type { Parent } from '../../../../tests/factories';
import { connections } from '../../db/schema';
import { networkParent } from './network.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '10000' });
});
afterAll(() => t.close());

let n = 0;
const parent = (discoverable = true) =>
  networkParent(t, { firstName: `Parent${++n}`, region: 'Toronto', discoverable });
const ask = (from: Parent, to: Parent) =>
  t.api(from).network.connections.$post({ json: { parentId: to.userId } });
const accept = (who: Parent, id: string) =>
  t.api(who).network.connections[':id'].accept.$post({ param: { id } });
const decline = (who: Parent, id: string) =>
  t.api(who).network.connections[':id'].decline.$post({ param: { id } });
const remove = (who: Parent, id: string) =>
  t.api(who).network.connections[':id'].$delete({ param: { id } });
const list = async (who: Parent) => expectJson(await t.api(who).network.connections.$get(), 200);
const blockOf = async (who: Parent, parent: Parent) =>
  expect(
    (await t.api(who).network.blocks.$post({ json: { parentId: parent.userId } })).status,
  ).toBe(204);
const blocked = async (who: Parent) => expectJson(await t.api(who).network.blocks.$get(), 200);
const unblock = (who: Parent, parent: Parent) =>
  t.api(who).network.blocks[':parentId'].$delete({ param: { parentId: parent.userId } });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error;

describe('asking to connect', () => {
  it('shows the request as sent to the asker and received by the other, then accepted for both', async () => {
    const [a, b] = [await parent(), await parent()];
    const asked = await expectJson(await ask(a, b), 201);
    expect(asked).toMatchObject({ status: 'pending', direction: 'sent', parent: { id: b.userId } });
    expect((await list(a)).sent.map((c) => c.id)).toEqual([asked.id]);
    const received = (await list(b)).received;
    expect(received).toMatchObject([
      { id: asked.id, direction: 'received', parent: { id: a.userId } },
    ]);

    const accepted = await expectJson(await accept(b, asked.id), 200);
    expect(accepted.status).toBe('accepted');
    for (const who of [a, b]) {
      const mine = await list(who);
      expect(mine.connected.map((c) => c.id)).toEqual([asked.id]);
      expect([...mine.sent, ...mine.received]).toEqual([]);
    }
  });

  it('lets only the addressee answer: the asker and a stranger get 404', async () => {
    const [a, b, stranger] = [await parent(), await parent(), await parent()];
    const asked = await expectJson(await ask(a, b), 201);
    for (const who of [a, stranger]) {
      expect((await accept(who, asked.id)).status).toBe(404);
      expect((await decline(who, asked.id)).status).toBe(404);
    }
    expect((await accept(b, 'not-a-uuid')).status).toBe(404);
    expect((await list(b)).received).toHaveLength(1);
  });

  it('refuses a second request between the same two parents', async () => {
    const [a, b] = [await parent(), await parent()];
    await expectJson(await ask(a, b), 201);
    const again = await ask(a, b);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toMatch(/already asked/);
  });

  it('accepts theirs when the other parent already asked me', async () => {
    const [a, b] = [await parent(), await parent()];
    const asked = await expectJson(await ask(a, b), 201);
    const answered = await expectJson(await ask(b, a), 200);
    expect(answered).toMatchObject({ id: asked.id, status: 'accepted' });
    expect((await ask(a, b)).status).toBe(409);
  });

  it('refuses myself, an unknown id and a parent who is not discoverable with clear answers', async () => {
    const a = await parent();
    expect(
      (await t.api(a).network.connections.$post({ json: { parentId: a.userId } })).status,
    ).toBe(400);
    expect(
      (await t.api(a).network.connections.$post({ json: { parentId: 'nobody' } })).status,
    ).toBe(404);
    const hidden = await parent(false);
    expect((await ask(a, hidden)).status).toBe(404);
    const bad = await t.request('/api/network/connections', { json: {}, cookie: a.cookie });
    expect(bad.status).toBe(400);
  });

  it('keeps a declined asker from asking again for 30 days; the decliner may ask', async () => {
    const [a, b] = [await parent(), await parent()];
    const asked = await expectJson(await ask(a, b), 201);
    expect((await expectJson(await decline(b, asked.id), 200)).status).toBe('declined');
    expect(await list(a)).toEqual({ received: [], sent: [], connected: [] });
    const again = await ask(a, b);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toMatch(
      /declined your request\. You can ask again after/,
    );

    // 31 days later the asker may try once more.
    await t.db
      .update(connections)
      .set({ respondedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(connections.id, asked.id));
    expect((await expectJson(await ask(a, b), 201)).status).toBe('pending');
  });

  it('lets the decliner ask the declined parent at once', async () => {
    const [a, b] = [await parent(), await parent()];
    const asked = await expectJson(await ask(a, b), 201);
    await expectJson(await decline(b, asked.id), 200);
    expect((await expectJson(await ask(b, a), 201)).direction).toBe('sent');
  });

  it('lets the asker withdraw a pending request, and either side remove a connection', async () => {
    const [a, b, c] = [await parent(), await parent(), await parent()];
    const pending = await expectJson(await ask(a, b), 201);
    expect((await remove(b, pending.id)).status).toBe(404); // the addressee declines instead
    expect((await remove(a, pending.id)).status).toBe(204);
    expect((await list(b)).received).toEqual([]);

    const asked = await expectJson(await ask(a, c), 201);
    await expectJson(await accept(c, asked.id), 200);
    expect((await remove(c, asked.id)).status).toBe(204);
    expect((await list(a)).connected).toEqual([]);
    expect((await remove(a, asked.id)).status).toBe(404);
  });
});

describe('blocking', () => {
  it('removes the connection and keeps the blocked parent from asking again, without naming the block', async () => {
    const [a, b] = [await parent(), await parent()];
    const asked = await expectJson(await ask(a, b), 201);
    await expectJson(await accept(b, asked.id), 200);
    expect((await t.api(b).network.blocks.$post({ json: { parentId: a.userId } })).status).toBe(
      204,
    );
    expect((await list(a)).connected).toEqual([]);
    const again = await ask(a, b);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe('Parent not found');
    // Nor can the blocker be found by the blocked through a request the other way.
    expect((await ask(b, a)).status).toBe(404);
  });

  it('refuses blocking myself or nobody', async () => {
    const a = await parent();
    expect((await t.api(a).network.blocks.$post({ json: { parentId: a.userId } })).status).toBe(
      400,
    );
    expect((await t.api(a).network.blocks.$post({ json: { parentId: 'nobody' } })).status).toBe(
      404,
    );
  });

  it('lists whom I blocked, newest first, and only to me', async () => {
    const [me, first, second, other] = [
      await parent(),
      await parent(),
      await parent(),
      await parent(),
    ];
    for (const who of [first, second]) await blockOf(me, who);
    const mine = await blocked(me);
    expect(mine.items.map((b) => b.parent.id)).toEqual([second.userId, first.userId]);
    expect(mine.items[0]?.parent).toEqual({
      id: second.userId,
      firstName: expect.any(String),
      avatarLetter: expect.any(String),
      region: 'Toronto',
    });
    // The blocked parents never learn of it; nobody else sees my list.
    for (const who of [first, second, other]) expect((await blocked(who)).items).toEqual([]);
  });

  it('unblocks: the other parent can find and ask again, and nothing else comes back', async () => {
    const a = await parent();
    const b = await networkParent(t, { firstName: 'Quillon', region: 'Toronto' });
    const asked = await expectJson(await ask(a, b), 201);
    await expectJson(await accept(b, asked.id), 200);
    const { id: conversationId } = await expectJson(
      await t.api(a).network.conversations.$post({ json: { parentId: b.userId } }),
      200,
    );
    await blockOf(b, a);

    expect((await unblock(b, a)).status).toBe(204);
    expect((await blocked(b)).items).toEqual([]);
    // Not connected again, no request waiting, the chat still closed for messages.
    for (const who of [a, b])
      expect(await list(who)).toEqual({ received: [], sent: [], connected: [] });
    const chat = await expectJson(
      await t.api(a).network.conversations[':id'].$get({ param: { id: conversationId } }),
      200,
    );
    expect(chat.canMessage).toBe(false);
    // Found again in the directory, and may ask again.
    const found = await expectJson(
      await t.api(a).network.parents.$get({ query: { q: 'Quillon' } }),
      200,
    );
    expect(found.items.map((p) => p.id)).toContain(b.userId);
    expect((await expectJson(await ask(a, b), 201)).status).toBe('pending');
  });

  it("keeps the other side's own block when I unblock", async () => {
    const [a, b] = [await parent(), await parent()];
    await blockOf(a, b);
    await blockOf(b, a);
    expect((await unblock(a, b)).status).toBe(204);
    expect((await ask(a, b)).status).toBe(404);
    expect((await ask(b, a)).status).toBe(404);
  });

  it("answers 404 to unblocking a parent I did not block, or someone else's block", async () => {
    const [a, b, stranger] = [await parent(), await parent(), await parent()];
    await blockOf(a, b);
    expect((await unblock(stranger, b)).status).toBe(404);
    expect((await unblock(b, a)).status).toBe(404);
    expect((await unblock(a, a)).status).toBe(404);
    const nobody = await t
      .api(a)
      .network.blocks[':parentId'].$delete({ param: { parentId: 'nobody' } });
    expect(nobody.status).toBe(404);
    expect((await errorOf(nobody)).message).toBe('Parent not found');
    // Still blocked by a.
    expect((await blocked(a)).items.map((x) => x.parent.id)).toEqual([b.userId]);
  });
});
