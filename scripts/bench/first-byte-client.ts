import http from 'node:http';

/**
 * The busy-clients bench's new client, in a process of its own so the load generator's event loop
 * does not delay its timings: `tsx first-byte-client.ts <url> <cookie> <every ms> <for ms>` opens
 * a fresh connection every `every` ms for one GET, and prints each first byte's time and status
 * as one JSON line when done (status 0: failed or no first byte within 30 s).
 */
const [url = '', cookie = '', everyMs = '200', forMs = '10000'] = process.argv.slice(2);
const TIMEOUT_MS = 30_000;

function firstByte(): Promise<{ ms: number; status: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(url, { agent: false, headers: { cookie } }, (res) => {
      const ms = performance.now() - started;
      res.resume();
      resolve({ ms, status: res.statusCode ?? 0 });
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
  });
}

const samples: Promise<{ ms: number; status: number }>[] = [];
const until = Date.now() + Number(forMs);
while (Date.now() < until) {
  samples.push(firstByte());
  await new Promise((r) => setTimeout(r, Number(everyMs)));
}
process.stdout.write(`${JSON.stringify(await Promise.all(samples))}\n`);
