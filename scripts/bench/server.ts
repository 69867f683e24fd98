import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A running app; `pid` lets a bench read its memory. */
export type BenchServer = { url: string; pid: number; stop(): Promise<void> };

/** The bench's own ports, clear of the dev server (3000/3001/5173) and the browser tests. */
export const BENCH_PORTS = {
  app: 3330,
  search: 3331,
  lighthouseChrome: 3340,
  pageFloor: 3341,
} as const;

export type BenchServerOptions = {
  port?: number;
  /** An existing data folder (kept on stop); by default a scratch one, removed on stop. */
  dataDir?: string;
  env?: Record<string, string>;
};

/**
 * Starts the app as `npm start` runs it (src/server/main.ts: env → database → migrations → demo
 * seed → HTTP), in its own process so the load generator does not share its event loop, and waits
 * until it answers. By default on a scratch embedded database with the demo catalogue.
 */
export async function startBenchServer({
  port = BENCH_PORTS.app,
  dataDir: givenDataDir,
  env = {},
}: BenchServerOptions = {}): Promise<BenchServer> {
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-bench-'));
  // BENCH_CPU_PROF_DIR=dir writes a CPU profile of each app process there, for Chrome's DevTools.
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`bench server exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${url}/api/me`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('bench server did not start within 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, pid: child.pid ?? 0, stop };
}
