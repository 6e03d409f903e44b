import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSuggestion } from '@shop/contracts';
import { mockApi, ok } from '@/test/mock-api';
import { LocationProbe, renderAtRoot, renderRoutes } from '@/test/render';
import { SearchBox } from './search-box';

const suggestion = (over: Partial<SearchSuggestion>): SearchSuggestion => ({
  kind: 'category',
  label: 'red sarees',
  detail: 'Women',
  search: 'red sarees',
  productId: null,
  ...over,
});

describe('header search (spec §2, issue 13)', () => {
  beforeEach(() => {
    localStorage.clear();
    mockApi({
      'GET /search/suggest': (call) =>
        ok({
          suggestions: call.query.get('q')?.startsWith('red sar')
            ? [
                suggestion({}),
                suggestion({
                  kind: 'product',
                  label: 'Banarasi Silk Saree',
                  detail: 'Jaipur Looms',
                  search: null,
                  productId: 'p1',
                }),
              ]
            : [],
        }),
    });
  });
  afterEach(() => localStorage.clear());

  const box = () => screen.getByRole('combobox', { name: 'Search products' });

  it('trims the text and goes to the product list with search set', async () => {
    const user = userEvent.setup();
    renderAtRoot(<SearchBox id="search" />);
    await user.type(box(), '  silk saree  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/products?search=silk+saree');
  });

  it('leaves the trimmed text in the box (the header stays on screen)', async () => {
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '*',
        element: (
          <>
            <SearchBox id="search" />
            <LocationProbe />
          </>
        ),
      },
    ]);
    await user.type(box(), '  silk saree  {Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/products?search=silk+saree');
    expect(box()).toHaveValue('silk saree');
  });

  it('searches on Enter too', async () => {
    const user = userEvent.setup();
    renderAtRoot(<SearchBox id="search" />);
    await user.type(screen.getByPlaceholderText('Search products...'), 'kurta{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/products?search=kurta');
  });

  it('does nothing when the text is empty or only spaces', async () => {
    const user = userEvent.setup();
    const { router } = renderAtRoot(<SearchBox id="search" />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(box(), '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers suggestions as a listbox, announced, chosen with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    renderAtRoot(<SearchBox id="search" />);
    await user.type(box(), 'red sar');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'red sareesCategory in Women',
      'Banarasi Silk SareeProduct by Jaipur Looms',
    ]);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/products?search=red+sarees');
  });

  it('opens a product suggestion, and Escape closes the list', async () => {
    const user = userEvent.setup();
    renderAtRoot(<SearchBox id="search" />);
    await user.type(box(), 'red sar');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/products/p1');
  });

  it('keeps recent searches in this browser and offers them before typing', async () => {
    const user = userEvent.setup();
    renderAtRoot(<SearchBox id="search" />);
    await user.type(box(), 'kurta{Enter}');
    await screen.findByTestId('location');
    expect(JSON.parse(localStorage.getItem('recentSearches')!)).toEqual(['kurta']);

    renderAtRoot(<SearchBox id="again" />);
    await user.click(screen.getByRole('combobox', { name: 'Search products' }));
    const recent = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(recent).toHaveTextContent('kurta');
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });
});
