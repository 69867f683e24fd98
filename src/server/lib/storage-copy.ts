import fs from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { isStorageKey } from './storage';

/** Where uploads are copied to: a bucket, addressed by the keys the app already stored. */
export type CopyTarget = {
  /** The size of what is stored under `key`, or null when nothing is. */
  sizeOf(key: string): Promise<number | null>;
  /** Stores `bytes` under exactly `key`. */
  write(key: string, bytes: Uint8Array): Promise<void>;
};

export type CopyReport = {
  /** Keys written to the target by this run (or that would be, on a dry run). */
  copied: string[];
  /** Keys the target already held with the same size: left alone, so a run can be repeated. */
  present: string[];
  /** Files under the folder that are not uploads (not named like a key): never copied. */
  ignored: string[];
  /** Keys that could not be copied, with the reason; a new run retries them. */
  failed: { key: string; reason: string }[];
  /** Bytes written (or that would be). */
  bytes: number;
};

/** How many files are read and sent at once: enough to hide the storage's latency. */
const CONCURRENCY = 4;

/**
 * Copies every upload under `root` (DATA_DIR/uploads) to `target` under the same key, so the
 * rows that name those keys find their files in the bucket. A file the target already holds with
 * the same size is skipped: keys are random and a stored file never changes, so the same key and
 * size is the same file. Nothing local is changed or removed. `null` when `root` does not exist.
 */
export async function copyLocalUploads(
  root: string,
  target: CopyTarget,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<CopyReport | null> {
  const files = await listFiles(root);
  if (files === null) return null;
  const report: CopyReport = { copied: [], present: [], ignored: [], failed: [], bytes: 0 };
  const limit = pLimit(CONCURRENCY);
  await Promise.all(
    files.map((key) =>
      limit(async () => {
        if (!isStorageKey(key)) {
          report.ignored.push(key);
          return;
        }
        try {
          const { size } = await fs.stat(path.join(root, key));
          if ((await target.sizeOf(key)) === size) {
            report.present.push(key);
            return;
          }
          if (!dryRun) await target.write(key, await fs.readFile(path.join(root, key)));
          report.copied.push(key);
          report.bytes += size;
        } catch (err) {
          report.failed.push({
            key,
            reason: err instanceof Error ? err.message || err.name : String(err),
          });
        }
      }),
    ),
  );
  for (const list of [report.copied, report.present, report.ignored]) list.sort();
  report.failed.sort((a, b) => a.key.localeCompare(b.key));
  return report;
}

/** Every file under `root`, as '/'-separated paths relative to it; null when `root` is missing. */
async function listFiles(root: string): Promise<string[] | null> {
  let entries;
  try {
    entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}
