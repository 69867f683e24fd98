import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/test-app';
import { expectJson } from '../../tests/test-client';
import { HOURLY_LIMIT_MESSAGES, PARENT_LIMITS } from '../shared/parent-limits';
import { networkEvents, rateLimits } from './db/schema';
import { connectedPair, networkParent } from './features/network/network.test-helpers';
import { expectError } from '../../tests/accounts';

/**
 * What one parent may send other parents in an hour (shared/parent-limits.ts): past it, 429 with
 * Retry-After until the hour ends, and the other parent hears nothing more.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

/** As if the hour of this allowance had begun `ms` earlier. */
async function hourPasses(key: string, ms = 3_600_000) {
  await t.db
    .update(rateLimits)
    .set({ lastRequest: sql`${rateLimits.lastRequest} - ${ms}` })
    .where(eq(rateLimits.key, key));
}

function expectRetryWithinTheHour(res: Response) {
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

const eventsOf = async (userId: string, type: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(networkEvents)
      .where(and(eq(networkEvents.userId, userId), eq(networkEvents.type, type)))
  )[0]?.n ?? 0;

describe('connection requests', () => {
  it('asking and withdrawing again and again stops at 20 an hour, and the other parent stops hearing of it', async () => {
    const asker = await networkParent(t, { firstName: 'Asker' });
    const target = await networkParent(t, { firstName: 'Target' });
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 25; i++) {
      const asked = await t
        .api(asker)
        .network.connections.$post({ json: { parentId: target.userId } });
      statuses.push(asked.status);
      if (asked.status !== 201) {
        refused ??= asked;
        continue;
      }
      const { id } = (await asked.json()) as { id: string };
      const withdrawn = await t.api(asker).network.connections[':id'].$delete({ param: { id } });
      expect(withdrawn.status).toBe(204);
    }
    expect(statuses).toEqual([...Array(20).fill(201), ...Array(5).fill(429)]);
    if (!refused) throw new Error('no request was refused');
    await expectError(refused, 429, 'rate_limited', HOURLY_LIMIT_MESSAGES.connectionRequests);
    expectRetryWithinTheHour(refused);
    // A request and a withdrawal each tell the target's open apps once: 40, not 50.
    expect(await eventsOf(target.userId, 'connection')).toBe(
      2 * PARENT_LIMITS.connectionRequests.perHour,
    );
    // The bell rings once a day per asker, however often they ask again.
    expect(await eventsOf(target.userId, 'notification')).toBe(1);

    await hourPasses(`connectionRequests-hour:${asker.userId}`);
    expect(
      (await t.api(asker).network.connections.$post({ json: { parentId: target.userId } })).status,
    ).toBe(201);
  });
});

describe('messages', () => {
  it('stop at 300 an hour', async () => {
    const a = await networkParent(t, { firstName: 'Chatty' });
    const b = await networkParent(t, { firstName: 'Listener' });
    const { conversationId } = await connectedPair(t, a, b);
    const send = (text: string) =>
      t.api(a).network.conversations[':id'].messages.$post({
        param: { id: conversationId },
        json: { text, clientId: crypto.randomUUID() },
      });
    expect((await send('the first of the hour')).status).toBe(201);
    // As if 298 more had gone out over the last ten minutes, 30 a minute (the minute's limit).
    await t.db
      .update(rateLimits)
      .set({ count: 299, lastRequest: sql`${rateLimits.lastRequest} - 600000` })
      .where(eq(rateLimits.key, `messages-hour:${a.userId}`));
    expect((await send('the 300th')).status).toBe(201);
    const refused = await send('one too many');
    await expectError(refused, 429, 'rate_limited', HOURLY_LIMIT_MESSAGES.messages);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(2900);
    expect(retryAfter).toBeLessThanOrEqual(3000);
  });
});

describe('list shares', () => {
  it('turning sharing on stops at 20 an hour', async () => {
    const parent = await networkParent(t, { firstName: 'Sharer' });
    const list = await expectJson(
      await t.api(parent).collections.lists.$post({ json: { name: 'Summer ideas' } }),
      201,
    );
    const share = (isShared: boolean) =>
      t.api(parent).collections.lists[':id'].$patch({ param: { id: list.id }, json: { isShared } });
    for (let i = 0; i < 20; i++) {
      expect((await share(true)).status).toBe(200);
      expect((await share(false)).status).toBe(200);
    }
    const refused = await share(true);
    await expectError(refused, 429, 'rate_limited', HOURLY_LIMIT_MESSAGES.listShares);
    expectRetryWithinTheHour(refused);
    // Turning it off is never held back.
    expect((await share(false)).status).toBe(200);
  });
});
