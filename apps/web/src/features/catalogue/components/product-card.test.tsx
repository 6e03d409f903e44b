import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastRegion } from '@/components/ui/toast-region';
import { clearToasts } from '@/components/ui/toast-store';
import { buildProduct, buildVariant } from '@/test/catalogue-factory';
import { RatingBadge } from '@/features/reviews';
import { renderAtRoot } from '@/test/render';
import { ProductCard } from './product-card';

function renderCard(product = buildProduct()) {
  renderAtRoot(
    <>
      <ProductCard product={product} />
      <ToastRegion />
    </>,
  );
  return product;
}

beforeEach(() => clearToasts());

describe('product card (spec §2/§5)', () => {
  it('shows image, name, brand and price with original price and percent off, linking to the product', () => {
    const product = renderCard(
      buildProduct({ name: 'Linen Shirt', price: 750, originalPrice: 1000 }),
    );
    // The image's link is hidden from screen readers: the name link right below says the same.
    expect(screen.getByRole('img', { name: 'Linen Shirt', hidden: true })).toHaveAttribute(
      'src',
      product.images[0],
    );
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
      'href',
      `/products/${product._id}`,
    );
    expect(screen.getByText('Khadi Craft')).toBeInTheDocument();
    expect(screen.getByText('₹750')).toBeInTheDocument();
    expect(screen.getByText('₹1,000')).toBeInTheDocument();
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
  });

  it('shows the star rating and review count the list gives it', () => {
    renderAtRoot(
      <ProductCard product={buildProduct()} rating={<RatingBadge average={4.3} count={12} />} />,
    );
    expect(
      screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 12 reviews' }),
    ).toHaveTextContent('★ 4.3 (12)');
  });

  it('shows no rating before the first review', () => {
    renderAtRoot(<RatingBadge average={0} count={0} />);
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('shows Out of Stock and disables Add to Cart when totalStock is 0', () => {
    renderCard(buildProduct({ variants: [buildVariant({ stock: 0 })], totalStock: 0 }));
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('adds the first variant in its size and confirms it', async () => {
    const first = buildVariant({ size: 'S' });
    const product = renderCard(buildProduct({ variants: [first, buildVariant({ size: 'M' })] }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('localCart') ?? '[]')).toMatchObject([
      { productId: product._id, variantId: first._id, size: 'S', quantity: 1 },
    ]);
  });

  it('refuses a product without variants with only a console message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderCard(buildProduct({ variants: [], totalStock: 3 }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('localCart')).toBeNull();
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('toggles the wishlist heart with a pressed state and matching label', async () => {
    const product = renderCard();
    const heart = screen.getByRole('button', { name: 'Add to Wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    const saved = screen.getByRole('button', { name: 'Remove from Wishlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('localWishlist') ?? '[]')).toMatchObject([
      { product: product._id },
    ]);
    await userEvent.click(saved);
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
  });
});

describe('price ranges on cards (issue 20)', () => {
  it("shows 'from' the lowest price when the variants' prices differ", () => {
    renderCard(
      buildProduct({
        name: 'Block Print Cushion Covers',
        price: 949,
        originalPrice: 1299,
        minPrice: 949,
        maxPrice: 1349,
        variants: [
          buildVariant({ size: 'Set of 5', price: 1349, originalPrice: 1799 }),
          buildVariant({ size: 'Set of 2', price: 949, originalPrice: 1299 }),
        ],
      }),
    );
    expect(screen.getByText('from')).toBeInTheDocument();
    expect(screen.getByText('from').parentElement).toHaveTextContent('from ₹949');
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
  });

  it("shows one price, without 'from', when every variant costs the same", () => {
    renderCard(buildProduct({ price: 999, minPrice: 999, maxPrice: 999 }));
    expect(screen.queryByText('from')).not.toBeInTheDocument();
    expect(screen.getByText('₹999')).toBeInTheDocument();
  });
});
