import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigationType,
} from 'react-router';
import { Link } from './link';

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output data-testid="where" data-type={type} data-state={JSON.stringify(location.state)}>
      {`${location.pathname}${location.search}${location.hash}`}
    </output>
  );
}

/** A declarative router as the shop's (BrowserRouter, StaticRouter), with the Hindi basename. */
function renderIn(basename: string, at: string) {
  return render(
    <MemoryRouter basename={basename} initialEntries={[at]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Link to="/products?search=kurta#top" state={{ from: 'test' }}>
                Kurtas
              </Link>
              <Link to="/" target="_blank">
                Home
              </Link>
              <Link to="../up">Up</Link>
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link (decision 032)', () => {
  it('writes the address under the basename, and follows a plain click without a page load', () => {
    renderIn('/hi', '/hi/cart');
    const link = screen.getByRole('link', { name: 'Kurtas' });
    expect(link.getAttribute('href')).toBe('/hi/products?search=kurta#top');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/hi');
    expect(fireEvent.click(link)).toBe(false);
    const where = screen.getByTestId('where');
    expect(where.textContent).toBe('/products?search=kurta#top');
    expect(where.dataset.type).toBe('PUSH');
    expect(where.dataset.state).toBe('{"from":"test"}');
  });

  it('replaces the address when the link is to the page the shopper is on', () => {
    renderIn('/', '/products?search=kurta#top');
    fireEvent.click(screen.getByRole('link', { name: 'Kurtas' }));
    expect(screen.getByTestId('where').dataset.type).toBe('REPLACE');
  });

  it('leaves a modified click or another target to the browser', () => {
    renderIn('/', '/cart');
    // What the page left to the browser, seen after React's handler (jsdom cannot navigate).
    const leftToBrowser: boolean[] = [];
    const browser = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    fireEvent.click(screen.getByRole('link', { name: 'Kurtas' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    window.removeEventListener('click', browser);
    expect(leftToBrowser).toEqual([true, true]);
    expect(screen.getByTestId('where').textContent).toBe('/cart');
  });

  it('resolves a relative address as React Router does (from its route)', () => {
    renderIn('/', '/orders/o1');
    expect(screen.getByRole('link', { name: 'Up' }).getAttribute('href')).toBe('/up');
  });

  it('navigates a data router (the tests’ memory router) by its own address', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <Link to="/cart">Cart</Link> },
      { path: '*', element: <Where /> },
    ]);
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/cart');
  });
});
