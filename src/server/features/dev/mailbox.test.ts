import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { outboxMessages } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { createMailer } from '../../lib/mail';

type Mailbox = {
  items: {
    id: number;
    to: string;
    subject: string;
    text: string;
    links: string[];
    createdAt: string;
  }[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/dev/mailbox', () => {
  it('lists kept mail newest first, with the links found in the text', async () => {
    const mailer = createMailer({ db: t.db, logger: createLogger('silent'), from: 'test' });
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'no link here' });
    await mailer.send({
      to: 'b@example.com',
      subject: 'Second',
      text: 'Open http://localhost:3000/auth/reset-password?token=abc to continue.',
    });

    const res = await t.request('/api/dev/mailbox');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as Mailbox;
    expect(items.map((i) => i.subject)).toEqual(['Second', 'First']);
    expect(items[0]).toMatchObject({
      to: 'b@example.com',
      links: ['http://localhost:3000/auth/reset-password?token=abc'],
    });
    expect(Number.isNaN(Date.parse(items[0]?.createdAt ?? ''))).toBe(false);
  });

  it('returns at most 50 messages', async () => {
    const base = Date.now() + 60_000;
    await t.db.insert(outboxMessages).values(
      Array.from({ length: 60 }, (_, i) => ({
        to: 'bulk@example.com',
        subject: `Bulk ${i}`,
        text: 'bulk',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const { items } = (await (await t.request('/api/dev/mailbox')).json()) as Mailbox;
    expect(items).toHaveLength(50);
    expect(items[0]?.subject).toBe('Bulk 59');
    expect(items[49]?.subject).toBe('Bulk 10');
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await prod.request('/api/dev/mailbox');
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    } finally {
      await prod.close();
    }
  });
});
