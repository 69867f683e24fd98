import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { addCard, signedInParent } from '../../../../tests/factories';
import { getWallet } from './wallet.test-helpers';

/**
 * DESIGN.md: only brand, last four, expiry and the cardholder's name are kept. After cards are
 * added, no table holds a full number or a CVV, and no log line does either.
 */

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT: '1000', LOG_LEVEL: 'debug' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(() => t.close());

const CARDS = [
  { number: '4242424242424242', typed: '4242 4242 4242 4242', cvv: '737' },
  { number: '5555555555554444', typed: '5555-5555-5555-4444', cvv: '918' },
  { number: '4000000000000002', typed: '4000 0000 0000 0002', cvv: '246' },
];

/** PGlite and node-postgres both answer raw SQL with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every row of every table in the public schema, as JSON text. */
async function dumpDatabase(): Promise<string> {
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const names = tables.map((r) => r.table_name);
  expect(names).toEqual(expect.arrayContaining(['payment_methods', 'wallet_transactions']));
  const parts: string[] = [];
  for (const name of names) {
    const rows = rowsOf<{ row: string }>(
      await t.db.execute(sql`select row_to_json(x)::text as row from ${sql.identifier(name)} x`),
    );
    parts.push(`${name}: ${rows.map((r) => r.row).join('\n')}`);
  }
  return parts.join('\n');
}

describe('card numbers and CVVs', () => {
  it('are stored nowhere and logged nowhere', async () => {
    const { cookie } = await signedInParent(t);
    for (const card of CARDS) {
      await addCard(
        t,
        { cookie },
        {
          cardNumber: card.typed,
          cvv: card.cvv,
          cardholderName: 'Ann Lee',
        },
      );
    }
    // A refused attempt carries a number too.
    await t.request('/api/wallet/payment-methods', {
      cookie,
      json: {
        cardNumber: '4242 4242 4242 4242',
        cardholderName: 'Ann Lee',
        expiryDate: '01/20',
        cvv: '555',
        setAsDefault: false,
      },
    });
    const wallet = await getWallet(t, cookie);
    expect(wallet.paymentMethods.map((m) => (m.type === 'card' ? m.lastFour : ''))).toEqual([
      '4242',
      '4444',
      '0002',
    ]);

    const dump = await dumpDatabase();
    expect(dump).toContain('"last_four":"4242"'); // the dump does see the cards
    const logs = logLines.join('');
    expect(logs).toContain('card saved'); // and the log did capture the requests
    for (const card of [...CARDS, { number: '4242424242424242', typed: '', cvv: '555' }]) {
      for (const [where, text] of [
        ['database', dump],
        ['logs', logs],
      ] as const) {
        expect(text, `${where} holds a card number`).not.toContain(card.number);
        if (card.typed) expect(text, `${where} holds a card number`).not.toContain(card.typed);
        expect(text, `${where} holds a CVV`).not.toMatch(
          new RegExp(`(cvv|cvc)\\W+${card.cvv}`, 'i'),
        );
        expect(text, `${where} holds a CVV`).not.toContain(`"${card.cvv}"`);
      }
    }
  });
});
