import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildCart, buildCartItem, buildSummary } from '@/test/cart-factory';
import { mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { LanguageProvider, loadLanguage, setCurrentLanguage } from '@/lib/i18n';
import { CartPage } from './cart-page';

const shirt = buildCartItem({ _id: 'line-shirt', product: 'p-shirt', quantity: 1 });
const kurta = buildCartItem({
  _id: 'line-kurta',
  product: 'p-kurta',
  variantId: 'v-kurta',
  productData: { _id: 'p-kurta', name: 'Cotton Kurta', images: [], brand: 'Khadi Craft' },
  variant: { color: 'Maroon', colorCode: '#800000', images: [] },
  size: 'L',
  quantity: 2,
  price: 1199,
  originalPrice: 1199,
  discount: 0,
});

function openHindiCart() {
  storeSignedIn();
  const cart = buildCart([shirt, kurta]);
  mockApi({
    'GET /cart': ok({ cart }),
    'GET /cart/summary': ok(buildSummary(cart)),
    'GET /wishlist': ok({ wishlist: { items: [] } }),
  });
  return renderRoutes(
    [
      {
        path: '/cart',
        element: (
          <LanguageProvider language="hi">
            <CartPage />
          </LanguageProvider>
        ),
      },
    ],
    { path: '/cart' },
  );
}

beforeAll(async () => {
  // As the browser does before rendering a /hi page: every loaded book's Hindi is ready.
  await loadLanguage('hi');
});
// Texts made outside rendering (alerts, toasts) follow the page's language too.
beforeEach(() => setCurrentLanguage('hi'));
afterEach(() => setCurrentLanguage('en'));

describe('the cart page in Hindi (issue 19)', () => {
  it('shows the step, the lines, the coupon box and the Order Summary in Hindi', async () => {
    openHindiCart();

    const row = await screen.findByRole('listitem', { name: 'Oxford Shirt' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('शॉपिंग कार्ट');
    expect(screen.getByText('चरण 1 / 2')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('आपके कार्ट में 3 आइटम');
    expect(within(row).getByText('साइज़: M')).toBeInTheDocument();
    expect(within(row).getByText('रंग: Blue')).toBeInTheDocument();
    expect(within(row).getByText('20% छूट')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'बाद के लिए सेव करें' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
    expect(within(row).getByRole('group', { name: 'Oxford Shirt की मात्रा' })).toBeInTheDocument();

    const coupon = screen.getByRole('region', { name: 'कूपन' });
    expect(within(coupon).getByLabelText('कूपन कोड')).toHaveAttribute('placeholder', 'कोड डालें');
    expect(within(coupon).getByRole('button', { name: 'लागू करें' })).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'ऑर्डर सारांश' });
    expect(await within(summary).findByText('सबटोटल (3 आइटम)')).toBeInTheDocument();
    expect(within(summary).getByText('मुफ़्त')).toBeInTheDocument();
    expect(within(summary).getByText('प्लेटफ़ॉर्म फ़ीस')).toBeInTheDocument();
    // Rupees read the same in hi-IN as in en-IN.
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('₹3,199');
    expect(screen.getByRole('link', { name: 'चेकआउट करें' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'शॉपिंग जारी रखें' })).toBeInTheDocument();
    // Nothing of the English page is left.
    expect(screen.queryByText(/Shopping Cart|Order Summary|Proceed to Checkout/)).toBeNull();
  });
});
