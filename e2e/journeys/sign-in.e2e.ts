import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../support/api';
import { openShop, type Session } from '../support/browser';

/**
 * Issue 4 journey: sign up a new number (the code read from the development SMS outbox), land
 * on '/', stay signed in across a reload, add two addresses, make the second the default, sign
 * out everywhere, and be sent to /login from /profile.
 */
describe('a new shopper signs up and manages the account', () => {
  let s: Session;
  const phone = `9${String(Date.now()).slice(-9)}`;
  beforeAll(async () => {
    s = await openShop();
  });
  afterAll(() => s.close());

  it('signs up with a one-time code and lands on the home page', async () => {
    const { page } = s;
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Meera Iyer');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel(/^Email/).fill('meera@example.com');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP').waitFor();
    await page.getByLabel('OTP').fill(await latestCode(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Meera Iyer/ }).waitFor();
  });

  it('stays signed in after a reload', async () => {
    const { page } = s;
    await page.reload();
    await page.getByRole('button', { name: /Meera Iyer/ }).waitFor();
    expect(await page.evaluate(() => Boolean(localStorage.getItem('authToken')))).toBe(true);
  });

  it('adds two addresses and makes the second the default', async () => {
    const { page } = s;
    await page.goto('/profile?tab=addresses');
    await page.getByRole('heading', { name: 'Saved Addresses' }).waitFor();
    const add = async (line1: string, city: string, state: string, pincode: string) => {
      await page.getByRole('button', { name: /Add New Address/ }).click();
      await page.getByLabel('Full name').fill('Meera Iyer');
      await page.getByLabel('Mobile number').fill('9876501234');
      await page.getByLabel('Address line 1').fill(line1);
      await page.getByLabel('City').fill(city);
      await page.getByLabel('State').selectOption(state);
      await page.getByLabel('Pincode').fill(pincode);
      await page.getByRole('button', { name: 'Save Address' }).click();
      await page.getByText('Address added successfully').waitFor();
    };
    await add('14 Besant Nagar 2nd Avenue', 'Chennai', 'Tamil Nadu', '600090');
    await add('3 Koramangala 5th Block', 'Bengaluru', 'Karnataka', '560095');
    const first = page.locator('li', { hasText: '14 Besant Nagar' });
    const second = page.locator('li', { hasText: '3 Koramangala' });
    await first.getByText('Default', { exact: true }).waitFor();
    await second.getByRole('button', { name: /Set as default/ }).click();
    await second.getByText('Default', { exact: true }).waitFor();
    await expect.poll(() => first.getByText('Default', { exact: true }).count()).toBe(0);
  });

  it('signs out everywhere and is sent to /login from /profile', async () => {
    const { page } = s;
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByText('This device', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});
