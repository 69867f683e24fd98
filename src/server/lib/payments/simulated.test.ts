import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSimulatedGateway, TEST_CARDS } from '.';

const save = (number: string) =>
  createSimulatedGateway().saveCard({
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    cardholderName: 'Ann Lee',
  });

async function tokenOf(number: string) {
  const saved = await save(number);
  if (!saved.ok) throw new Error('saveCard refused');
  return saved.card;
}

describe('the simulated gateway', () => {
  it('returns the brand, the last four and a token that holds neither number nor CVC', async () => {
    const card = await tokenOf(TEST_CARDS.succeeds);
    expect(card.brand).toBe('Visa');
    expect(card.lastFour).toBe('4242');
    // The token is the card's outcome and a random id, nothing else: no run of 16 digits
    // fits in a UUID, and a second save of the same card and CVC gets a different token.
    // (Asserting that the random part lacks '123' would fail by chance.)
    expect(card.token).toMatch(
      /^sim_ok_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const again = await tokenOf(TEST_CARDS.succeeds);
    expect(again.token).not.toBe(card.token);
  });

  it('charges 4242…; declines …0002; refuses …9995 for insufficient funds', async () => {
    const gateway = createSimulatedGateway();
    const charge = async (number: string, key: string) => {
      const saved = await gateway.saveCard({
        number,
        expMonth: 1,
        expYear: 2031,
        cvc: '999',
        cardholderName: 'A B',
      });
      if (!saved.ok) throw new Error('saveCard refused');
      return gateway.charge({
        token: saved.card.token,
        amountCents: 1000,
        idempotencyKey: key,
        description: 'x',
      });
    };
    expect(await charge(TEST_CARDS.succeeds, 'k1')).toEqual({
      ok: true,
      chargeId: expect.stringMatching(/^sim_ch_/),
    });
    expect(await charge(TEST_CARDS.declined, 'k2')).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined. Please use another card.',
    });
    expect(await charge(TEST_CARDS.insufficientFunds, 'k3')).toEqual({
      ok: false,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds. Please use another card.',
    });
    // Any other valid number succeeds.
    expect((await charge('5555555555554444', 'k4')).ok).toBe(true);
  });

  it('charges once per idempotency key and keeps the card behaviour in the token', async () => {
    const gateway = createSimulatedGateway();
    const { token } = await tokenOf(TEST_CARDS.succeeds);
    const first = await gateway.charge({
      token,
      amountCents: 500,
      idempotencyKey: 'same',
      description: 'x',
    });
    const again = await gateway.charge({
      token,
      amountCents: 500,
      idempotencyKey: 'same',
      description: 'x',
    });
    const other = await gateway.charge({
      token,
      amountCents: 500,
      idempotencyKey: 'other',
      description: 'x',
    });
    expect(first.ok && again.ok && other.ok).toBe(true);
    if (first.ok && again.ok && other.ok) {
      expect(again.chargeId).toBe(first.chargeId);
      expect(other.chargeId).not.toBe(first.chargeId);
    }
    // A token saved by another process instance (after a restart) behaves the same.
    const restarted = createSimulatedGateway();
    expect(
      (await restarted.charge({ token, amountCents: 500, idempotencyKey: 'n', description: 'x' }))
        .ok,
    ).toBe(true);
    expect(
      await restarted.charge({
        token: 'not-ours',
        amountCents: 500,
        idempotencyKey: 'm',
        description: 'x',
      }),
    ).toMatchObject({ ok: false, code: 'card_declined' });
  });

  it('refunds a charge once, and only its own charges', async () => {
    const gateway = createSimulatedGateway();
    const { token } = await tokenOf(TEST_CARDS.succeeds);
    const charge = await gateway.charge({
      token,
      amountCents: 700,
      idempotencyKey: 'r',
      description: 'x',
    });
    if (!charge.ok) throw new Error('charge refused');
    const refund = await gateway.refund({ chargeId: charge.chargeId, amountCents: 700 });
    const again = await gateway.refund({ chargeId: charge.chargeId, amountCents: 700 });
    expect(refund).toEqual({ ok: true, refundId: expect.stringMatching(/^sim_re_/) });
    expect(again).toEqual(refund);
    expect(await gateway.refund({ chargeId: 'nope', amountCents: 700 })).toMatchObject({
      ok: false,
      code: 'gateway_unavailable',
    });
  });

  it('finds a charge by its key, and keeps charges and refunds in its journal across a restart', async () => {
    const journalFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sim-gateway-')), 'j');
    const gateway = createSimulatedGateway({ journalFile });
    const { token } = await tokenOf(TEST_CARDS.succeeds);
    expect(await gateway.findCharge('k1')).toBeNull();
    const kept = await gateway.charge({
      token,
      amountCents: 900,
      idempotencyKey: 'k1',
      description: 'x',
    });
    const refunded = await gateway.charge({
      token,
      amountCents: 400,
      idempotencyKey: 'k2',
      description: 'x',
    });
    if (!kept.ok || !refunded.ok) throw new Error('charge refused');
    await gateway.refund({ chargeId: refunded.chargeId, amountCents: 400 });
    expect(await gateway.findCharge('k1')).toEqual({
      chargeId: kept.chargeId,
      amountCents: 900,
      refunded: false,
    });

    const restarted = createSimulatedGateway({ journalFile });
    expect(await restarted.findCharge('k1')).toEqual({
      chargeId: kept.chargeId,
      amountCents: 900,
      refunded: false,
    });
    expect(await restarted.findCharge('k2')).toEqual({
      chargeId: refunded.chargeId,
      amountCents: 400,
      refunded: true,
    });
    // The same key after the restart answers the same charge: still no second charge.
    expect(
      await restarted.charge({ token, amountCents: 900, idempotencyKey: 'k1', description: 'x' }),
    ).toEqual(kept);
  });

  it('runs afterCharge once the charge is kept: a thrown hook loses the answer, not the charge', async () => {
    const gateway = createSimulatedGateway({
      afterCharge: () => {
        throw new Error('connection reset');
      },
    });
    const { token } = await tokenOf(TEST_CARDS.succeeds);
    await expect(
      gateway.charge({ token, amountCents: 300, idempotencyKey: 'lost', description: 'x' }),
    ).rejects.toThrow('connection reset');
    expect(await gateway.findCharge('lost')).toEqual({
      chargeId: expect.stringMatching(/^sim_ch_/),
      amountCents: 300,
      refunded: false,
    });
  });
});
