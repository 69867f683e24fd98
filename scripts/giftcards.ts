import { parseArgs } from 'node:util';
import { parseEnv } from '../src/server/lib/env';
import { IssueGiftCardsSchema } from '../src/server/features/admin/gift-card-admin.schema';
import { groupGiftCode, issueGiftCards, type IssuedGiftCard } from '../src/server/lib/gift-codes';
import { runDataCommand } from './lib/catalogue-target';
import { CliError, runCli } from './lib/cli';

const USAGE = 'Usage: npm run giftcards -- issue --amount DOLLARS [--count N]';

/**
 * `npm run giftcards -- issue --amount 25 --count 3`: issues new gift card codes and prints them,
 * one per line, grouped in fours for people (typing them with or without spaces both work).
 */
runCli(async () => {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { amount: { type: 'string' }, count: { type: 'string', default: '1' } },
    });
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1 || positionals[0] !== 'issue' || values.amount === undefined) {
    throw new CliError(USAGE);
  }
  const input = IssueGiftCardsSchema.safeParse({
    amountDollars: wholeNumber(values.amount),
    count: wholeNumber(values.count),
  });
  if (!input.success) {
    throw new CliError(`${input.error.issues[0]?.message ?? 'Invalid input'}\n${USAGE}`);
  }
  const { amountDollars, count } = input.data;

  const env = parseEnv();
  const { result, via } = await runDataCommand<{ items: IssuedGiftCard[] }>(env, {
    adminPath: '/api/admin/gift-cards',
    body: input.data,
    direct: async (handle) => ({
      items: await issueGiftCards(handle.db, { amountCents: amountDollars * 100, count }),
    }),
  });
  const plural = count === 1 ? 'gift card' : 'gift cards';
  console.log(
    [
      `Issued ${count} ${plural} of $${amountDollars} in ${via}:`,
      ...result.items.map((g) => `  ${groupGiftCode(g.code)}`),
      'Redeem in the app: My Wallet → Add Gift Card.',
    ].join('\n'),
  );
});

/** '25' → 25; anything else → NaN, which the schema refuses with its own sentence. */
function wholeNumber(text: string): number {
  return /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : NaN;
}
