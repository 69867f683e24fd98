import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { percentile, round1 } from './stats';

/** Its own port, clear of the app's instances in the rush. */
const FLOOR_PORT = 3369;

/**
 * A bare node:http server with the app's listen backlog: it reads the body and answers a short
 * 409 JSON, with no framework, session or database.
 */
const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ error: { code: 'activity_full', message: 'This activity is full.' } });
http
  .createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(409, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
  })
  .listen({ port: ${FLOOR_PORT}, backlog: 4096 }, () => console.log('listening'));
`;

/**
 * What the machine and the load generator take by themselves: the rush's burst (`send`, as many
 * requests at once as parents) against a server that does no work, a few rounds. Its p95 is the
 * least the app's p95 could be on this machine, whatever the app does.
 */
export async function burstFloor(
  send: (url: string) => Promise<Response>,
  { requests, rounds }: { requests: number; rounds: number },
) {
  return withBareServer(BARE_SERVER, async () => {
    const p95s: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const ms = await Promise.all(
        Array.from({ length: requests }, async () => {
          const t0 = performance.now();
          await (await send(`http://localhost:${FLOOR_PORT}/api/bookings`)).text();
          return performance.now() - t0;
        }),
      );
      p95s.push(round1(percentile(ms, 95)));
    }
    return p95s;
  });
}

/**
 * Runs `code` (a bare server that prints a line once it listens) in a process of its own, and
 * `use` once it listens; the server is stopped after, whatever happened.
 */
export async function withBareServer<T>(code: string, use: () => Promise<T>): Promise<T> {
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await once(child.stdout, 'data');
    return await use();
  } finally {
    child.kill();
  }
}
