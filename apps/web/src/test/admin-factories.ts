import type { AdminBanner, AdminDashboard, AdminOrderDetail } from '@shop/contracts';
import { buildOrder, buildOrderItem } from './order-factory';

/** Test data shaped exactly as the admin API answers. */
export function buildDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    todayOrders: 3,
    todayRevenue: 4_597,
    pendingOrders: 2,
    lowStockVariants: [],
    lowStockThreshold: 5,
    ...overrides,
  };
}

export function buildBanner(overrides: Partial<AdminBanner> = {}): AdminBanner {
  return {
    _id: 'b1',
    id: 'b1',
    title: 'Festive Sale',
    subtitle: 'Up to 50% off',
    description: null,
    image: '/uploads/festive.webp',
    link: '/products',
    buttonText: 'Shop now',
    displayType: 'carousel',
    order: 0,
    categoryId: null,
    isActive: true,
    translations: {},
    createdAt: '2025-10-01T10:00:00.000Z',
    updatedAt: '2025-10-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An order as the back office sees it: the storefront's order plus its customer and history. */
export function buildAdminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const order = buildOrder({
    orderId: '65f0c0ffee0000000000abcd',
    orderStatus: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'COD',
    createdAt: '2025-10-02T06:30:00.000Z',
    updatedAt: '2025-10-02T06:30:00.000Z',
    estimatedDelivery: null,
    items: [
      buildOrderItem({
        _id: 'i1',
        product: { _id: 'p1', name: 'Cotton Kurta', images: [] },
        variantId: 'v1',
        brand: 'Fabindia',
        colorCode: '#273686',
        price: 1_499,
        originalPrice: 1_999,
      }),
    ],
    shippingAddress: {
      name: 'Meera Iyer',
      phone: '9876501234',
      addressLine1: '14 Besant Nagar 2nd Avenue',
      addressLine2: null,
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600090',
      landmark: null,
    },
  });
  return {
    ...order,
    customer: { _id: 'u1', name: 'Meera Iyer', phone: '9876501234', email: null },
    events: [],
    payments: [],
    ...overrides,
  };
}
