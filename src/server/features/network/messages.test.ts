import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { signedInParent, type Parent } from '../../../../tests/factories';
import {
  MESSAGE_BLANK,
  MESSAGE_TOO_LONG,
  MESSAGES_PER_MINUTE,
} from '../../../shared/network-rules';
import { connectedPair, networkParent } from './network.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '10000' });
});
afterAll(() => t.close());

let n = 0;
const parent = () => networkParent(t, { firstName: `Chatter${++n}`, region: 'Toronto' });
const conv = (who: Parent) => t.api(who).network.conversations[':id'];
const send = (who: Parent, id: string, text: string, clientId: string = randomUUID()) =>
  conv(who).messages.$post({ param: { id }, json: { clientId, text } });
const page = async (who: Parent, id: string, query: { cursor?: string; limit?: string } = {}) =>
  expectJson(await conv(who).messages.$get({ param: { id }, query }), 200);
const conversations = async (who: Parent) =>
  expectJson(await t.api(who).network.conversations.$get(), 200);
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error;

describe('messages between connected parents', () => {
  it('delivers a message unread, counts it, and reading the thread marks it read', async () => {
    const [a, b] = [await parent(), await parent()];
    const { conversationId } = await connectedPair(t, a, b);
    const sent = await expectJson(await send(a, conversationId, '  Hello <b>there</b>  '), 201);
    expect(sent).toMatchObject({ fromMe: true, text: 'Hello <b>there</b>', readAt: null });

    const theirs = await conversations(b);
    expect(theirs.unreadTotal).toBe(1);
    expect(theirs.items).toMatchObject([
      {
        id: conversationId,
        parent: { id: a.userId },
        unreadCount: 1,
        canMessage: true,
        lastMessage: { text: 'Hello <b>there</b>', fromMe: false },
      },
    ]);
    expect((await page(b, conversationId)).items).toMatchObject([{ id: sent.id, fromMe: false }]);

    expect(
      await expectJson(await conv(b).read.$post({ param: { id: conversationId } }), 200),
    ).toEqual({ marked: 1 });
    expect((await conversations(b)).unreadTotal).toBe(0);
    expect((await page(a, conversationId)).items[0]?.readAt).not.toBeNull();
    // My own messages never count as unread for me.
    expect((await conversations(a)).unreadTotal).toBe(0);
  });

  it('never stores a retried send twice (same clientId), and refuses the id for other text', async () => {
    const [a, b] = [await parent(), await parent()];
    const { conversationId } = await connectedPair(t, a, b);
    const clientId = randomUUID();
    const first = await expectJson(await send(a, conversationId, 'Once', clientId), 201);
    const [again, atOnce] = await Promise.all([
      send(a, conversationId, 'Once', clientId),
      send(a, conversationId, 'Once', clientId),
    ]);
    expect((await expectJson(again, 200)).id).toBe(first.id);
    expect((await expectJson(atOnce, 200)).id).toBe(first.id);
    expect((await page(b, conversationId)).items).toHaveLength(1);
    expect((await send(a, conversationId, 'Other words', clientId)).status).toBe(409);
  });

  it('refuses blank and over-long text with the rule in words', async () => {
    const [a, b] = [await parent(), await parent()];
    const { conversationId } = await connectedPair(t, a, b);
    const blank = await send(a, conversationId, ' \n\t ');
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).message).toBe(MESSAGE_BLANK);
    const long = await send(a, conversationId, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toBe(MESSAGE_TOO_LONG);
    expect((await send(a, conversationId, 'x'.repeat(2000))).status).toBe(201);
  });

  it('pages older messages by cursor, newest first, none skipped or repeated', async () => {
    const [a, b] = [await parent(), await parent()];
    const { conversationId } = await connectedPair(t, a, b);
    for (let i = 0; i < 7; i++)
      await expectJson(await send(i % 2 ? b : a, conversationId, `m${i}`), 201);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const p = await page(a, conversationId, { limit: '3', ...(cursor ? { cursor } : {}) });
      seen.push(...p.items.map((m) => m.text));
      cursor = p.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['m6', 'm5', 'm4', 'm3', 'm2', 'm1', 'm0']);
    expect(
      (await conv(a).messages.$get({ param: { id: conversationId }, query: { cursor: 'junk' } }))
        .status,
    ).toBe(400);
  });

  it(`allows ${MESSAGES_PER_MINUTE} messages a minute, then answers 429`, async () => {
    const [a, b] = [await parent(), await parent()];
    const { conversationId } = await connectedPair(t, a, b);
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) {
      expect((await send(a, conversationId, `burst ${i}`)).status).toBe(201);
    }
    const over = await send(a, conversationId, 'one too many');
    expect(over.status).toBe(429);
    expect((await errorOf(over)).message).toMatch(/too fast/);
    // When to try again: within the minute's window.
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The other parent's budget is their own.
    expect((await send(b, conversationId, 'still fine')).status).toBe(201);
  });

  it('counts only messages sent: retries of a send use none of the minute', async () => {
    const [a, b] = [await parent(), await parent()];
    const { conversationId } = await connectedPair(t, a, b);
    const clientId = randomUUID();
    expect((await send(a, conversationId, 'flaky network', clientId)).status).toBe(201);
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) {
      expect((await send(a, conversationId, 'flaky network', clientId)).status).toBe(200);
    }
    for (let i = 1; i < MESSAGES_PER_MINUTE; i++) {
      expect((await send(a, conversationId, `then ${i}`)).status).toBe(201);
    }
    expect((await send(a, conversationId, 'one too many')).status).toBe(429);
    expect((await page(b, conversationId, { limit: '50' })).items).toHaveLength(
      MESSAGES_PER_MINUTE,
    );
  });
});

