import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderCartLink } from '@/app/layout/header/cart-link';
import { ToastRegion } from '@/components/ui/toast-region';
import { clearToasts } from '@/components/ui/toast-store';
import { buildCart, buildCartItem } from '@/test/cart-factory';
import { buildProduct, buildVariant } from '@/test/catalogue-factory';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderAtRoot } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { CardAddToCartButton } from './card-add-to-cart-button';

const variant = buildVariant({ _id: 'v-m', size: 'M' });
const shirt = buildProduct({ _id: 'p-shirt', name: 'Oxford Shirt', variants: [variant] });

function openCard() {
  return renderAtRoot(
    <>
      <HeaderCartLink />
      <CardAddToCartButton product={shirt} />
      <ToastRegion />
    </>,
  );
}

beforeEach(() => clearToasts());

describe("a member's Add to Cart goes to the server cart (spec §4 Session)", () => {
  it('posts the line and moves the header badge with the answer', async () => {
    storeSignedIn();
    const api = mockApi({
      'GET /cart': ok({ cart: buildCart([buildCartItem({ quantity: 2 })]) }),
      'GET /cart/summary': ok({}),
      'POST /cart/add': ok({
        cart: buildCart([buildCartItem({ quantity: 2 }), buildCartItem({ product: 'p-shirt' })]),
      }),
    });
    const user = userEvent.setup();
    openCard();
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^2$/));

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^3$/));
    expect(api.callsTo('POST /cart/add')[0]?.body).toEqual({
      product: 'p-shirt',
      variantId: 'v-m',
      size: 'M',
      quantity: 1,
    });
    expect(api.callsTo('GET /cart')).toHaveLength(1);
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    expect(localStorage.getItem('localCart')).toBeNull();
  });

  it("shows the server's message past the stock", async () => {
    storeSignedIn();
    mockApi({
      'GET /cart': ok({ cart: buildCart() }),
      'POST /cart/add': fail(409, 'OUT_OF_STOCK', 'Only 2 of Oxford Shirt (size M) available'),
    });
    const user = userEvent.setup();
    openCard();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('Only 2 of Oxford Shirt (size M) available'),
    ).toBeInTheDocument();
  });
});

describe('the list-page Add to Cart takes the first size in stock (decision 012)', () => {
  it("puts a visitor's first in-stock size in the browser's cart, not the sold-out first", async () => {
    mockApi({});
    const soldOutFirst = buildVariant({ _id: 'v-28', size: '28', stock: 0 });
    const inStock = buildVariant({ _id: 'v-30', size: '30', stock: 6 });
    const jeans = buildProduct({ _id: 'p-jeans', variants: [soldOutFirst, inStock] });
    const user = userEvent.setup();
    renderAtRoot(
      <>
        <CardAddToCartButton product={jeans} />
        <ToastRegion />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    const [line] = JSON.parse(localStorage.getItem('localCart') ?? '[]') as Array<
      Record<string, unknown>
    >;
    expect(line).toMatchObject({ productId: 'p-jeans', variantId: 'v-30', size: '30' });
  });
});
