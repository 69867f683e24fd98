import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  origin: string;
  /** What the server wrote so far: its log lines (stdout) and any error (stderr). */
  output(): string;
};

/**
 * The server as `npm start` runs it, in a child process on `port` and `dataDir` (on PostgreSQL
 * when `databaseUrl` is given), resolved once it answers. It logs JSON lines at LOG_LEVEL warn
 * unless `env` says otherwise.
 */
export async function startServerProcess({
  port,
  dataDir,
  databaseUrl,
  env = {},
}: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  // The test runner's own database setting is meant for something else.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...inherited,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATA_DIR: dataDir,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      AUTH_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`${origin}/api/me`)).ok) return { child, origin, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start in 60 s: ${output}`);
}

/** Sends `signal` (SIGKILL by default) and resolves once the process has exited. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal }));
    child.kill(signal);
  });
}