describe('who may talk', () => {
  it('refuses a conversation with a parent I am not connected with (403)', async () => {
    const [a, b] = [await parent(), await parent()];
    const res = await t.api(a).network.conversations.$post({ json: { parentId: b.userId } });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toMatch(/only to parents you are connected with/);
  });

  it("hides another pair's conversation from everyone else (404)", async () => {
    const [a, b, stranger] = [await parent(), await parent(), await signedInParent(t)];
    const { conversationId } = await connectedPair(t, a, b);
    await expectJson(await send(a, conversationId, 'private'), 201);
    expect(
      (await conv(stranger).messages.$get({ param: { id: conversationId }, query: {} })).status,
    ).toBe(404);
    expect((await send(stranger, conversationId, 'hi')).status).toBe(404);
    expect((await conv(stranger).read.$post({ param: { id: conversationId } })).status).toBe(404);
    expect((await conv(stranger).$get({ param: { id: conversationId } })).status).toBe(404);
    expect((await conversations(stranger)).items).toEqual([]);
  });

  it('refuses messages once the connection is removed, or after a block (403, block not named)', async () => {
    const [a, b, c] = [await parent(), await parent(), await parent()];
    const ab = await connectedPair(t, a, b);
    const sentId = randomUUID();
    const sent = await expectJson(await send(a, ab.conversationId, 'before', sentId), 201);
    expect(
      (await t.api(b).network.connections[':id'].$delete({ param: { id: ab.connectionId } }))
        .status,
    ).toBe(204);
    expect((await send(a, ab.conversationId, 'after')).status).toBe(403);
    expect((await conversations(a)).items[0]).toMatchObject({ canMessage: false });
    // A retry of what was sent before (its answer lost on the way) still confirms it.
    const retried = await expectJson(await send(a, ab.conversationId, 'before', sentId), 200);
    expect(retried).toMatchObject({ id: sent.id, text: 'before' });

    const ac = await connectedPair(t, a, c);
    expect((await t.api(c).network.blocks.$post({ json: { parentId: a.userId } })).status).toBe(
      204,
    );
    const blocked = await send(a, ac.conversationId, 'hello?');
    expect(blocked.status).toBe(403);
    expect((await errorOf(blocked)).message).not.toMatch(/block/i);
    expect((await send(c, ac.conversationId, 'nor me')).status).toBe(403);
  });
});
