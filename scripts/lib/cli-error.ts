/** A failure the person running the command can act on: printed as is, exit code 1. */
export class CliError extends Error {
  override name = 'CliError';
}
