import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAddress } from '@/test/address-factory';
import { buildCart, buildCartItem, buildSummary } from '@/test/cart-factory';
import { deliveryRoutes } from '@/test/delivery-factory';
import { mockApi, ok } from '@/test/mock-api';
import { buildPaymentMethods } from '@/test/order-factory';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { LanguageProvider, loadLanguage, setCurrentLanguage } from '@/lib/i18n';
import { CheckoutPage } from './checkout-page';

const cart = buildCart([buildCartItem({ _id: 'line-1', quantity: 2, price: 799 })]);
const home = buildAddress({ _id: 'home', addressLine1: '12 MG Road', isDefault: true });

function openHindiCheckout(addresses = [home]) {
  storeSignedIn();
  mockApi({
    'GET /cart': ok({ cart }),
    'GET /cart/summary': ok(buildSummary(cart)),
    'GET /users/addresses': ok({ addresses }),
    ...deliveryRoutes(),
    'GET /orders/payment-methods': ok(buildPaymentMethods()),
  });
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  renderRoutes(
    [
      {
        path: '/checkout',
        element: (
          <LanguageProvider language="hi">
            <CheckoutPage />
          </LanguageProvider>
        ),
      },
    ],
    { path: '/checkout' },
  );
  return { alert };
}

beforeAll(async () => {
  await loadLanguage('hi');
});
// Texts made outside rendering (alerts, toasts) follow the page's language too.
beforeEach(() => setCurrentLanguage('hi'));
afterEach(() => setCurrentLanguage('en'));

describe('checkout in Hindi (issue 19)', () => {
  it('shows the address, the payment step and the total on the button in Hindi', async () => {
    openHindiCheckout();

    const place = await screen.findByRole('button', { name: /^ऑर्डर करें ₹1,600$/ });
    expect(place).toBeEnabled();
    expect(screen.getByText('चरण 2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('चेकआउट');
    expect(screen.getByRole('link', { name: '← कार्ट पर वापस जाएँ' })).toBeInTheDocument();

    const address = screen.getByRole('region', { name: 'डिलीवरी का पता' });
    expect(await within(address).findByRole('radio', { name: /12 MG Road/ })).toBeChecked();
    expect(within(address).getByText('डिफ़ॉल्ट')).toBeInTheDocument();
    expect(within(address).getByRole('radio', { name: 'नया पता इस्तेमाल करें' })).toBeInTheDocument();

    const payment = screen.getByRole('region', { name: 'पेमेंट का तरीका' });
    expect(within(payment).getByRole('heading', { name: 'पेमेंट का तरीका' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ऑर्डर सारांश' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आइटम (1)' })).toBeInTheDocument();
  });

  it('says in Hindi that the new address is incomplete', async () => {
    const user = userEvent.setup();
    const { alert } = openHindiCheckout([]);
    await user.click(await screen.findByRole('button', { name: /^ऑर्डर करें ₹1,600$/ }));
    await user.clear(screen.getByLabelText('पता'));
    await user.click(screen.getByRole('button', { name: /^ऑर्डर करें/ }));
    expect(alert).toHaveBeenLastCalledWith('कृपया डिलीवरी के पते की सभी ज़रूरी जानकारी भरें');
    expect(screen.getByLabelText('मोबाइल नंबर')).toBeInTheDocument();
    expect(screen.getByLabelText('यह पता सेव करें')).not.toBeChecked();
  });

  it('names the states in Hindi, sending the name GST uses', async () => {
    const user = userEvent.setup();
    openHindiCheckout([]);
    const state = await screen.findByLabelText('राज्य');
    expect(within(state).getByRole('option', { name: 'कर्नाटक' })).toHaveValue('Karnataka');
    await user.selectOptions(state, 'तमिलनाडु');
    expect(state).toHaveValue('Tamil Nadu');
  });
});
