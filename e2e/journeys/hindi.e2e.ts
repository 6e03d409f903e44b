import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiGet, findStockedProducts, latestCode } from '../support/api';
import { openShop, type Session } from '../support/browser';
import { findEnglishAndCutOff } from '../support/language';

/**
 * Issue 19 journey, on a 375 px phone: a shopper switches the shop to Hindi, browses, searches
 * in Hindi, adds to the cart, signs in, checks out with cash on delivery and sees the order.
 * On each screen: no English left (names and brands the owner gave only in English excepted),
 * nothing cut off, nothing wider than the phone; a screenshot of each lands in
 * e2e/.screenshots/hindi for a person to look at.
 */
const SHOTS = 'e2e/.screenshots/hindi';

interface ProductRow {
  _id: string;
  name: string;
  brand: string;
  variants: { color: string; size: string }[];
}

/** Every text in an API answer: what the owner typed, shown as typed. */
function collectTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectTexts);
  return [];
}

describe('a shopper shops in Hindi on a phone', () => {
  let s: Session;
  const phone = `7${String(Date.now()).slice(-9)}`;
  /** Texts the data brings in English: product names, brands, colours and sizes. */
  const dataTexts: string[] = [
    // What the shopper types, and the place India Post's directory names for the pincode.
    'Meera Iyer',
    'Chennai',
    'Tamil Nadu',
    'Besant Nagar',
    'Avenue',
    'Besantnagar',
    // Card networks keep their own names.
    'Visa, Mastercard, RuPay, American Express',
  ];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    s = await openShop({ width: 375, height: 812 });
    for (let page = 1; page <= 10; page++) {
      const { products } = await apiGet<{ products: ProductRow[] }>(
        `/products?limit=60&page=${page}`,
      );
      for (const product of products) {
        dataTexts.push(product.name, product.brand);
        for (const variant of product.variants) dataTexts.push(variant.color, variant.size);
      }
      if (products.length < 60) break;
    }
    // The shop's own identity (legal name, address) as the owner typed it in the store profile.
    dataTexts.push(...collectTexts(await apiGet<unknown>('/store-profile')));
    // Banners and categories as the API answers a Hindi page: the owner's Hindi where given,
    // else the English they typed (other journeys add banners without Hindi).
    for (const path of ['/banners/active', '/categories/tree']) {
      const res = await fetch(`${inject('baseURL')}/api${path}`, {
        headers: { 'accept-language': 'hi' },
      });
      dataTexts.push(...collectTexts(((await res.json()) as { data: unknown }).data));
    }
  });
  afterAll(() => s.close());

  async function checkScreen(name: string) {
    const { page } = s;
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    const findings = await findEnglishAndCutOff(page, dataTexts);
    expect({ screen: name, ...findings }).toEqual({
      screen: name,
      english: [],
      cutOff: [],
      pageWiderThanScreen: false,
    });
  }

  it('switches the shop to Hindi from the phone menu', async () => {
    const { page } = s;
    await page.goto('/');
    await page.getByRole('button', { name: /open menu/i }).click();
    await page.getByRole('button', { name: /^हिन्दी/ }).click();
    await page.waitForURL((url) => url.pathname === '/hi');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
    await checkScreen('home');
  });

  it('finds sarees by typing साड़ी', async () => {
    const { page } = s;
    // The phone menu's search box, as a shopper types it.
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    const box = page.getByRole('combobox', { name: 'प्रोडक्ट खोजें' });
    await box.fill('साड़ी');
    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/hi/products' && url.searchParams.get('search') === 'साड़ी',
    );
    // Every product found is a saree (the seed names them so, in English or in Hindi).
    const cards = page.getByRole('article');
    await expect
      .poll(async () => {
        const texts = await cards.allInnerTexts();
        return texts.length > 0 && texts.every((text) => /saree|साड़ी/i.test(text));
      })
      .toBe(true);
    await checkScreen('search');
  });

  it('adds a product to the cart from its page', async () => {
    const { page } = s;
    const [stocked] = await findStockedProducts(1);
    // Its description, specifications and legal details are the owner's texts, in English here.
    dataTexts.push(...collectTexts(await apiGet<unknown>(`/products/${stocked!.id}`)));
    await page.goto(`/hi/products/${stocked!.id}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await checkScreen('product');
    await page.getByRole('button', { name: 'कार्ट में डालें' }).first().click();
    await page.getByRole('link', { name: /^कार्ट 1 आइटम/ }).waitFor();
    await page.goto('/hi/cart');
    await page.getByRole('link', { name: 'चेकआउट करें' }).waitFor();
    await checkScreen('cart');
  });

  it('signs up with a one-time code in Hindi', async () => {
    const { page } = s;
    await page.goto('/hi/signup');
    await page.getByLabel('पूरा नाम').fill('Meera Iyer');
    await page.getByLabel('मोबाइल नंबर').fill(phone);
    await checkScreen('signup');
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await page.getByLabel('OTP').fill(await latestCode(phone));
    await page.getByRole('button', { name: 'OTP जाँचें' }).click();
    await page.waitForURL((url) => url.pathname === '/hi');
  });

  it('checks out with cash on delivery and sees the order', async () => {
    const { page } = s;
    await page.goto('/hi/cart');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.screenshot({ path: `${SHOTS}/cart-signed-in.png`, fullPage: true });
    await page.getByRole('link', { name: 'चेकआउट करें' }).click();
    await page.waitForURL((url) => url.pathname === '/hi/checkout');
    const address = page.getByRole('group', { name: 'यहाँ डिलीवर करें' });
    await address.getByLabel('ईमेल').fill('meera@example.com');
    await address.getByLabel('मोबाइल नंबर').fill('9876501234');
    await address.getByLabel('पता', { exact: true }).fill('14 Besant Nagar 2nd Avenue');
    await address.getByLabel('शहर').fill('Chennai');
    await address.getByLabel('राज्य').selectOption('Tamil Nadu');
    await address.getByLabel('पिनकोड').fill('600090');
    await page.getByRole('radio', { name: /^कैश ऑन डिलीवरी/ }).check();
    await checkScreen('checkout');
    await page.getByRole('button', { name: /^ऑर्डर करें ₹/ }).click();
    await page.waitForURL((url) => url.pathname === '/hi/order-confirmation');
    await page.getByRole('heading', { name: 'ऑर्डर कन्फ़र्म हो गया!' }).waitFor();
    await checkScreen('confirmation');

    await page.goto('/hi/orders');
    await page.getByRole('heading', { name: 'मेरे ऑर्डर' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await checkScreen('orders');
    await page.getByRole('link', { name: /^ऑर्डर #.* का विवरण देखें$/ }).click();
    await page.getByRole('heading', { name: 'ऑर्डर का विवरण' }).waitFor();
    await checkScreen('order-detail');
  });

  it('keeps the choice: the front door opens in Hindi', async () => {
    const { page } = s;
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/hi');
  });
});
