import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminCoupon } from '@shop/contracts';
import { renderAtRoot } from '@/test/render';
import { CouponTable } from './coupon-table';

const DAY = 86_400_000;
const coupon = (code: string, overrides: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: code,
  code,
  description: '',
  translations: {},
  type: 'percentage',
  value: 10,
  maxDiscount: null,
  minOrderValue: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perUserLimit: null,
  usedCount: 0,
  redemptionCount: 0,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** The status cell of a coupon's row. */
const statusOf = (code: string) => {
  const row = screen.getByRole('link', { name: code }).closest('tr')!;
  return within(row).getAllByRole('cell')[4]!.textContent;
};

describe("the coupon list's status", () => {
  it('says Expired past the end date and Used up at the limit, rather than Active', () => {
    renderAtRoot(
      <CouponTable
        busy={false}
        onToggle={() => {}}
        coupons={[
          coupon('DIWALI', { endsAt: new Date(Date.now() - DAY).toISOString() }),
          coupon('FIRST50', { usageLimit: 50, usedCount: 50 }),
          coupon('SUMMER', { endsAt: new Date(Date.now() + DAY).toISOString(), usageLimit: 5 }),
          coupon('OLD', { isActive: false, endsAt: new Date(Date.now() - DAY).toISOString() }),
        ]}
      />,
    );
    expect(statusOf('DIWALI')).toBe('Expired');
    expect(statusOf('FIRST50')).toBe('Used up');
    expect(statusOf('SUMMER')).toBe('Active');
    // Switched off is what the owner did: it says so whatever else is true.
    expect(statusOf('OLD')).toBe('Inactive');
  });
});
