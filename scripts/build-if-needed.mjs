// Builds the web app when dist/web is missing or older than its sources, so `npm start` just works.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The app, and its server renderer (built second, so it is the newer of the two).
const built = 'dist/server/entry-server.js';
const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package.json'];

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.filter((s) => fs.existsSync(s)).map(newest));
if (changedAt > builtAt) {
  console.log('Building the web app…');
  const vite = (...args) =>
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args],
      {
        stdio: 'inherit',
      },
    );
  vite();
  vite('--ssr', 'entry-server.tsx', '--outDir', '../../dist/server');
}
