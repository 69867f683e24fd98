import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInParent, type Parent } from '../../../../tests/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { UNNAMED_PARENT } from '../../../shared/network-rules';
import { jobs, profiles } from '../../db/schema';
import { MESSAGE_EMAIL_JOB } from '../../lib/message-email';
import {
  deliveryRunner,
  minutesAfter,
  noonAfter,
  storedNotices,
  outboxFor,
  type Clock,
} from './notifications.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '10000' });
});
afterAll(() => t.close());

async function parentNamed(firstName: string) {
  const p = await signedInParent(t);
  await expectJson(
    await t.api(p).profile.$patch({ json: { firstName, region: null, discoverable: true } }),
    200,
  );
  return p;
}

let n = 0;
/** Two connected parents and their conversation; the receiver in UTC, where noon is not quiet. */
async function pair() {
  n += 1;
  const ann = await parentNamed(`Ann${n}`);
  const ben = await parentNamed(`Ben${n}`);
  await expectJson(
    await t.api(ben).notifications.settings.$patch({ json: { timeZone: 'UTC' } }),
    200,
  );
  const asked = await expectJson(
    await t.api(ann).network.connections.$post({ json: { parentId: ben.userId } }),
    201,
  );
  await expectJson(
    await t.api(ben).network.connections[':id'].accept.$post({ param: { id: asked.id } }),
    200,
  );
  const { id: conversationId } = await expectJson(
    await t.api(ann).network.conversations.$post({ json: { parentId: ben.userId } }),
    200,
  );
  return { ann, ben, conversationId };
}

async function send(from: Parent, conversationId: string, texts: string[]) {
  for (const text of texts) {
    await expectJson(
      await t.api(from).network.conversations[':id'].messages.$post({
        param: { id: conversationId },
        json: { clientId: randomUUID(), text },
      }),
      201,
    );
  }
}

const waitingJobs = () => t.db.select().from(jobs).where(eq(jobs.kind, MESSAGE_EMAIL_JOB));

describe('messages received while away', () => {
  it('come as one notification and one e-mail for a burst, never one per message', async () => {
    const { ann, ben, conversationId } = await pair();
    await send(ann, conversationId, ['one', 'two', 'three', 'four', 'five: see you Saturday']);
    // A waiting job absorbs the next messages of the burst.
    expect(await waitingJobs()).toHaveLength(1);
    const clock: Clock = { now: noonAfter(new Date()) };
    await deliveryRunner(t, clock).runAll();

    const told = await storedNotices(t, ben.userId, 'message');
    expect(told).toEqual([
      { kind: 'message', title: `Ann${n} sent you 5 messages`, body: 'five: see you Saturday' },
    ]);
    const mails = await outboxFor(t, ben.email);
    expect(mails.map((m) => m.subject)).toEqual([`Ann${n} sent you 5 messages`]);
    expect(mails[0]?.text).toContain(
      `Open the conversation: ${TEST_ORIGIN}/messages?chat=${conversationId}`,
    );
    expect(mails[0]?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The sender is told nothing of their own messages.
    expect(await storedNotices(t, ann.userId, 'message')).toEqual([]);
    expect(await waitingJobs()).toEqual([]);
  });

  it('send nothing when the conversation was read in the meantime', async () => {
    const { ann, ben, conversationId } = await pair();
    await send(ann, conversationId, ['are you there?', 'hello?']);
    await expectJson(
      await t.api(ben).network.conversations[':id'].read.$post({ param: { id: conversationId } }),
      200,
    );
    await deliveryRunner(t, { now: noonAfter(new Date()) }).runAll();
    expect(await storedNotices(t, ben.userId, 'message')).toEqual([]);
    expect(await outboxFor(t, ben.email)).toEqual([]);
  });

  it('hold a second burst until 15 minutes after the first e-mail', async () => {
    const { ann, ben, conversationId } = await pair();
    const clock: Clock = { now: noonAfter(new Date()) };
    const runner = deliveryRunner(t, clock);
    await send(ann, conversationId, ['first']);
    await runner.runAll();
    const firstMailAt = clock.now;
    expect((await outboxFor(t, ben.email)).map((m) => m.subject)).toEqual([
      `Ann${n} sent you a message`,
    ]);

    await send(ann, conversationId, ['second', 'third']);
    const [job] = await waitingJobs();
    expect(job?.runAt).toEqual(minutesAfter(firstMailAt, 15));
    clock.now = minutesAfter(firstMailAt, 14);
    await runner.runAll();
    expect(await outboxFor(t, ben.email)).toHaveLength(1);

    clock.now = minutesAfter(firstMailAt, 15);
    await runner.runAll();
    // Unread still: the first message counts too, as the parent has not seen it.
    expect((await outboxFor(t, ben.email)).map((m) => m.subject)).toEqual([
      `Ann${n} sent you a message`,
      `Ann${n} sent you 3 messages`,
    ]);
    expect(await storedNotices(t, ben.userId, 'message')).toHaveLength(2);
  });

  it('name a sender without a first name as the directory does, never by their account name', async () => {
    const { ann, ben, conversationId } = await pair();
    await t.db.update(profiles).set({ firstName: null }).where(eq(profiles.id, ann.userId));
    await send(ann, conversationId, ['hello from no name']);
    await deliveryRunner(t, { now: noonAfter(new Date()) }).runAll();
    expect((await storedNotices(t, ben.userId, 'message')).map((m) => m.title)).toEqual([
      `${UNNAMED_PARENT} sent you a message`,
    ]);
  });
});
