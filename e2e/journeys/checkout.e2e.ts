import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { findStockedProducts, latestCode } from '../support/api';
import { openShop, type Session } from '../support/browser';

/**
 * Issue 6 journey: a new shopper checks out five times - a new address saved to the book, then
 * card, a declined card paid again on the same order, UPI, net banking and cash on delivery -
 * sees each confirmation, finds the card order in /orders by search and status, opens it,
 * cancels it with a reason and sees the refund and the status change. The simulated gateway's
 * documented test inputs (API README "Payments") decide which payments succeed.
 */
type Stocked = Awaited<ReturnType<typeof findStockedProducts>>[number];

describe('a shopper checks out with every payment method and cancels an order', () => {
  let s: Session;
  let products: Stocked[];
  const phone = `8${String(Date.now()).slice(-9)}`;
  const dialogs: string[] = [];
  const placed: { orderId: string; method: string }[] = [];

  beforeAll(async () => {
    s = await openShop();
    products = await findStockedProducts(5);
    // spec §5/§8: the cancel confirmation and the alerts are the browser's own boxes.
    s.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
  });
  afterAll(() => s.close());

  /** Puts one product in the server cart, as the product page's Add to Cart does. */
  async function fillCart(product: Stocked) {
    const token = await s.page.evaluate(() => localStorage.getItem('authToken'));
    const res = await fetch(`${inject('baseURL')}/api/cart/add`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        product: product.id,
        variantId: product.variantId,
        size: product.size,
        quantity: 1,
      }),
    });
    expect(res.status).toBeLessThan(300);
  }

  async function openCheckout(product: Stocked) {
    await fillCart(product);
    await s.page.goto('/checkout');
    await s.page.getByText('Step 2 of 2').waitFor();
    await s.page.getByRole('button', { name: /^Place Order ₹/ }).waitFor();
  }

  async function fillCard(number: string) {
    const { page } = s;
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry date').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Cardholder name').fill('Kavya Rao');
  }

  /** Places the order and lands on its confirmation; remembers the id from the URL. */
  async function placeAndConfirm(method: string, button = /^Place Order ₹/) {
    const { page } = s;
    await page.getByRole('button', { name: button }).click();
    await page.waitForURL((url) => url.pathname === '/order-confirmation');
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    const orderId = new URL(page.url()).searchParams.get('orderId');
    expect(orderId).toBeTruthy();
    await page.getByText(orderId!.slice(-8).toUpperCase(), { exact: true }).waitFor();
    placed.push({ orderId: orderId!, method });
  }

  it('signs up with a fresh number', async () => {
    const { page } = s;
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Kavya Rao');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP').waitFor();
    await page.getByLabel('OTP').fill(await latestCode(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('checks out by card with a new address saved to the address book', async () => {
    const { page } = s;
    await openCheckout(products[0]!);
    const address = page.getByRole('group', { name: 'Deliver to' });
    await address.getByLabel('Email').fill('kavya@example.com');
    await address.getByLabel('Mobile number').fill('9876501234');
    await address.getByLabel('Address', { exact: true }).fill('14 Besant Nagar 2nd Avenue');
    await address.getByLabel('City').fill('Chennai');
    await address.getByLabel('State').selectOption('Tamil Nadu');
    await address.getByLabel('Pincode').fill('600090');
    await address.getByRole('checkbox', { name: 'Save this address' }).check();
    await fillCard('4111 1111 1111 1111');
    await placeAndConfirm('card');
  });

  it('pays again on the same order after a declined card', async () => {
    const { page } = s;
    await openCheckout(products[1]!);
    // The address saved with the first order is now in the book and preselected.
    expect(await page.getByRole('radio', { name: /14 Besant Nagar/ }).isChecked()).toBe(true);
    await fillCard('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Place Order ₹/ }).click();
    await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
    await page.getByText(/Payment failed: Your card was declined/).waitFor();
    await fillCard('4111 1111 1111 1111');
    await placeAndConfirm('card-retried', /^Retry Payment ₹/);
  });

  it('checks out by UPI, net banking and cash on delivery', async () => {
    const { page } = s;
    await openCheckout(products[2]!);
    await page.getByRole('radio', { name: /^UPI/ }).check();
    await page.getByRole('textbox', { name: 'UPI ID' }).fill('success@upi');
    await placeAndConfirm('upi');

    await openCheckout(products[3]!);
    await page.getByRole('radio', { name: /^Net Banking/ }).check();
    await page.getByRole('combobox', { name: 'Bank' }).selectOption('hdfc');
    await placeAndConfirm('netbanking');

    await openCheckout(products[4]!);
    await page.getByRole('radio', { name: /^Cash on Delivery/ }).check();
    await placeAndConfirm('cod');
    expect(placed.map((order) => order.method)).toEqual([
      'card',
      'card-retried',
      'upi',
      'netbanking',
      'cod',
    ]);
    expect(new Set(placed.map((order) => order.orderId)).size).toBe(5);
  });

  it('finds the card order by search and status, cancels it and sees the refund', async () => {
    const { page } = s;
    const card = placed[0]!;
    const number = card.orderId.slice(-8).toUpperCase();
    await page.goto('/orders');
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(5);

    await page.getByPlaceholder('Search orders...').fill(number);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByLabel('Order status').selectOption('confirmed');
    await page.waitForURL((url) => url.searchParams.get('status') === 'confirmed');
    const order = page.getByRole('article', { name: `Order #${number}` });
    await order.getByText('Confirmed', { exact: true }).waitFor();
    await order.getByRole('link', { name: /View Details/ }).click();

    await page.waitForURL((url) => url.pathname === `/orders/${card.orderId}`);
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
    await dialog.getByText('5-7 business days').waitFor();
    await dialog.getByLabel('Reason for cancellation *').selectOption('Changed my mind');
    await dialog.getByLabel('Additional Comments (Optional)').fill('Bought it in a shop');
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(dialogs).toContain('Are you sure you want to cancel this order?');
    expect(dialogs.at(-1)).toMatch(
      /^Order cancelled successfully! You will receive a refund of ₹[\d,]+\.\d{2} within 5-7 business days\.$/,
    );
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
  });
});
