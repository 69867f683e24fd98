import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { refundUnrecordedCharge } from './refund-unrecorded';
import { createSimulatedGateway } from './simulated';
import type { PaymentGateway } from './gateway';

function logged() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('error', { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const failure = new Error('the commit is refused');

describe('refundUnrecordedCharge', () => {
  it('refunds the charge and says so in the log', async () => {
    const { logger, lines } = logged();
    const payments = createSimulatedGateway();
    await refundUnrecordedCharge(
      { payments, logger },
      { what: 'top-up', chargeId: 'sim_ch_1', amountCents: 2500 },
      { err: failure, userId: 'u1' },
    );
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        userId: 'u1',
        chargeId: 'sim_ch_1',
        amountCents: 2500,
        refund: { ok: true, refundId: expect.stringMatching(/^sim_re_/) as unknown },
        msg: 'top-up charged but not recorded; charge refunded',
      }),
    ]);
  });

  it('never throws when the refund throws, and logs the charge to give back by hand', async () => {
    const { logger, lines } = logged();
    const payments: PaymentGateway = {
      ...createSimulatedGateway(),
      refund: () => Promise.reject(new Error('gateway timed out')),
    };
    await expect(
      refundUnrecordedCharge(
        { payments, logger },
        { what: 'top-up', chargeId: 'sim_ch_2', amountCents: 1000 },
        { err: failure, userId: 'u1' },
      ),
    ).resolves.toEqual({ ok: false, error: { name: 'Error', message: 'gateway timed out' } });
    expect(lines).toEqual([
      expect.objectContaining({
        chargeId: 'sim_ch_2',
        amountCents: 1000,
        refund: { ok: false, error: { name: 'Error', message: 'gateway timed out' } },
        err: expect.objectContaining({ message: 'the commit is refused' }) as unknown,
        msg: 'top-up charged but not recorded; REFUND FAILED, the payment sweep settles it',
      }),
    ]);
  });
});
