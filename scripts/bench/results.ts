import fs from 'node:fs';
import path from 'node:path';

const resultsDir = path.resolve('bench/results');

/** Writes bench/results/<name> with the time of measurement; returns its path for the log. */
export function writeResult(name: string, data: object): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, name);
  const body = JSON.stringify({ measuredAt: new Date().toISOString(), ...data }, null, 2);
  fs.writeFileSync(file, `${body}\n`);
  return path.relative(process.cwd(), file);
}

/** A fixed-width text table: first column left-aligned, the rest right-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const passFail = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
