import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildDashboard } from '@/test/admin-factories';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { buildCodeSent, buildUser } from '@/test/user-factory';
import { AdminApp } from './admin-app';

function openConsole() {
  return renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], { path: '/admin' });
}

async function signInWith(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.type(await screen.findByLabelText('Mobile number'), phone);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText('OTP'), '4821');
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

const authorization = (api: ReturnType<typeof mockApi>, path: string) => {
  const index = api.calls.findIndex((call) => call.path === path);
  const init = api.fetchMock.mock.calls[index]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
};

describe('the back office sign-in (issue 7)', () => {
  it("refuses a customer's number, keeps no token and ends the session it was given", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /auth/send-otp': ok(buildCodeSent()),
      'POST /auth/verify-otp': ok({
        accessToken: 'customer-token',
        user: buildUser({ role: 'customer' }),
        isNewUser: false,
      }),
      'POST /auth/logout': ok({ message: 'Logged out successfully' }),
    });
    openConsole();
    await signInWith(user, '9876543210');

    expect(await screen.findByRole('alert')).toHaveTextContent('This number is not an admin.');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(authorization(api, '/auth/logout')).toBe('Bearer customer-token');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it("lets an admin in under its own key, leaving the shopper's token alone", async () => {
    localStorage.setItem('authToken', 'shopper-token');
    const user = userEvent.setup();
    const api = mockApi({
      'POST /auth/send-otp': ok(buildCodeSent()),
      'POST /auth/verify-otp': ok({
        accessToken: 'admin-token',
        user: buildUser({ role: 'admin', name: 'Ravi Owner' }),
        isNewUser: false,
      }),
      'GET /admin/dashboard': ok(buildDashboard()),
    });
    openConsole();
    await signInWith(user, '9000000001');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
    expect(localStorage.getItem('authToken')).toBe('shopper-token');
    expect(await screen.findByText('₹4,597')).toBeInTheDocument();
    expect(authorization(api, '/admin/dashboard')).toBe('Bearer admin-token');
    // The sign-in calls never carry the shopper's token.
    expect(authorization(api, '/auth/verify-otp')).toBeUndefined();
  });

  it('asks a new admin number for a name and sends it with the same code', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /auth/send-otp': ok(buildCodeSent()),
      'POST /auth/verify-otp': (call) =>
        (call.body as { name?: string }).name
          ? ok({ accessToken: 'new-admin', user: buildUser({ role: 'admin' }), isNewUser: true })
          : fail(422, 'NAME_REQUIRED', 'Please complete your registration to continue'),
      'GET /admin/dashboard': ok(buildDashboard()),
    });
    openConsole();
    await signInWith(user, '9000000002');
    await user.type(await screen.findByLabelText('Full name'), 'Ravi Owner');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('POST /auth/verify-otp')[1]?.body).toEqual({
      phone: '9000000002',
      otp: '4821',
      name: 'Ravi Owner',
    });
  });

  it('a refused admin token signs only the console out and shows its sign-in', async () => {
    localStorage.setItem('adminToken', 'expired-admin');
    localStorage.setItem('authToken', 'shopper-token');
    mockApi({ 'GET /auth/me': fail(401, 'UNAUTHORIZED', 'Please sign in to continue') });
    const view = openConsole();

    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('authToken')).toBe('shopper-token');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin'));
  });
});
