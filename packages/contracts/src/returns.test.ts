import { describe, expect, it } from 'vitest';
import {
  maskAccountNumber,
  maskUpiId,
  returnDaysLeft,
  returnedUnitsRefundPaise,
  shareOut,
} from './returns';
import { CreateReturnBodySchema } from './schemas/returns';

describe('returns (issue 15)', () => {
  it('counts the window in calendar days in India: day 30 is the last', () => {
    // Delivered at 23:00 IST on 1 March: 2 March 00:30 IST is already day 1.
    const delivered = new Date('2026-03-01T17:30:00Z');
    expect(returnDaysLeft(delivered, new Date('2026-03-01T18:29:00Z'))).toBe(30);
    expect(returnDaysLeft(delivered, new Date('2026-03-01T19:00:00Z'))).toBe(29);
    expect(returnDaysLeft(delivered, new Date('2026-03-31T18:00:00Z'))).toBe(0);
    expect(returnDaysLeft(delivered, new Date('2026-04-01T18:00:00Z'))).toBe(-1);
  });

  it('gives back each line exactly its price less its coupon share, over any split', () => {
    const [share] = shareOut(10_000, [3 * 333 * 100, 500 * 100]);
    const line = { price: 333, quantity: 3, couponSharePaise: share! };
    const one = [0, 1, 2].map((k) => returnedUnitsRefundPaise(line, 1, k));
    const all = returnedUnitsRefundPaise(line, 3, 0);
    expect(one.reduce((a, b) => a + b, 0)).toBe(all);
    expect(all).toBe(3 * 333 * 100 - share!);
    expect(returnedUnitsRefundPaise({ price: 500, quantity: 1, couponSharePaise: 0 }, 1, 0)).toBe(
      50_000,
    );
  });

  it('masks payout details', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXXXX9012');
    expect(maskUpiId('asha.rao@okaxis')).toBe('as******@okaxis');
  });

  it('checks a bank account: typed twice, IFSC by format', () => {
    const body = (bank: object) =>
      CreateReturnBodySchema.safeParse({
        lines: [{ orderItemId: 'x', quantity: 1, kind: 'return' }],
        reason: 'damaged',
        refundDestination: { method: 'BANK', holderName: 'Asha Rao', ...bank },
      });
    const good = { accountNumber: '123456789012', confirmAccountNumber: '123456789012' };
    expect(body({ ...good, ifsc: 'sbin0001234' }).success).toBe(true);
    const mismatch = body({ ...good, confirmAccountNumber: '123456789013', ifsc: 'SBIN0001234' });
    expect(mismatch.error?.issues[0]?.message).toBe('The account numbers do not match');
    const badIfsc = body({ ...good, ifsc: 'SBIN1001234' });
    expect(badIfsc.error?.issues[0]?.message).toBe('Enter a valid IFSC, like SBIN0001234');
  });
});
