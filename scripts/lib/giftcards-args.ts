import { parseArgs } from 'node:util';
import { IssueGiftCardsSchema } from '../../src/server/features/admin/gift-card-admin.schema';
import { CliError } from './cli-error';

export const GIFTCARDS_USAGE = 'Usage: npm run giftcards -- issue --amount DOLLARS [--count N]';

/**
 * `issue --amount 25 --count 3` → what to issue; anything else a CliError that names the problem
 * and shows the usage.
 */
export function parseGiftcardsArgs(args: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { amount: { type: 'string' }, count: { type: 'string', default: '1' } },
    });
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${GIFTCARDS_USAGE}`);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1 || positionals[0] !== 'issue' || values.amount === undefined) {
    throw new CliError(GIFTCARDS_USAGE);
  }
  const input = IssueGiftCardsSchema.safeParse({
    amountDollars: wholeNumber(values.amount),
    count: wholeNumber(values.count),
  });
  if (!input.success) {
    throw new CliError(`${input.error.issues[0]?.message ?? 'Invalid input'}\n${GIFTCARDS_USAGE}`);
  }
  return input.data;
}

/** '25' → 25; anything else → NaN, which the schema refuses with its own sentence. */
function wholeNumber(text: string): number {
  return /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : NaN;
}
