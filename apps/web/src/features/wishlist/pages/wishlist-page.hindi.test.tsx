import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LanguageProvider, loadLanguage } from '@/lib/i18n';
import { buildCart } from '@/test/cart-factory';
import { mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { buildWishlistItem } from '@/test/wishlist-factory';
import { WishlistPage } from './wishlist-page';

const hindiWishlist = () =>
  renderRoutes(
    [
      {
        path: '/wishlist',
        element: (
          <LanguageProvider language="hi">
            <WishlistPage />
          </LanguageProvider>
        ),
      },
    ],
    { path: '/wishlist' },
  );

/** Issue 19: the wishlist on a Hindi page. */
describe('wishlist page in Hindi', () => {
  beforeAll(() => loadLanguage('hi'));

  it('asks a visitor to sign in, in Hindi', () => {
    hindiWishlist();
    expect(
      screen.getByRole('heading', { name: 'अपनी विशलिस्ट देखने के लिए साइन इन करें' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/login');
  });

  it('lists the saved products with the count and the date added in Hindi', async () => {
    storeSignedIn();
    const saree = buildWishlistItem(
      { _id: 'p-saree', name: 'Silk Saree', price: 2499, minPrice: 2499, maxPrice: 2499 },
      { addedAt: '2026-02-14T06:30:00.000Z' },
    );
    mockApi({
      'GET /wishlist': ok({ wishlist: { items: [saree] } }),
      'GET /cart': ok({ cart: buildCart() }),
    });
    hindiWishlist();
    const card = await screen.findByRole('listitem', { name: 'Silk Saree' });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी विशलिस्ट' })).toBeInTheDocument();
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1 आइटम');
    expect(within(card).getByText(/^14 फ़र॰ 2026 को जोड़ा$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'कार्ट में डालें' })).toBeEnabled();
    expect(
      within(card).getByRole('button', { name: 'Silk Saree को विशलिस्ट से हटाएँ' }),
    ).toBeInTheDocument();
  });
});
