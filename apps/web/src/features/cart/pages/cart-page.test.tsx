import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@shop/contracts';
import { clearToasts } from '@/components/ui/toast-store';
import { buildCart, buildCartItem, buildSummary } from '@/test/cart-factory';
import { deferredReply, fail, mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { buildWishlistItem } from '@/test/wishlist-factory';
import { CartPage } from './cart-page';

const shirt = buildCartItem({
  _id: 'line-shirt',
  product: 'p-shirt',
  variantId: 'v-shirt',
  quantity: 1,
});
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

function openCart() {
  return renderRoutes([{ path: '/cart', element: <CartPage /> }], { path: '/cart' });
}

/** A signed-in shopper whose server cart starts as `cart`; routes can be added or replaced. */
function memberCart(cart: Cart, routes: Parameters<typeof mockApi>[0] = {}) {
  storeSignedIn();
  return mockApi({
    'GET /cart': ok({ cart }),
    'GET /cart/summary': ok(buildSummary(cart)),
    'GET /wishlist': ok({ wishlist: { items: [] } }),
    ...routes,
  });
}

const line = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => clearToasts());

describe('cart page for a signed-in shopper (spec §2 Cart)', () => {
  it('shows the step, each line and the Order Summary', async () => {
    memberCart(buildCart([shirt, kurta]));
    openCart();

    const row = await screen.findByRole('listitem', { name: 'Oxford Shirt' });
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3 items in your cart');
    expect(within(row).getByText('Size: M')).toBeInTheDocument();
    expect(within(row).getByText('Color: Blue')).toBeInTheDocument();
    expect(within(row).getByText('20% OFF')).toBeInTheDocument();
    expect(within(row).getByText('₹999')).toBeInTheDocument();
    expect(within(line('Cotton Kurta')).getByTestId('item-total')).toHaveTextContent('₹2,398');
    expect(within(line('Cotton Kurta')).queryByText(/% OFF/)).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByTestId('summary-subtotal')).toHaveTextContent('₹3,197');
    expect(within(summary).getByText('FREE')).toBeInTheDocument();
    expect(within(summary).getByText('₹2')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('₹3,199');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('locks a line with "..." while its quantity changes, and cannot go below 1', async () => {
    const reply = deferredReply();
    const api = memberCart(buildCart([shirt]), {
      'PUT /cart/item/line-shirt/quantity': reply.route,
    });
    const user = userEvent.setup();
    openCart();

    const stepper = await screen.findByRole('group', { name: 'Quantity of Oxford Shirt' });
    expect(within(stepper).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));

    expect(within(stepper).getByText('...')).toBeInTheDocument();
    expect(within(stepper).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(within(line('Oxford Shirt')).getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(api.callsTo('PUT /cart/item/line-shirt/quantity')[0]?.body).toEqual({ quantity: 2 });

    reply.release(ok({ cart: buildCart([{ ...shirt, quantity: 2 }]) }));
    await waitFor(() => expect(within(stepper).getByText('2')).toBeInTheDocument());
    expect(within(stepper).getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  });

  it("shows the server's message when the quantity would pass the stock", async () => {
    memberCart(buildCart([shirt]), {
      'PUT /cart/item/line-shirt/quantity': fail(
        409,
        'OUT_OF_STOCK',
        'Only 1 of Oxford Shirt (size M) available',
      ),
    });
    const user = userEvent.setup();
    openCart();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(
      await screen.findByText('Only 1 of Oxford Shirt (size M) available'),
    ).toBeInTheDocument();
    expect(within(line('Oxford Shirt')).getByRole('group')).toHaveTextContent('1');
  });

  it('saves a line for later: wishlist first, then out of the cart', async () => {
    const saved = buildWishlistItem({ _id: 'p-shirt', name: 'Oxford Shirt' });
    const api = memberCart(buildCart([shirt, kurta]), {
      'POST /wishlist/add': ok({ wishlist: { items: [saved] } }),
      'DELETE /cart/item/line-shirt': ok({ cart: buildCart([kurta]) }),
    });
    const user = userEvent.setup();
    openCart();
    await user.click(
      await within(await screen.findByRole('listitem', { name: 'Oxford Shirt' })).findByRole(
        'button',
        { name: 'Save for Later' },
      ),
    );

    const section = await screen.findByRole('region', { name: 'Saved for Later (1)' });
    expect(within(section).getByRole('button', { name: 'Move to Cart' })).toBeInTheDocument();
    const steps = api.calls
      .map((call) => `${call.method} ${call.path}`)
      .filter((step) => step !== 'GET /cart' && !step.startsWith('GET /'));
    expect(steps).toEqual(['POST /wishlist/add', 'DELETE /cart/item/line-shirt']);
    expect(api.callsTo('POST /wishlist/add')[0]?.body).toEqual({
      product: 'p-shirt',
      variantId: 'v-shirt',
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2 items in your cart');
  });

  it('alerts when saving for later fails, and keeps the line', async () => {
    const api = memberCart(buildCart([shirt]), {
      'POST /wishlist/add': fail(500, 'INTERNAL', 'Oops'),
    });
    const user = userEvent.setup();
    openCart();
    await user.click(await screen.findByRole('button', { name: 'Save for Later' }));
    expect(
      await screen.findByText('Failed to save item for later. Please try again.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /cart/item/line-shirt')).toHaveLength(0);
    expect(line('Oxford Shirt')).toBeInTheDocument();
  });

  it('alerts when removing a line fails', async () => {
    memberCart(buildCart([shirt]), {
      'DELETE /cart/item/line-shirt': fail(503, 'UNAVAILABLE', 'down'),
    });
    const user = userEvent.setup();
    openCart();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove item. Please try again.')).toBeInTheDocument();
  });

  it('moves a saved item to the cart: one unit of its first variant and size, then off the wishlist', async () => {
    const saree = buildWishlistItem({
      _id: 'p-saree',
      name: 'Silk Saree',
      variants: [
        { _id: 'v-red', size: 'Free', sizes: ['Free'], color: 'Red', colorCode: '#f00', stock: 3 },
        {
          _id: 'v-blue',
          size: 'Free',
          sizes: ['Free'],
          color: 'Blue',
          colorCode: '#00f',
          stock: 3,
        },
      ],
    });
    const api = memberCart(buildCart([shirt]), {
      'GET /wishlist': ok({ wishlist: { items: [saree] } }),
      'POST /cart/add': ok({ cart: buildCart([shirt, buildCartItem({ product: 'p-saree' })]) }),
      'DELETE /wishlist/p-saree': ok({ wishlist: { items: [] } }),
    });
    const user = userEvent.setup();
    openCart();
    const section = await screen.findByRole('region', { name: 'Saved for Later (1)' });
    await user.click(within(section).getByRole('button', { name: 'Move to Cart' }));

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Saved for Later/ })).toBeNull(),
    );
    expect(api.callsTo('POST /cart/add')[0]?.body).toEqual({
      product: 'p-saree',
      variantId: 'v-red',
      size: 'Free',
      quantity: 1,
    });
    expect(api.callsTo('DELETE /wishlist/p-saree')).toHaveLength(1);
  });

  it('alerts when moving to the cart fails and keeps the item saved', async () => {
    const saree = buildWishlistItem({ _id: 'p-saree' });
    const api = memberCart(buildCart([shirt]), {
      'GET /wishlist': ok({ wishlist: { items: [saree] } }),
      'POST /cart/add': fail(409, 'OUT_OF_STOCK', 'Silk Saree is out of stock'),
    });
    const user = userEvent.setup();
    openCart();
    await user.click(await screen.findByRole('button', { name: 'Move to Cart' }));
    expect(
      await screen.findByText('Failed to move item to cart. Please try again.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /wishlist/p-saree')).toHaveLength(0);
  });

  it('shows the empty state with the way back to shopping', async () => {
    memberCart(buildCart());
    openCart();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    memberCart(buildCart(), { 'GET /cart': fail(503, 'UNAVAILABLE', 'down') });
    openCart();
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('cart lines tell the truth about stock (issue 20)', () => {
  it('marks a line above its stock and a sold-out line, and says what must change', async () => {
    const short = buildCartItem({ ...kurta, quantity: 3, stock: 2 });
    const soldOut = buildCartItem({ ...shirt, quantity: 1, stock: 0 });
    memberCart(buildCart([soldOut, short]));
    openCart();

    const shirtRow = await screen.findByRole('listitem', { name: 'Oxford Shirt' });
    expect(within(shirtRow).getByTestId('line-stock')).toHaveTextContent('Out of stock');
    expect(within(shirtRow).getByRole('button', { name: 'Save for Later' })).toBeEnabled();
    expect(within(shirtRow).getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(within(line('Cotton Kurta')).getByTestId('line-stock')).toHaveTextContent('Only 2 left');
    // Nothing is left out of the sums silently: both lines still count.
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByTestId('summary-subtotal')).toHaveTextContent('₹4,396');

    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    const reasons = screen.getByRole('alert');
    expect(reasons).toHaveTextContent(
      'Oxford Shirt (size M) is out of stock: save it for later or remove it.',
    );
    expect(reasons).toHaveTextContent(
      'Only 2 of Cotton Kurta (size L) are left: reduce the quantity to 2.',
    );
  });

  it('lets the quantity come down to the stock but not go up past it', async () => {
    memberCart(buildCart([buildCartItem({ ...kurta, quantity: 2, stock: 2 })]));
    openCart();
    const row = await screen.findByRole('listitem', { name: 'Cotton Kurta' });
    expect(within(row).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    expect(within(row).queryByTestId('line-stock')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeInTheDocument();
  });

  it("shows no 'Color:' line for a product without colours ('Default')", async () => {
    memberCart(
      buildCart([buildCartItem({ variant: { color: 'Default', colorCode: '#ccc', images: [] } })]),
    );
    openCart();
    const row = await screen.findByRole('listitem', { name: 'Oxford Shirt' });
    expect(within(row).queryByText(/Color:/)).not.toBeInTheDocument();
  });
});

describe('a member whose saved line is no longer sold (issue 20)', () => {
  it('says which product the server took out of the cart', async () => {
    memberCart(
      buildCart([shirt], {
        removedMessage: 'Pashmina Shawl is no longer sold and was removed from your cart',
      }),
    );
    openCart();
    expect(
      await screen.findByText('Pashmina Shawl is no longer sold and was removed from your cart'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeInTheDocument();
  });
});

describe('keyboard focus when a line leaves the cart', () => {
  const cartItems = () => screen.getByRole('region', { name: 'Cart items' });
  const savedShirt = { wishlist: { items: [buildWishlistItem({ _id: 'p-shirt' })] } };

  /** The member's cart holds `lines`; the shirt's `button` takes it out, leaving `left`. */
  async function shirtLeaves(
    lines: Parameters<typeof buildCart>[0],
    left: Parameters<typeof buildCart>[0],
    button: 'Save for Later' | 'Remove' = 'Save for Later',
  ) {
    memberCart(buildCart(lines), {
      'POST /wishlist/add': ok(savedShirt),
      'DELETE /cart/item/line-shirt': ok({ cart: buildCart(left) }),
    });
    const user = userEvent.setup();
    openCart();
    const row = await screen.findByRole('listitem', { name: 'Oxford Shirt' });
    await user.click(within(row).getByRole('button', { name: button }));
  }
  const kurtaLinkHasFocus = () =>
    waitFor(() =>
      expect(within(cartItems()).getByRole('link', { name: 'Cotton Kurta' })).toHaveFocus(),
    );

  it("goes to the next line's first control after 'Save for Later', not to the page", async () => {
    await shirtLeaves([shirt, kurta], [kurta]);
    await kurtaLinkHasFocus();
    expect(within(cartItems()).queryByRole('listitem', { name: 'Oxford Shirt' })).toBeNull();
  });

  it('goes to the line before when the last line leaves', async () => {
    await shirtLeaves([kurta, shirt], [kurta]);
    await kurtaLinkHasFocus();
  });

  it("goes to the cart's heading when no line is left", async () => {
    await shirtLeaves([shirt], []);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toHaveFocus(),
    );
  });

  it('does the same after Remove', async () => {
    await shirtLeaves([shirt, kurta], [kurta], 'Remove');
    await kurtaLinkHasFocus();
  });
});

describe('cart headings (WCAG 1.3.1)', () => {
  it('go down one level at a time: no jump from the h1 to the lines', async () => {
    memberCart(buildCart([shirt, kurta]), {
      'GET /wishlist': ok({ wishlist: { items: [buildWishlistItem({ _id: 'p-saree' })] } }),
    });
    openCart();
    await screen.findByRole('region', { name: 'Saved for Later (1)' });

    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
    expect(skips).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Cart items' })).toBeInTheDocument();
  });
});
