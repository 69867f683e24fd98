import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir, openPglite, openPostgres } from '../src/server/db/client';
import { giftCards } from '../src/server/db/schema';
import { GIFT_CODE_ALPHABET } from '../src/shared/gift-codes';
import { runScript } from '../tests/run-script';
import { createTestApp } from '../tests/test-app';

/** `npm run giftcards` as a person runs it, in a child process with its own DATA_DIR. */
function runGiftcards(args: string[], env: NodeJS.ProcessEnv) {
  return runScript('scripts/giftcards.ts', args, env);
}

function embeddedEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return env;
}

/** The printed codes: 'ABCD EFGH JKLM' lines, normalised back to what is stored. */
const printedCodes = (stdout: string) =>
  [
    ...stdout.matchAll(
      new RegExp(
        `^  ([${GIFT_CODE_ALPHABET}]{4} [${GIFT_CODE_ALPHABET}]{4} [${GIFT_CODE_ALPHABET}]{4})$`,
        'gm',
      ),
    ),
  ].map((m) => (m[1] ?? '').replaceAll(' ', ''));

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-giftcards-cli-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

// Each case starts a child process with tsx: slow on a busy machine.
describe('npm run giftcards', { timeout: 120_000 }, () => {
  it('issues codes into the embedded database when no server is running', async () => {
    const dataDir = path.join(tmp, 'data-direct');
    const res = await runGiftcards(
      ['issue', '--amount', '25', '--count', '3'],
      embeddedEnv(dataDir),
    );
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(
      `Issued 3 gift cards of $25 in the embedded database in ${dataDir}:`,
    );
    const codes = printedCodes(res.stdout);
    expect(codes).toHaveLength(3);
    expect(fs.existsSync(path.join(dataDir, 'kidventure.lock'))).toBe(false);

    const handle = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const rows = await handle.db.select().from(giftCards).where(inArray(giftCards.code, codes));
      expect(rows.map((r) => r.amountCents)).toEqual([2500, 2500, 2500]);
    } finally {
      await handle.close();
    }
  });

  // Each refusal is in lib/giftcards-args.test.ts; this one shows the command's side of it.
  it('refuses bad arguments with the message, exit code 1, and no database made', async () => {
    const dataDir = path.join(tmp, 'data-bad');
    const res = await runGiftcards(['issue', '--amount', '2.50'], embeddedEnv(dataDir));
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain('The amount must be whole dollars');
    expect(res.stderr).toContain('Usage: npm run giftcards -- issue --amount DOLLARS [--count N]');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('goes through the admin API when a server holds the data folder', async () => {
    const t = await createTestApp();
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const dataDir = path.join(tmp, 'data-running');
    const lock = lockDataDir(dataDir); // this test process plays the running server
    lock.update({ port: (server.address() as AddressInfo).port });
    fs.writeFileSync(path.join(dataDir, 'admin-secret'), 'test-admin-secret');
    try {
      const res = await runGiftcards(['issue', '--amount', '10'], embeddedEnv(dataDir));
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(res.stdout).toContain('Issued 1 gift card of $10 in the running server');
      const codes = printedCodes(res.stdout);
      expect(codes).toHaveLength(1);
      const rows = await t.db.select().from(giftCards).where(inArray(giftCards.code, codes));
      expect(rows.map((r) => r.amountCents)).toEqual([1000]);
    } finally {
      lock.release();
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'issues straight into PostgreSQL with DATABASE_URL',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `kv_giftcli_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        const env = { ...embeddedEnv(path.join(tmp, 'data-pg')), DATABASE_URL: url.toString() };
        const res = await runGiftcards(['issue', '--amount', '50', '--count', '2'], env);
        expect(res.stderr).toBe('');
        expect(res.code).toBe(0);
        expect(res.stdout).toContain('Issued 2 gift cards of $50 in PostgreSQL (DATABASE_URL)');
        const handle = openPostgres(url.toString(), 1);
        try {
          const rows = await handle.db
            .select()
            .from(giftCards)
            .where(inArray(giftCards.code, printedCodes(res.stdout)));
          expect(rows.map((r) => r.amountCents)).toEqual([5000, 5000]);
        } finally {
          await handle.close();
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
