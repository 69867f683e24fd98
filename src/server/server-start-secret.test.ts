import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-start-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts the server the way `npm start` does and waits for it to exit (it must, here). */
function startAndWaitForExit(): Promise<{ code: number | null; stderr: string }> {
  const { DATABASE_URL: _ignored, AUTH_SECRET: _unset, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

describe('the start refuses an unusable auth-secret file', () => {
  it('exits non-zero with a message naming the empty file, before opening the database', async () => {
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), '  \n');
    const { code, stderr } = await startAndWaitForExit();
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(stderr).toContain(path.join(dataDir, 'auth-secret'));
    expect(stderr).toMatch(/holds no secret; a secret needs 32 characters/);
    // Nothing was started on the refused secret: no database folder, the file left as it was.
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe('  \n');
  }, 60_000);

  it('exits non-zero on a secret shorter than 32 characters', async () => {
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'too-short');
    const { code, stderr } = await startAndWaitForExit();
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(stderr).toMatch(/holds a secret shorter than 32 characters/);
  }, 60_000);
});
