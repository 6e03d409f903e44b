import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderAtRoot } from '@/test/render';
import { ProfileMenu } from './profile-menu';

function signIn() {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem('user', JSON.stringify({ name: 'Asha Verma', phone: '9876543210' }));
}

describe('profile menu (spec §2)', () => {
  it('opens with My Profile, Orders, Wishlist and Logout, and Escape closes it', async () => {
    signIn();
    const user = userEvent.setup();
    renderAtRoot(
      <>
        <ProfileMenu />
        <p>Outside</p>
      </>,
    );
    const button = screen.getByRole('button', { name: /asha verma/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());
    expect(items).toEqual(['My Profile', 'Orders', 'Wishlist', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    signIn();
    const user = userEvent.setup();
    renderAtRoot(
      <>
        <ProfileMenu />
        <p>Outside</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: /asha verma/i }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out: tells the server with the token, then clears the session', async () => {
    signIn();
    const api = mockApi({ 'POST /auth/logout': ok({}) });
    const user = userEvent.setup();
    const { store } = renderAtRoot(<ProfileMenu />);
    await user.click(screen.getByRole('button', { name: /asha verma/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(store.getState().status).toBe('signedOut'));
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    const headers = api.fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('still clears the session when the logout call fails', async () => {
    signIn();
    mockApi({ 'POST /auth/logout': fail(503, 'DATABASE_UNAVAILABLE', 'Database unavailable') });
    const user = userEvent.setup();
    const { store } = renderAtRoot(<ProfileMenu />);
    await user.click(screen.getByRole('button', { name: /asha verma/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(store.getState().status).toBe('signedOut'));
    expect(localStorage.getItem('user')).toBeNull();
  });
});
