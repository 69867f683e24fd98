import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
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

  it('answers over the network only a request that names the app by its own host', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const get = (host: string) =>
        new Promise<number>((resolve, reject) => {
          http
            .get(
              { host: '127.0.0.1', port, path: '/api/dev/mailbox', headers: { host } },
              (res) => {
                res.resume();
                resolve(res.statusCode ?? 0);
              },
            )
            .on('error', reject);
        });
      // APP_URL is http://localhost:3000: the browser on this machine that opened the app.
      expect(await get('localhost:3000')).toBe(200);
      // A page on another name that resolves to this machine (DNS rebinding), or a forged Host.
      expect(await get('rebind.example:3000')).toBe(404);
      expect(await get('127.0.0.1:3000')).toBe(404);
      expect(await get('localhost:4000')).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each<Record<string, string>>([{ NODE_ENV: 'production' }, { DEV_MAILBOX: 'false' }])(
    'does not exist with %o',
    async (env) => {
      const other = await createTestApp(env);
      try {
        const res = await other.request('/api/dev/mailbox');
        expect(res.status).toBe(404);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
      } finally {
        await other.close();
      }
    },
  );
});
