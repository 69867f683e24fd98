import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv, type Env } from '../src/server/lib/env';
import { copyLocalUploads, type CopyReport } from '../src/server/lib/storage-copy';
import { checkS3Bucket, createS3CopyTarget } from '../src/server/lib/storage-s3';
import { CliError, runCli } from './lib/cli';

const USAGE = 'Usage: STORAGE_URL=s3://bucket?… npm run uploads:to-bucket [-- --dry-run]';

/**
 * `npm run uploads:to-bucket`: copies the uploads kept on this machine's disk (DATA_DIR/uploads)
 * to the bucket STORAGE_URL names, under the same keys, before instances start using the bucket.
 * Files the bucket already holds are skipped, so it can run again (after a failure, or once more
 * just before the switch); local files are left as they are.
 */
runCli(async () => {
  let dryRun: boolean;
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: { 'dry-run': { type: 'boolean', default: false } },
    });
    dryRun = values['dry-run'];
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${USAGE}`);
  }
  let env: Env;
  try {
    env = parseEnv();
  } catch (err) {
    throw new CliError((err as Error).message);
  }
  const storage = env.STORAGE_URL;
  if (storage.driver !== 's3') {
    throw new CliError(`STORAGE_URL is not set: name the bucket to copy the uploads to.\n${USAGE}`);
  }
  await checkS3Bucket(storage).catch((err: Error) => {
    throw new CliError(err.message);
  });

  const root = path.join(env.dataDir, 'uploads');
  const target = createS3CopyTarget(storage);
  const report = await copyLocalUploads(root, target, { dryRun }).finally(() => target.close());
  if (report === null) {
    console.log(`Nothing to copy: there is no uploads folder at ${root}.`);
    return;
  }
  console.log(summary(report, { root, bucket: storage.bucket, dryRun }));
  if (report.failed.length > 0) {
    throw new CliError(
      [
        `${count(report.failed.length, 'file')} could not be copied; run the command again to retry them:`,
        ...report.failed.map((f) => `  ${f.key}: ${f.reason}`),
      ].join('\n'),
    );
  }
});

function summary(
  report: CopyReport,
  { root, bucket, dryRun }: { root: string; bucket: string; dryRun: boolean },
): string {
  const megabytes = (report.bytes / 1_000_000).toFixed(1);
  return [
    `${dryRun ? 'Would copy' : 'Copied'} ${count(report.copied.length, 'file')} (${megabytes} MB) from ${root} to the bucket "${bucket}".`,
    `${count(report.present.length, 'file')} already in the bucket, left as they are.`,
    ...(report.ignored.length > 0
      ? [
          `${count(report.ignored.length, 'file')} not named like an upload, not copied:`,
          ...report.ignored.map((file) => `  ${file}`),
        ]
      : []),
    ...(dryRun ? [] : ['Local files are unchanged: remove them once the app runs on the bucket.']),
  ].join('\n');
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
