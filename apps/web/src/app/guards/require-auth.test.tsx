import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createSessionStore } from '@/features/auth';
import { renderRoutes } from '@/test/render';
import { RequireAuth } from './require-auth';

const routes = [
  {
    element: <RequireAuth />,
    children: [{ path: '/orders/:id', element: <h1>Order Details</h1> }],
  },
];

describe('RequireAuth (spec §2)', () => {
  it('sends a signed-out visitor to /login, remembering the page and its query', async () => {
    const store = createSessionStore({ fetchCurrentUser: () => Promise.reject(new Error('no')) });
    renderRoutes(routes, { path: '/orders/abc123?tab=items', store });

    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
      from: '/orders/abc123?tab=items',
    });
    expect(screen.queryByRole('heading', { name: 'Order Details' })).not.toBeInTheDocument();
  });

  it('shows a spinner while the session is being checked', () => {
    localStorage.setItem('authToken', 'tok'); // a token without a stored user waits for /auth/me
    const store = createSessionStore({ fetchCurrentUser: () => new Promise(() => {}) });
    void store.start();
    renderRoutes(routes, { path: '/orders/abc123', store });

    expect(screen.getByRole('status')).toHaveTextContent(/checking your sign-in/i);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order Details' })).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in shopper', () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', JSON.stringify({ name: 'Asha', phone: '9876543210' }));
    renderRoutes(routes, { path: '/orders/abc123' });
    expect(screen.getByRole('heading', { name: 'Order Details' })).toBeInTheDocument();
  });
});
