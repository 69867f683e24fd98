import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from '../../../../tests/sse-reader';
import { MAX_STREAMS_PER_PARENT } from '../../lib/realtime';
import { NOTIFY_PAYLOAD_MAX_BYTES, recordEvents } from '../../lib/realtime.queries';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { createActivity, type Parent } from '../../../../tests/factories';
import { connectedPair, networkParent, sendMessage } from './network.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '10000' });
});
afterAll(() => t.close());

let n = 0;
const parent = () => networkParent(t, { firstName: `Live${++n}`, region: 'Toronto' });
const open = async (who: Parent, lastEventId?: string) => {
  const res = await t.request('/api/network/events', {
    cookie: who.cookie,
    headers: lastEventId ? { 'last-event-id': lastEventId } : {},
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream = readSse(res);
  expect((await stream.next()).event).toBe('ready');
  return stream;
};
const send = (who: Parent, conversationId: string, text: string) =>
  sendMessage(t, who, conversationId, text);

describe('live events (Server-Sent Events)', () => {
  it('answers 401 without a session', async () => {
    expect((await t.request('/api/network/events')).status).toBe(401);
  });

  it('delivers a new message to both parents, and the read receipt to the sender', async () => {
    const [a, b] = [await parent(), await parent()];
    const { conversationId } = await connectedPair(t, a, b);
    const aStream = await open(a);
    const bStream = await open(b);

    const started = Date.now();
    const sent = await send(b, conversationId, 'Are you there?');
    const got = await aStream.next(1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(got.event).toBe('message');
    expect(JSON.parse(got.data)).toEqual({ conversationId, messageId: sent.id });
    expect(got.id).toMatch(/^\d+$/);
    // The sender's own tabs hear of it too.
    expect((await bStream.next()).event).toBe('message');

    await expectJson(
      await t.api(a).network.conversations[':id'].read.$post({ param: { id: conversationId } }),
      200,
    );
    const receipt = await bStream.next();
    expect(receipt.event).toBe('read');
    expect(JSON.parse(receipt.data)).toEqual({ conversationId });
    await aStream.none();
    await Promise.all([aStream.close(), bStream.close()]);
  });

  it('tells a parent when someone replies to their comment, and no one of their own reply', async () => {
    const [a, b] = [await parent(), await parent()];
    const activity = await createActivity(t.db);
    const comment = await expectJson(
      await t.api(a).comments.activities[':activityId'].$post({
        param: { activityId: String(activity.id) },
        json: { content: 'Is parking easy there?' },
      }),
      201,
    );
    const aStream = await open(a);
    const reply = (who: Parent, content: string) =>
      t.api(who).comments[':id'].replies.$post({ param: { id: comment.id }, json: { content } });

    const answered = await expectJson(await reply(b, 'Yes, behind the hall.'), 201);
    const got = await aStream.next(1000);
    expect(got.event).toBe('comment');
    expect(JSON.parse(got.data)).toEqual({ commentId: answered.id });
    // The bell hears of it in the same transaction.
    expect((await aStream.next(1000)).event).toBe('notification');

    await expectJson(await reply(a, 'Thanks!'), 201);
    await aStream.none();
    await aStream.close();
  });

  it('tells the addressee of a request and the asker of the answer, but never the blocked', async () => {
    const [a, b] = [await parent(), await parent()];
    const aStream = await open(a);
    const bStream = await open(b);
    const asked = await expectJson(
      await t.api(a).network.connections.$post({ json: { parentId: b.userId } }),
      201,
    );
    expect(JSON.parse((await bStream.next()).data)).toEqual({ connectionId: asked.id });
    expect((await bStream.next()).event).toBe('notification');
    await expectJson(
      await t.api(b).network.connections[':id'].accept.$post({ param: { id: asked.id } }),
      200,
    );
    expect((await aStream.next()).event).toBe('connection');
    expect((await aStream.next()).event).toBe('notification');
    expect((await t.api(b).network.blocks.$post({ json: { parentId: a.userId } })).status).toBe(
      204,
    );
    await aStream.none();
    await Promise.all([aStream.close(), bStream.close()]);
  });

  it('sends exactly what was missed after a reconnect with Last-Event-ID', async () => {
    const [a, b] = [await parent(), await parent()];
    const { conversationId } = await connectedPair(t, a, b);
    const first = await open(a);
    const one = await send(b, conversationId, 'one');
    const seen = await first.next();
    expect(JSON.parse(seen.data)).toMatchObject({ messageId: one.id });
    await first.close();

    const two = await send(b, conversationId, 'two');
    const three = await send(b, conversationId, 'three');
    const again = await open(a, seen.id);
    const missed = [await again.next(), await again.next()];
    expect(missed.map((e) => (JSON.parse(e.data) as { messageId: string }).messageId)).toEqual([
      two.id,
      three.id,
    ]);
    expect(Number(missed[0]?.id)).toBeGreaterThan(Number(seen.id));
    await again.none();
    // Live again after the replay.
    const four = await send(b, conversationId, 'four');
    expect(JSON.parse((await again.next()).data)).toMatchObject({ messageId: four.id });
    await again.close();
  });

  it('delivers an event too long for a notification, in order with those around it', async () => {
    const a = await parent();
    const stream = await open(a);
    const long = 'x'.repeat(NOTIFY_PAYLOAD_MAX_BYTES + 1);
    // Announced by its id alone, between two that travel whole: read from the table, in id order.
    await recordEvents(t.db, [
      { userId: a.userId, type: 'notification', payload: { n: 1 } },
      { userId: a.userId, type: 'notification', payload: { n: 2, long } },
      { userId: a.userId, type: 'notification', payload: { n: 3 } },
    ]);
    const got = [await stream.next(), await stream.next(), await stream.next()];
    expect(got.map((e) => (JSON.parse(e.data) as { n: number }).n)).toEqual([1, 2, 3]);
    expect(JSON.parse(got[1]?.data ?? '')).toEqual({ n: 2, long });
    expect(Number(got[2]?.id)).toBeGreaterThan(Number(got[1]?.id));
    await stream.none();
    await stream.close();
  });

  it("never sends one parent's events to another", async () => {
    const [a, b, stranger] = [await parent(), await parent(), await parent()];
    const { conversationId } = await connectedPair(t, a, b);
    const watching = await open(stranger, '0');
    await send(a, conversationId, 'private');
    await watching.none();
    await watching.close();
  });

  it('hands many streams of different parents exactly their own events, each once', async () => {
    // Three pairs, three tabs a parent, everyone sending at once: one burst for the hub to share out.
    const pairs = await Promise.all(
      [0, 1, 2].map(async () => {
        const [a, b] = [await parent(), await parent()];
        return { a, b, ...(await connectedPair(t, a, b)) };
      }),
    );
    const parents = pairs.flatMap(({ a, b, conversationId }) => [
      { who: a, conversationId },
      { who: b, conversationId },
    ]);
    const tabs = await Promise.all(
      parents.flatMap((p) => [0, 1, 2].map(async () => ({ ...p, stream: await open(p.who) }))),
    );
    const sent = await Promise.all(
      parents.map(async (p, i) => ({
        ...p,
        id: (await send(p.who, p.conversationId, `hi ${i}`)).id,
      })),
    );

    for (const tab of tabs) {
      // Every message of the tab's own conversation (both sides'), nothing of the others'.
      const expected = sent.filter((s) => s.conversationId === tab.conversationId).map((s) => s.id);
      const got = [await tab.stream.next(10_000), await tab.stream.next(10_000)];
      expect(got.map((e) => e.event)).toEqual(['message', 'message']);
      const ids = got.map((e) => (JSON.parse(e.data) as { messageId: string }).messageId);
      expect(ids.toSorted()).toEqual(expected.toSorted());
      expect(Number(got[1]?.id)).toBeGreaterThan(Number(got[0]?.id));
    }
    await Promise.all(tabs.map((tab) => tab.stream.none()));
    await Promise.all(tabs.map((tab) => tab.stream.close()));
  });

  it('starts afresh after a Last-Event-ID above the newest event, telling the tab to fetch again', async () => {
    const [a, b] = [await parent(), await parent()];
    const { conversationId } = await connectedPair(t, a, b);
    const first = await open(a);
    await send(b, conversationId, 'one');
    const seen = await first.next();
    await first.close();

    // An id this database never gave the parent (another database's, or from before a restore).
    const res = await t.request('/api/network/events', {
      cookie: a.cookie,
      headers: { 'last-event-id': String(Number(seen.id) + 1000) },
    });
    const again = readSse(res);
    const ready = await again.next();
    expect(ready.event).toBe('ready');
    expect(JSON.parse(ready.data)).toEqual({ after: Number(seen.id), resync: true });
    const two = await send(b, conversationId, 'two');
    expect(JSON.parse((await again.next()).data)).toMatchObject({ messageId: two.id });
    await again.close();
  });

  it(`keeps a parent's ${MAX_STREAMS_PER_PARENT} newest streams: the oldest is told it was displaced, and ends`, async () => {
    const [a, b] = [await parent(), await parent()];
    const { conversationId } = await connectedPair(t, a, b);
    const tabs = [];
    for (let i = 0; i < MAX_STREAMS_PER_PARENT; i++) tabs.push(await open(a));
    const [oldest, ...others] = tabs;
    if (!oldest) throw new Error('no stream opened');
    const newest = await open(a);

    expect(await oldest.next()).toEqual({ event: 'closed', data: '{"reason":"displaced"}' });
    expect(await oldest.ended()).toBe(true);
    const sent = await send(b, conversationId, 'to every tab still open');
    for (const tab of [...others, newest]) {
      expect(JSON.parse((await tab.next()).data)).toMatchObject({ messageId: sent.id });
    }
    await Promise.all([...others, newest].map((tab) => tab.close()));
  });

  it('ends open streams when the server shuts down', async () => {
    const a = await parent();
    const stream = await open(a);
    expect(t.realtime.size).toBeGreaterThan(0);
    await t.realtime.close();
    expect(await stream.ended()).toBe(true);
  });
});
