import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderAtRoot, renderRoutes } from '@/test/render';
import { SearchForm } from './search-form';

describe('header search (spec §2)', () => {
  it('trims the text and goes to the product list with search set', async () => {
    const user = userEvent.setup();
    renderAtRoot(<SearchForm id="search" />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  silk saree  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/products?search=silk+saree');
  });

  it('leaves the trimmed text in the box (the header stays on screen)', async () => {
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '*',
        element: (
          <>
            <SearchForm id="search" />
            <LocationProbe />
          </>
        ),
      },
    ]);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, '  silk saree  {Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/products?search=silk+saree');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('silk saree');
  });

  it('searches on Enter too', async () => {
    const user = userEvent.setup();
    renderAtRoot(<SearchForm id="search" />);
    await user.type(screen.getByPlaceholderText('Search products...'), 'kurta{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/products?search=kurta');
  });

  it('does nothing when the text is empty or only spaces', async () => {
    const user = userEvent.setup();
    const { router } = renderAtRoot(<SearchForm id="search" />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), '   {Enter}');

    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
  });
});
