// When the npm registry (or its mirror) carries only the native binaries of the platforms in use,
// `npm install` leaves other platforms' optional packages out of package-lock.json, and `npm ci`
// then refuses the lock as out of sync. This records each missing optional package as an optional
// lock entry; npm skips (or tolerates failing) optional packages that do not fit the platform.
// Run after `npm install` changes the lock: node scripts/lock-optional-stubs.mjs
import fs from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const version = String(range).replace(/^[\^~=v]/, '');
    packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} optional platform packages recorded in ${file}`);
