import { DataDirLockedError } from '../../src/server/db/client';
import { AppError } from '../../src/server/lib/http-errors';
import { CliError } from './cli-error';

export { CliError };

const expected = (err: unknown): err is Error =>
  err instanceof CliError || err instanceof AppError || err instanceof DataDirLockedError;

/** Runs a command's main; expected failures print their message only, anything else its stack. */
export function runCli(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(expected(err) ? err.message : err);
    process.exitCode = 1;
  });
}
