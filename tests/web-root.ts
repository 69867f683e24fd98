import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type WebRoot = { dir: string; remove: () => void };

/**
 * A stand-in for the built web app (dist/web) in a temporary folder: `files` maps paths inside it
 * ('index.html', 'assets/index-abc123.js') to their contents. Remove it when the tests are done.
 */
export function createWebRoot(files: Record<string, string | Buffer>): WebRoot {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-web-'));
  for (const [name, contents] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, contents);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
