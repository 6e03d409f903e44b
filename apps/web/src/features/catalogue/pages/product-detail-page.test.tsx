import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDetail } from '@shop/contracts';
import { clearToasts } from '@/components/ui/toast-store';
import { buildProductDetail, buildVariant } from '@/test/catalogue-factory';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { ProductDetailPage } from './product-detail-page';

function envelope(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers the product and its related products; anything else is unexpected. */
function serveProduct(product: ProductDetail | null) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/related')) return envelope(200, { success: true, data: { products: [] } });
    if (product && url.endsWith(`/api/products/${product._id}`)) {
      return envelope(200, { success: true, data: { product } });
    }
    return envelope(404, { success: false, message: 'Product not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDetail(id: string) {
  return renderRoutes([{ path: '/products/:id', element: <ProductDetailPage /> }], {
    path: `/products/${id}`,
  });
}

const navyM = buildVariant({ color: 'Navy Blue', size: 'M', stock: 3 });
const navyL = buildVariant({ color: 'Navy Blue', size: 'L', stock: 0 });
const maroonM = buildVariant({ color: 'Maroon', colorCode: '#800000', size: 'M', stock: 0 });
const maroonL = buildVariant({ color: 'Maroon', colorCode: '#800000', size: 'L', stock: 5 });
const kurta = buildProductDetail({
  name: 'Chikankari Kurta',
  variants: [navyM, navyL, maroonM, maroonL],
});

beforeEach(() => clearToasts());

describe('product detail page (spec §2)', () => {
  it("shows 'Product Not Found' with a way back when the product does not load", async () => {
    serveProduct(null);
    renderDetail('missing-id');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('links its rating to the reviews, one review said as one', async () => {
    const rated = buildProductDetail({ ...kurta, rating: { average: 4, count: 1 } });
    serveProduct(rated);
    renderDetail(rated._id);
    expect(
      await screen.findByRole('link', {
        name: 'Rated 4 out of 5 from 1 review: read the reviews',
      }),
    ).toHaveAttribute('href', '#reviews');
  });

  it("disables an out-of-stock size and marks it '(Out of Stock)'", async () => {
    serveProduct(kurta);
    renderDetail(kurta._id);
    const sizes = within(await screen.findByRole('group', { name: /^Size/ }));
    const large = sizes.getByRole('button', { name: 'L (Out of Stock)' });
    expect(large).toBeDisabled();
    expect(sizes.getByRole('button', { name: 'M' })).toBeEnabled();
    expect(sizes.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to the first in-stock variant of a picked colour, with its size', async () => {
    serveProduct(kurta);
    renderDetail(kurta._id);
    await userEvent.click(await screen.findByRole('button', { name: 'Maroon' }));
    expect(screen.getByRole('button', { name: 'Maroon' })).toHaveAttribute('aria-pressed', 'true');
    const sizes = within(screen.getByRole('group', { name: /^Size/ }));
    // Maroon's first variant is M, which is sold out: L, its first in stock, is chosen.
    expect(sizes.getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');
    expect(sizes.getByRole('button', { name: 'M (Out of Stock)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('opens on an in-stock size when the first size is sold out', async () => {
    const jeans = buildProductDetail({
      name: 'Slim Fit Jeans',
      variants: [
        buildVariant({ color: 'Indigo', size: '28', stock: 0 }),
        buildVariant({ color: 'Indigo', size: '30', stock: 7 }),
      ],
    });
    serveProduct(jeans);
    renderDetail(jeans._id);
    const sizes = within(await screen.findByRole('group', { name: /^Size/ }));
    expect(sizes.getByRole('button', { name: '30' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
  });

  it('shows a product with nothing in stock as Out of Stock', async () => {
    const soldOut = buildProductDetail({
      name: 'Sold Out Saree',
      variants: [buildVariant({ size: 'Free Size', stock: 0 })],
    });
    serveProduct(soldOut);
    renderDetail(soldOut._id);
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it("stops the quantity at the chosen size's stock and says how many are left", async () => {
    serveProduct(kurta);
    renderDetail(kurta._id);
    const more = await screen.findByRole('button', { name: 'Increase quantity' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    expect(more).toBeDisabled();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
  });

  it("hides the colour swatches when the only colour is 'Default'", async () => {
    const serum = buildProductDetail({
      name: 'Rosemary Hair Serum',
      variants: [buildVariant({ color: 'Default', size: 'Free Size', stock: 4 })],
      // Empty displayFilters would show colours: only the 'Default' rule hides them here.
      displayFilters: [],
    });
    serveProduct(serum);
    renderDetail(serum._id);
    await screen.findByRole('heading', { level: 1, name: 'Rosemary Hair Serum' });
    expect(screen.queryByRole('group', { name: /^Color/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Default' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Free Size' })).toBeInTheDocument();
  });

  it('adds the chosen variant, size and quantity to the cart and says so', async () => {
    serveProduct(kurta);
    renderDetail(kurta._id);
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    const [line] = JSON.parse(localStorage.getItem('localCart') ?? '[]') as Array<
      Record<string, unknown>
    >;
    expect(line).toMatchObject({
      productId: kurta._id,
      variantId: navyM._id,
      size: 'M',
      quantity: 2,
    });
  });

  it("keeps the keyboard focus on Add to Cart while a member's add is on its way", async () => {
    storeSignedIn();
    let answer: (response: Response) => void = () => {};
    const fetchMock = serveProduct(kurta);
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/api/cart/add')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : served(input, init),
    );
    renderDetail(kurta._id);
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: 'Adding...' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    answer(envelope(200, { success: true, data: { cart: { items: [], totalAmount: 0 } } }));
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  });

  it('shows the notes and the Product Details present on the product', async () => {
    serveProduct(kurta);
    renderDetail(kurta._id);
    await screen.findByRole('heading', { level: 1, name: 'Chikankari Kurta' });
    expect(screen.getByText('Free shipping on orders over ₹500')).toBeInTheDocument();
    expect(screen.getByText('Inclusive of all taxes')).toBeInTheDocument();
    expect(screen.getByText('Secure payment')).toBeInTheDocument();
    expect(screen.getByText('Easy returns within 30 days')).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Product Details' }));
    expect(details.getByText('Fabric').nextSibling).toHaveTextContent('Cotton');
    expect(details.getByText('Wash Care')).toBeInTheDocument();
    // material is null on this product, so it is left out
    expect(details.queryByText('Material')).not.toBeInTheDocument();
  });

  it('shows the legal information from the product answer, with no other request', async () => {
    const fetchMock = serveProduct(kurta);
    renderDetail(kurta._id);
    const legal = within(await screen.findByRole('region', { name: 'Legal Information' }));
    expect(legal.getByText('Country of origin').nextSibling).toHaveTextContent('India');
    expect(legal.getByText('MRP').nextSibling).toHaveTextContent('(inclusive of all taxes)');
    expect(legal.getByText('Sold by').nextSibling).toHaveTextContent(kurta.disclosures.soldBy);
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.includes('store-profile'))).toEqual([]);
  });
});
