import { describe, expect, it } from 'vitest';
import {
  AddCardSchema,
  RedeemGiftCardSchema,
  TopUpSchema,
  TransactionListQuerySchema,
} from './wallet';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

function monthFromNow(months: number) {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() + months, 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getFullYear() % 100).padStart(2, '0')}`;
}

const card = (overrides: Record<string, unknown> = {}) => ({
  cardNumber: '4242 4242 4242 4242',
  cardholderName: 'Ann Lee',
  expiryDate: monthFromNow(3),
  cvv: '123',
  ...overrides,
});

describe('AddCardSchema', () => {
  it('accepts a good card and defaults setAsDefault to false', () => {
    const parsed = AddCardSchema.parse(card({ cardholderName: '  Ann Lee  ' }));
    expect(parsed).toEqual({ ...card(), cardholderName: 'Ann Lee', setAsDefault: false });
  });

  it('accepts 16 digits written with hyphens, and 19 characters', () => {
    expect(AddCardSchema.safeParse(card({ cardNumber: '4242-4242-4242-4242' })).success).toBe(true);
    expect(AddCardSchema.safeParse(card({ cardNumber: '4242424242424242' })).success).toBe(true);
  });

  it.each([
    [{ cardNumber: undefined }, 'Card number must be 16 digits'],
    [{ cardNumber: '4242 4242 4242 424' }, 'Card number must be 16 digits'],
    [{ cardNumber: '4242 4242 4242 4242 1' }, 'Card number cannot exceed 19 digits'],
    [
      { cardNumber: '4242-4242-4242-4243' },
      'This card number is not valid. Please check it and try again.',
    ],
    [{ cardNumber: '---- ---- ---- ----' }, 'Card number must be 16 digits'],
    [
      { cardNumber: '4242 4242 4242 42x2' },
      'Card number can only contain digits, spaces, or hyphens',
    ],
    [
      { cardNumber: '4242 4242 4242 4243' },
      'This card number is not valid. Please check it and try again.',
    ],
    [{ cardholderName: ' A ' }, 'Cardholder name is required'],
    [{ cardholderName: undefined }, 'Cardholder name is required'],
    [{ expiryDate: '1/29' }, 'Expiry date must be in MM/YY format'],
    [{ expiryDate: undefined }, 'Expiry date must be in MM/YY format'],
    [{ expiryDate: monthFromNow(-1) }, 'This card has expired'],
    [{ cvv: '1234' }, 'CVV must be 3 digits'],
    [{ cvv: 'abc' }, 'CVV can only contain digits'],
  ])('%o → %s', (overrides, message) => {
    expect(firstMessage(AddCardSchema.safeParse(card(overrides)))).toBe(message);
  });

  it('takes this month as valid', () => {
    expect(AddCardSchema.safeParse(card({ expiryDate: monthFromNow(0) })).success).toBe(true);
  });
});

describe('RedeemGiftCardSchema', () => {
  it('normalises before checking the length', () => {
    expect(RedeemGiftCardSchema.parse({ giftCardCode: ' abcd efgh ' })).toEqual({
      giftCardCode: 'ABCDEFGH',
    });
    expect(RedeemGiftCardSchema.parse({ giftCardCode: 'abcd efgh jklm npqr' })).toEqual({
      giftCardCode: 'ABCDEFGHJKLMNPQR',
    });
  });

  it.each([
    ['ABCD EFG', 'Gift card code must be at least 8 characters'], // 7 once spaces go
    ['        ', 'Gift card code must be at least 8 characters'],
    ['ABCDEFGHJKLMNPQRS', 'Gift card code cannot exceed 16 characters'],
    ['ABCD_EFGH', 'Gift card code can only contain letters, digits and hyphens'],
    [undefined, 'Gift card code must be at least 8 characters'],
  ])('%o → %s', (giftCardCode, message) => {
    expect(firstMessage(RedeemGiftCardSchema.safeParse({ giftCardCode }))).toBe(message);
  });
});

describe('TopUpSchema', () => {
  const topUp = (o: Record<string, unknown> = {}) => ({
    paymentMethodId: '00000000-0000-4000-8000-000000000000',
    amountCents: 2000,
    idempotencyKey: 'abcdefgh',
    ...o,
  });

  it('takes $5 to $500', () => {
    expect(TopUpSchema.safeParse(topUp({ amountCents: 500 })).success).toBe(true);
    expect(TopUpSchema.safeParse(topUp({ amountCents: 50_000 })).success).toBe(true);
    expect(firstMessage(TopUpSchema.safeParse(topUp({ amountCents: 499 })))).toBe(
      'The smallest top-up is $5.00',
    );
    expect(firstMessage(TopUpSchema.safeParse(topUp({ amountCents: 50_001 })))).toBe(
      'The largest top-up is $500.00',
    );
  });

  it('needs a key of 8–100 safe characters', () => {
    expect(firstMessage(TopUpSchema.safeParse(topUp({ idempotencyKey: 'a b c d e f' })))).toBe(
      'The idempotency key must be 8–100 letters, digits, - or _',
    );
    expect(TopUpSchema.safeParse(topUp({ idempotencyKey: 'x'.repeat(100) })).success).toBe(true);
    expect(TopUpSchema.safeParse(topUp({ idempotencyKey: 'x'.repeat(101) })).success).toBe(false);
  });
});

describe('TransactionListQuerySchema', () => {
  it('defaults to 20 and reads numbers from the query string', () => {
    expect(TransactionListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(TransactionListQuerySchema.parse({ limit: '100', cursor: 'x' })).toEqual({
      limit: 100,
      cursor: 'x',
    });
  });
});
