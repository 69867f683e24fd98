import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killServer,
  serverDatabase,
  signUpOverHttp,
  startServerProcess,
  type ServerProcess,
} from '../../tests/server-process';

/**
 * A graceful stop of a real server process (SIGTERM) while a parent's tab holds its event stream
 * open: on the embedded database by default, on PostgreSQL with TEST_DATABASE_URL.
 */

/** What the stop may take, from SIGTERM to the process gone. */
const STOP_BUDGET_MS = 2_000;

let dataDir: string;
let database: Awaited<ReturnType<typeof serverDatabase>>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-stop-'));
  database = await serverDatabase('kv_stop');
}, 60_000);

afterAll(async () => {
  if (server) await killServer(server.child);
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * An event stream opened as a browser opens it: on a keep-alive connection the client keeps after
 * the answer ends (a browser keeps it for minutes). `ready` resolves at the stream's first event,
 * `ended` when the server has ended the answer.
 */
function openStream(origin: string, cookie: string) {
  const agent = new http.Agent({ keepAlive: true });
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const ended = new Promise<void>((resolve, reject) => {
    const req = http.get(`${origin}/api/network/events`, { agent, headers: { cookie, origin } });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('event: ready')) ready();
      });
      res.on('end', () => resolve());
      res.on('error', reject);
    });
  });
  return { ready: isReady, ended, agent };
}

describe('a graceful stop', () => {
  it('ends an open event stream, closes every connection and the database, and exits 0 within 2 s', async () => {
    const port = await freePort();
    server = await startServerProcess({
      port,
      dataDir,
      databaseUrl: database?.url,
      env: { LOG_LEVEL: 'info' },
    });
    const { origin } = server;
    const cookie = await signUpOverHttp(
      origin,
      `stop.${randomUUID().slice(0, 8)}@example.com`,
      'stop test 1 password',
    );
    const stream = openStream(origin, cookie);
    await stream.ready;

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code, signal } = await server.exited;
    const tookMs = Date.now() - signalled;
    await stream.ended;
    stream.agent.destroy();

    const logs = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string });
    expect({ code, signal }, `exited after ${tookMs} ms`).toEqual({ code: 0, signal: null });
    expect(logs.map((l) => l.msg)).toContain('stopped');
    expect(fs.existsSync(path.join(dataDir, 'kidventure.lock'))).toBe(false);
    expect(tookMs).toBeLessThan(STOP_BUDGET_MS);
    server = undefined;
  }, 60_000);
});
