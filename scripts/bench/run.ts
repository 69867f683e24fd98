import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measureFirstRouteJs } from './bundle';
import { startBenchServer } from './server';

const resultsDir = path.resolve('bench/results');

function write(name: string, data: unknown) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, name);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...(data as object) }, null, 2)}\n`,
  );
  return path.relative(process.cwd(), file);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  console.log('Building the web app…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  const server = await startBenchServer();
  try {
    const bundle = await measureFirstRouteJs(server, '/');
    for (const s of bundle.scripts)
      console.log(`  ${s.url}  ${kb(s.bytes)}  gzip ${kb(s.gzipBytes)}`);
    console.log(
      `First route (/) JavaScript: ${kb(bundle.totalGzipBytes)} gzipped ` +
        `(budget ${kb(bundle.budgetGzipBytes)}) — ${bundle.withinBudget ? 'within budget' : 'OVER BUDGET'}`,
    );
    console.log(`→ ${write('bundle.json', bundle)}`);
    if (!bundle.withinBudget) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
