import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReturnList, ReturnRequest } from '@shop/contracts';
import { LanguageProvider, loadLanguage } from '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { buildOrder, buildOrderItem } from '@/test/order-factory';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { buildReturnLine, buildReturnRequest } from '@/test/return-factory';
import { loadOrderDetailPage, loadOrdersPage } from '../index';

/**
 * Issue 19: the orders list and an order page with a return, read in Hindi. Besides the texts
 * checked one by one, no English word may be left on screen apart from what the shopper or the
 * server wrote (product names, the address, the return events) and the codes (ID, UPI).
 */
const englishLeft = (element: HTMLElement, allowed: string[]) => {
  let text = element.textContent ?? '';
  for (const phrase of allowed) text = text.split(phrase).join(' ');
  // CLDR's Hindi writes the time of day as am / pm, in Latin letters.
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => word !== 'am' && word !== 'pm');
};

const ORDER_ID = '65f1c0ffee0000000abc12ef';
const kurta = buildOrderItem({
  product: { _id: 'a', name: 'Cotton Kurta', images: ['/uploads/kurta.svg'] },
  quantity: 2,
  price: 1299,
  color: 'Navy',
});

function render(element: React.ReactNode, path: string, routePath: string) {
  storeSignedIn();
  return renderRoutes(
    [{ path: routePath, element: <LanguageProvider language="hi">{element}</LanguageProvider> }],
    { path },
  );
}

describe('orders in Hindi (issue 19)', () => {
  beforeAll(async () => {
    // The pages' code first, so loadLanguage finds their message books.
    await Promise.all([loadOrdersPage(), loadOrderDetailPage()]);
    await loadLanguage('hi');
  });

  it('shows the orders list, its cards and filters in Hindi', async () => {
    const OrdersPage = await loadOrdersPage();
    const order = buildOrder({
      orderId: ORDER_ID,
      orderStatus: 'shipped',
      paymentStatus: 'completed',
      createdAt: '2026-11-20T09:30:00.000Z',
      items: [
        kurta,
        buildOrderItem({ product: { _id: 'b', name: '', images: ['/uploads/b.svg'] } }),
        buildOrderItem({ product: { _id: 'c', name: 'Silk Saree', images: [] } }),
      ],
      totalAmount: 4600,
    });
    mockApi({
      'GET /orders/my-orders': ok({
        orders: [order],
        pagination: { total: 12, page: 1, pages: 2, limit: 10 },
      }),
    });
    const { container } = render(<OrdersPage />, '/orders', '/orders');

    const card = await screen.findByRole('article', { name: 'ऑर्डर #0ABC12EF' });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeInTheDocument();
    expect(within(card).getByText('20 नवंबर 2026 को ऑर्डर किया')).toBeInTheDocument();
    expect(within(card).getByText('शिप हो गया')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'ऑर्डर #0ABC12EF का विवरण देखें' })).toBeVisible();
    expect(within(card).getByText('आइटम (3)')).toBeInTheDocument();
    expect(within(card).getByText('मात्रा: 2 × ₹1,299')).toBeInTheDocument();
    expect(within(card).getByText('प्रोडक्ट')).toBeInTheDocument();
    expect(within(card).getByText('+1 और आइटम')).toBeInTheDocument();
    expect(within(card).getByText('पूरा हुआ')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'ऑर्डर खोजें...');
    expect(screen.getByRole('option', { name: 'सभी ऑर्डर' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'नए पहले' })).toBeInTheDocument();
    expect(screen.getByText('12 ऑर्डर · पेज 1 / 2')).toBeInTheDocument();
    expect(englishLeft(container, ['Cotton Kurta', '0ABC12EF'])).toEqual([]);
  });

  it('shows an order with a return, and the return dialog, in Hindi', async () => {
    const user = userEvent.setup();
    const OrderDetailPage = await loadOrderDetailPage();
    const order = buildOrder({
      orderId: ORDER_ID,
      orderStatus: 'delivered',
      paymentStatus: 'completed',
      paymentMethod: 'COD',
      deliveredAt: '2026-11-20T09:30:00.000Z',
      items: [kurta],
    });
    const request: ReturnRequest = buildReturnRequest({
      orderId: ORDER_ID,
      status: 'pickup_scheduled',
      pickupAddress: order.shippingAddress,
      lines: [buildReturnLine({ orderItemId: kurta._id })],
      refundMethod: 'UPI',
      events: [
        {
          status: 'requested',
          description: 'Return requested',
          createdAt: '2026-11-21T09:30:00.000Z',
        },
      ],
    });
    const returns: ReturnList = {
      daysLeft: 23,
      items: [
        {
          orderItemId: kurta._id,
          name: 'Cotton Kurta',
          size: 'M',
          color: 'Navy',
          returnable: true,
          unitsLeft: 1,
          exchangeSizes: [],
        },
      ],
      returns: [request],
    };
    mockApi({
      [`GET /orders/${ORDER_ID}`]: ok({ order }),
      [`GET /orders/${ORDER_ID}/returns`]: ok(returns),
      'GET /users/addresses': ok({ addresses: [] }),
    });
    const { container } = render(<OrderDetailPage />, `/orders/${ORDER_ID}`, '/orders/:id');

    expect(await screen.findByText('रिटर्न या एक्सचेंज के लिए 23 दिन बाकी')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ऑर्डर का विवरण' })).toBeInTheDocument();
    expect(screen.getAllByText('डिलीवर हो गया').length).toBeGreaterThan(0);
    expect(screen.getByText('कैश ऑन डिलीवरी')).toBeInTheDocument();
    expect(screen.getByText('रिटर्न · पिकअप तय')).toBeInTheDocument();
    expect(screen.getByText('कारण: साइज़ छोटा है')).toBeInTheDocument();
    expect(screen.getByText(/आपके मूल पेमेंट के तरीके में/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रिक्वेस्ट रद्द करें' })).toBeInTheDocument();
    const address = ['Asha Verma', '12 MG Road', 'Near Metro Station', 'Bengaluru', 'Karnataka'];
    const allowed = ['Cotton Kurta', 'Navy', '0ABC12EF', 'ID', 'Return requested', ...address];
    expect(englishLeft(container, allowed)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'रिटर्न या एक्सचेंज' }));
    const dialog = screen.getByRole('dialog', { name: 'रिटर्न या एक्सचेंज' });
    expect(within(dialog).getByRole('option', { name: 'फ़ोटो से अलग है' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'रिक्वेस्ट भेजें' }));
    // A field's error line shows once the page's validation catalogue has loaded.
    expect(await within(dialog).findByText('कारण चुनें', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByText('सही UPI ID डालें, जैसे name@okaxis')).toBeInTheDocument();
    // The photo picker is a shared component (components/ui), translated with the others.
    const shared = ['Photos (up to'];
    expect(englishLeft(dialog, [...allowed, ...shared, 'UPI', 'name@okaxis'])).toEqual([]);
  });
});
