import { parseEnv } from '../src/server/lib/env';
import { groupGiftCode, issueGiftCards, type IssuedGiftCard } from '../src/server/lib/gift-codes';
import { runDataCommand } from './lib/catalogue-target';
import { runCli } from './lib/cli';
import { parseGiftcardsArgs } from './lib/giftcards-args';

/**
 * `npm run giftcards -- issue --amount 25 --count 3`: issues new gift card codes and prints them,
 * one per line, grouped in fours for people (typing them with or without spaces both work).
 */
runCli(async () => {
  const input = parseGiftcardsArgs(process.argv.slice(2));
  const { amountDollars, count } = input;

  const env = parseEnv();
  const { result, via } = await runDataCommand<{ items: IssuedGiftCard[] }>(env, {
    adminPath: '/api/admin/gift-cards',
    body: input,
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
