import { describe, expect, it } from 'vitest';
import { CliError } from './cli-error';
import { GIFTCARDS_USAGE, parseGiftcardsArgs } from './giftcards-args';

describe('npm run giftcards: its arguments', () => {
  it('reads the amount in dollars, and a count that defaults to one', () => {
    expect(parseGiftcardsArgs(['issue', '--amount', '25', '--count', '3'])).toEqual({
      amountDollars: 25,
      count: 3,
    });
    expect(parseGiftcardsArgs(['issue', '--amount', '10'])).toEqual({
      amountDollars: 10,
      count: 1,
    });
  });

  it.each([
    [[], GIFTCARDS_USAGE],
    [['issue'], GIFTCARDS_USAGE],
    [['give', '--amount', '25'], GIFTCARDS_USAGE],
    [['issue', '--amount', '2.50'], 'The amount must be whole dollars'],
    [['issue', '--amount', 'ten'], 'The amount must be whole dollars'],
    [['issue', '--amount', '25', '--count', '0'], 'The count must be at least 1'],
    [['issue', '--amount', '25', '--colour', 'red'], "Unknown option '--colour'"],
  ])('refuses %o, saying why and how to call it', (args, message) => {
    let thrown: unknown;
    try {
      parseGiftcardsArgs(args);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(CliError);
    expect((thrown as CliError).message).toContain(message);
    expect((thrown as CliError).message).toContain(GIFTCARDS_USAGE);
  });
});
