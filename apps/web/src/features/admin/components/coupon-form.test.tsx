import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCoupon, AdminCouponCreateBody } from '@shop/contracts';
import { renderAtRoot } from '@/test/render';
import { CouponForm } from './coupon-form';

const festive: AdminCoupon = {
  id: 'c1',
  code: 'FESTIVE25',
  description: '25% off up to ₹500',
  translations: { hi: { description: '25% की छूट, ₹500 तक' } },
  type: 'percentage',
  value: 25,
  maxDiscount: 500,
  minOrderValue: 1499,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perUserLimit: 1,
  usedCount: 0,
  redemptionCount: 0,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe("the coupon form's Hindi description (issue 19)", () => {
  it('shows the Hindi description the coupon carries and sends a change, blank as removed', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_body: AdminCouponCreateBody) => undefined);
    renderAtRoot(<CouponForm coupon={festive} submitLabel="Save coupon" onSave={onSave} />);
    await user.click(screen.getByText('Hindi', { selector: 'summary' }));
    const hindi = screen.getByRole('textbox', { name: 'Description in Hindi' });
    expect(hindi).toHaveValue('25% की छूट, ₹500 तक');
    await user.clear(hindi);
    await user.click(screen.getByRole('button', { name: 'Save coupon' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toMatchObject([
      { code: 'FESTIVE25', translations: { hi: { description: null } } },
    ]);
  });

  it('sends no Hindi texts for a new coupon that has none', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_body: AdminCouponCreateBody) => undefined);
    renderAtRoot(<CouponForm submitLabel="Create coupon" onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: /Code/ }), 'DIWALI50');
    await user.type(screen.getByRole('spinbutton', { name: /Percent off/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('translations');
  });
});
