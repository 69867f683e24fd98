import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  freePort,
  killServer,
  signUpOverHttp,
  startServerProcess,
} from '../../tests/server-process';

/**
 * The embedded database holds kids' medical notes and emergency contacts: another user of the
 * machine must not read it. A real server process on a real data folder.
 */

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-private-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The start of a PNG: the upload check reads the content's type, not the name. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
/** pino's number for 'warn'. */
const WARN = 40;

const modeOf = (file: string) => fs.lstatSync(file).mode & 0o777;

/** Every folder and file under dir whose mode lets its group or others in. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, entry);
    if (!fs.lstatSync(file).isSymbolicLink() && (modeOf(file) & 0o077) !== 0) {
      open.push(`${entry} ${modeOf(file).toString(8)}`);
    }
  }
  return open;
}

async function uploadAvatar(origin: string) {
  const cookie = await signUpOverHttp(origin, 'private@example.com', 'a quiet lake at dawn');
  const form = new FormData();
  form.set('file', new File([PNG], 'me.png', { type: 'image/png' }));
  const upload = await fetch(`${origin}/api/profile/avatar`, {
    method: 'PUT',
    headers: { origin, cookie },
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBe(200);
}

describe('the data folder is private to the user running the server', () => {
  it('tightens what an earlier version left open, says so, and writes the database and uploads privately', async () => {
    // As an earlier version left it: a readable folder with a world-writable document in it.
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(path.join(dataDir, 'uploads'), { mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'note.pdf'), 'medical note');
    fs.chmodSync(path.join(dataDir, 'uploads', 'note.pdf'), 0o666);

    const server = await startServerProcess({ port: await freePort(), dataDir });
    try {
      await uploadAvatar(server.origin);

      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'uploads', 'note.pdf'))).toBe(0o600);
      // A new database (PGlite writes its files 0666), the secrets, the lock and the new photo.
      expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(10);
      expect(fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true })).toContain(
        'avatars',
      );
      expect(openToOthers(dataDir)).toEqual([]);

      const warnings = server
        .stdout()
        .split('\n')
        .filter((line) => line.includes('was open to other users'))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(warnings).toEqual([
        expect.objectContaining({
          level: WARN,
          msg: `The data folder ${dataDir} was open to other users of this machine: 2 folder(s) and 1 file(s) are now private to this user (0700 and 0600).`,
        }),
      ]);
    } finally {
      await killServer(server.child);
    }
  }, 60_000);
});
