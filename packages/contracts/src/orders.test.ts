import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASONS, NET_BANKING_BANKS } from './constants';
import {
  BANK_CODES,
  cancellationRefund,
  cancellationRefundPaise,
  cancelSuccessMessage,
  canCancelOrder,
  ORDER_NEXT_STATUS,
  paiseToRupees,
  paymentMethodChoice,
  paymentMethodCode,
} from './orders';
import { CancelOrderBodySchema, CreateOrderBodySchema, MyOrdersQuerySchema } from './schemas/order';
import { AdminOrderTransitionBodySchema } from './schemas/order-admin';
import { PaymentBodySchema } from './schemas/order-payment';

const address = {
  name: 'Asha Rao',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'ok' : result.error?.issues[0]?.message;

describe('payment method codes', () => {
  it('sends card as CARD, upi as UPI, netbanking as ONLINE, cod as COD (spec §9)', () => {
    expect(paymentMethodCode('card')).toBe('CARD');
    expect(paymentMethodCode('upi')).toBe('UPI');
    expect(paymentMethodCode('netbanking')).toBe('ONLINE');
    expect(paymentMethodCode('cod')).toBe('COD');
    expect(paymentMethodChoice('ONLINE')).toBe('netbanking');
  });

  it("lists the spec's ten bank codes", () => {
    expect(BANK_CODES).toEqual(NET_BANKING_BANKS.map((b) => b.code));
    expect(BANK_CODES).toHaveLength(10);
  });
});

describe('cancellation refund', () => {
  const paid = { paymentStatus: 'completed' as const, paymentMethod: 'CARD' as const };
  it('refunds what was paid by the status rule', () => {
    expect(cancellationRefundPaise({ ...paid, orderStatus: 'confirmed', totalAmount: 1501 })).toBe(
      150100,
    );
    expect(cancellationRefundPaise({ ...paid, orderStatus: 'shipped', totalAmount: 1501 })).toBe(
      135090,
    );
  });

  it('refunds nothing when nothing was paid (cash on delivery, unpaid online order)', () => {
    expect(
      cancellationRefund({
        orderStatus: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'COD',
        totalAmount: 999,
      }),
    ).toEqual({ amountPaise: 0, timeline: 'N/A (Cash on Delivery)' });
    expect(
      cancellationRefundPaise({ orderStatus: 'pending', paymentStatus: 'failed', totalAmount: 9 }),
    ).toBe(0);
  });

  it('words the success alert with two decimals (spec §8)', () => {
    expect(cancelSuccessMessage(135090, '5-7 business days')).toBe(
      'Order cancelled successfully! You will receive a refund of ₹1350.90 within 5-7 business days.',
    );
    expect(paiseToRupees(135090)).toBe(1350.9);
  });

  it('allows cancelling only while pending, confirmed or processing', () => {
    expect(['pending', 'confirmed', 'processing'].every((s) => canCancelOrder(s as never))).toBe(
      true,
    );
    expect(canCancelOrder('shipped')).toBe(false);
    expect(ORDER_NEXT_STATUS.processing).toBe('shipped');
    expect(ORDER_NEXT_STATUS.cancelled).toBeNull();
  });
});

describe('order bodies', () => {
  it('accepts an order with cash on delivery and turns blank optional lines into null', () => {
    const parsed = CreateOrderBodySchema.parse({
      shippingAddress: { ...address, addressLine2: '  ', landmark: '' },
      paymentMethod: 'COD',
      couponCode: ' welcome10 ',
    });
    expect(parsed.shippingAddress.addressLine2).toBeNull();
    expect(parsed.couponCode).toBe('WELCOME10');
  });

  it('rejects unknown keys and payment details that do not match the method', () => {
    expect(
      CreateOrderBodySchema.safeParse({
        shippingAddress: address,
        paymentMethod: 'COD',
        totalAmount: 1,
      }).success,
    ).toBe(false);
    const mismatch = CreateOrderBodySchema.safeParse({
      shippingAddress: address,
      paymentMethod: 'CARD',
      payment: { method: 'UPI', upiId: 'success@upi' },
    });
    expect(firstMessage(mismatch)).toBe('Payment details do not match the payment method');
  });

  it("uses the spec's payment alerts", () => {
    expect(firstMessage(PaymentBodySchema.safeParse({ method: 'CARD', cardNumber: '' }))).toBe(
      'Please complete payment information: Card number, expiry date, CVV, and cardholder name are required',
    );
    expect(firstMessage(PaymentBodySchema.safeParse({ method: 'UPI', upiId: 'no-at-sign' }))).toBe(
      'Valid UPI ID is required',
    );
    expect(firstMessage(PaymentBodySchema.safeParse({ method: 'ONLINE', bankCode: 'xyz' }))).toBe(
      'Please select a bank',
    );
    expect(
      PaymentBodySchema.safeParse({
        method: 'CARD',
        cardNumber: '4111 1111 1111 1111',
        expiryDate: '12/30',
        cvv: '123',
        cardholderName: 'Asha Rao',
      }).success,
    ).toBe(true);
  });

  it('needs a reason from the list to cancel', () => {
    expect(firstMessage(CancelOrderBodySchema.safeParse({}))).toBe(
      'Please select a cancellation reason',
    );
    expect(firstMessage(CancelOrderBodySchema.safeParse({ reason: 'Bored' }))).toBe(
      'Please select a cancellation reason',
    );
    expect(CancelOrderBodySchema.parse({ reason: CANCELLATION_REASONS[5] }).reason).toBe(
      'Want to change size/color',
    );
  });

  it('reads the list query with defaults and skips empty values', () => {
    expect(MyOrdersQuerySchema.parse({ status: '', search: '' })).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(MyOrdersQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });

  it('needs a carrier and a tracking number to ship', () => {
    const result = AdminOrderTransitionBodySchema.safeParse({ status: 'shipped' });
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.'))).toEqual([
      'carrier',
      'trackingNumber',
    ]);
    expect(AdminOrderTransitionBodySchema.safeParse({ status: 'processing' }).success).toBe(true);
  });
});
