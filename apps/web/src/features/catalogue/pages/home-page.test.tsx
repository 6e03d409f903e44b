import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Banner, Category } from '@shop/contracts';
import { buildProduct } from '@/test/catalogue-factory';
import { renderAtRoot } from '@/test/render';
import { HomePage } from './home-page';

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function banner(overrides: Partial<Banner> & Pick<Banner, '_id' | 'title'>): Banner {
  return {
    id: overrides._id,
    subtitle: null,
    description: null,
    image: `/uploads/catalog/${overrides._id}.svg`,
    link: '/products',
    buttonText: 'Shop Now',
    displayType: 'carousel',
    order: 1,
    categoryId: null,
    isActive: true,
    ...overrides,
  };
}

const women: Category = {
  _id: 'c-women',
  id: 'c-women',
  name: 'Women',
  slug: 'women',
  level: 1,
  parentId: null,
  isActive: true,
  image: '/uploads/catalog/category-women.svg',
  description: 'Kurtas, sarees and more',
  sortOrder: 1,
  children: [],
};

const trending = Array.from({ length: 12 }, (_, index) =>
  buildProduct({ name: `Trend ${index + 1}` }),
);

function serveHome({
  banners,
  featuredFails = false,
}: {
  banners: Banner[];
  featuredFails?: boolean;
}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    switch (url.pathname) {
      case '/api/banners/active':
        return reply(200, { success: true, data: banners });
      case '/api/categories/tree':
        return reply(200, { success: true, data: { categories: [women] } });
      case '/api/products/trending':
        return reply(200, { success: true, data: { products: trending } });
      case '/api/products/featured':
        return featuredFails
          ? reply(500, { success: false, message: 'Database unavailable', code: 'INTERNAL_ERROR' })
          : reply(200, {
              success: true,
              data: { products: [buildProduct({ name: 'Featured Saree' })] },
            });
      default:
        return reply(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('home page (spec §2/§4)', () => {
  it('shows carousel and both banners in their order, and category cards from the rest', async () => {
    serveHome({
      banners: [
        banner({ _id: 'b3', title: 'Monsoon Offers', order: 3 }),
        banner({ _id: 'b1', title: 'Festive Sale', order: 1, displayType: 'both' }),
        banner({
          _id: 'b2',
          title: 'Men',
          order: 2,
          displayType: 'category-card',
          link: '/categories/men',
        }),
      ],
    });
    renderAtRoot(<HomePage />);
    const carousel = await screen.findByRole('region', { name: 'Offers' });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(within(slides[0] as HTMLElement).getByRole('heading')).toHaveTextContent('Festive Sale');
    expect(
      within(carousel).getByRole('button', { name: 'Go to slide 2: Monsoon Offers' }),
    ).toBeInTheDocument();

    const cards = screen.getByRole('region', { name: 'Shop by Category' });
    expect(within(cards).getByRole('link', { name: /Men/ })).toHaveAttribute(
      'href',
      '/categories/men',
    );
    expect(within(cards).getByRole('link', { name: /Festive Sale/ })).toBeInTheDocument();
  });

  it('starts with the first slide picture, the next one when idle, all once the shopper reaches for it (issue 17)', async () => {
    serveHome({
      banners: ['b1', 'b2', 'b3', 'b4'].map((id, index) =>
        banner({ _id: id, title: `Offer ${index + 1}`, order: index + 1 }),
      ),
    });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    renderAtRoot(<HomePage />);
    const carousel = await screen.findByRole('region', { name: 'Offers' });
    const pictures = () =>
      [...carousel.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures()).toEqual(['/uploads/catalog/b1.svg']);
    // The page has loaded (jsdom) and the browser is idle: the next slide's picture comes.
    await waitFor(() => expect(idle).toHaveLength(1));
    act(() => idle[0]?.());
    expect(pictures()).toEqual(['/uploads/catalog/b1.svg', '/uploads/catalog/b2.svg']);
    fireEvent.pointerEnter(carousel);
    expect(pictures()).toHaveLength(4);
  });

  it('falls back to the category tree when no banner is a category card', async () => {
    serveHome({ banners: [banner({ _id: 'b1', title: 'Festive Sale' })] });
    renderAtRoot(<HomePage />);
    const cards = await screen.findByRole('region', { name: 'Shop by Category' });
    expect(await within(cards).findByRole('link', { name: /Women/ })).toHaveAttribute(
      'href',
      '/categories/women',
    );
  });

  it('shows 10 of the 12 trending products and hides featured when it fails', async () => {
    serveHome({ banners: [], featuredFails: true });
    renderAtRoot(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Trending Now' });
    expect(await within(section).findAllByRole('article')).toHaveLength(10);
    expect(within(section).queryByText('Trend 11')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Featured Products' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Offers' })).not.toBeInTheDocument();
  });

  it('asks for banners with a cache-busting stamp and the trending list at 12', async () => {
    const fetchMock = serveHome({ banners: [] });
    renderAtRoot(<HomePage />);
    await screen.findByRole('region', { name: 'Trending Now' });
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://shop.test'));
    expect(
      urls.find((url) => url.pathname === '/api/banners/active')?.searchParams.get('_'),
    ).toMatch(/^\d+$/);
    expect(
      urls.find((url) => url.pathname === '/api/products/trending')?.searchParams.get('limit'),
    ).toBe('12');
  });
});
