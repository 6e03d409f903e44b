import type { Order, OrderItem, PaymentMethodList, Tracking } from '@shop/contracts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, paymentMethodChoice } from '@shop/contracts';

/** Test data builders for orders as the API answers them (never imported by the app). */
let sequence = 0;

export function buildOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  const n = ++sequence;
  return {
    _id: `item${n}`,
    product: { _id: `p${n}`, name: 'Cotton Kurta', images: [`/uploads/kurta-${n}.svg`] },
    variantId: `v${n}`,
    brand: 'Khadi Craft',
    size: 'M',
    color: 'Indigo',
    colorCode: '#3f51b5',
    quantity: 1,
    price: 1299,
    originalPrice: 1599,
    ...overrides,
  };
}

export function buildOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides.orderId ?? overrides._id ?? '65f1c0ffee00000000abcdef';
  const items = overrides.items ?? [buildOrderItem()];
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    _id: id,
    orderId: id,
    orderNumber: id.slice(-8).toUpperCase(),
    orderStatus: 'confirmed',
    paymentStatus: 'completed',
    paymentMethod: 'CARD',
    subtotal,
    couponDiscount: 0,
    couponCode: null,
    platformFee: 2,
    deliveryFee: 0,
    codFee: 0,
    refusedAtDelivery: false,
    awaitingReturn: false,
    returnedToShopAt: null,
    totalAmount: subtotal + 2,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:31:00.000Z',
    estimatedDelivery: '2026-11-27T09:30:00.000Z',
    items,
    shippingAddress: {
      name: 'Asha Verma',
      phone: '9876543210',
      addressLine1: '12 MG Road',
      addressLine2: 'Near Metro Station',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      landmark: null,
    },
    cancelReason: null,
    cancelledAt: null,
    deliveredAt: null,
    refund: null,
    refundPreview: null,
    payment: null,
    paymentDueAt: null,
    carrier: null,
    trackingNumber: null,
    ...overrides,
  };
}

export function buildTracking(order: Order, overrides: Partial<Tracking> = {}): Tracking {
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    orderStatus: order.orderStatus,
    estimatedDelivery: order.estimatedDelivery,
    carrier: null,
    trackingNumber: null,
    shippingAddress: order.shippingAddress,
    events: [],
    ...overrides,
  };
}

export function buildPaymentMethods(overrides: Partial<PaymentMethodList> = {}): PaymentMethodList {
  return {
    methods: PAYMENT_METHODS.map((code) => ({
      code,
      choice: paymentMethodChoice(code),
      label: PAYMENT_METHOD_LABELS[code],
      enabled: true,
      description: '',
    })),
    provider: 'simulated',
    razorpayKeyId: null,
    paymentWindowMinutes: 30,
    banks: [],
    ...overrides,
  };
}
