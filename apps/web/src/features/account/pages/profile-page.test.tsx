import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredReply, fail, mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { buildUser, storeSignedIn } from '@/test/user-factory';
import { ProfilePage } from './profile-page';

function openProfile(path = '/profile') {
  return renderRoutes([{ path: '/profile', element: <ProfilePage /> }], { path });
}

const preferences = { orderUpdates: true, promotions: false, newsletter: false, sms: true };

describe('profile page (spec §2 Account)', () => {
  it("shows 'Access Required' when nobody is signed in", () => {
    const { store } = openProfile('/profile');
    expect(store.getState().status).toBe('signedOut');
    expect(screen.getByRole('heading', { name: 'Access Required' })).toBeInTheDocument();
    expect(
      screen.getByText('Please log in to view your profile and manage your account.'),
    ).toBeInTheDocument();
  });

  it('has four tabs that arrow keys move between', async () => {
    storeSignedIn();
    mockApi({ 'GET /users/addresses': ok({ addresses: [] }) });
    const user = userEvent.setup();
    const { router } = openProfile();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Profile Info',
      'Addresses',
      'Security',
      'Notifications',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Profile Info');

    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Addresses');
    expect(router.state.location.search).toBe('?tab=addresses');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Profile Info' })).toHaveAttribute('tabindex', '-1');
  });

  it('saves name and e-mail and updates the signed-in user', async () => {
    storeSignedIn(buildUser({ name: 'Asha Verma', email: null }));
    const saved = buildUser({ name: 'Asha V. Rao', email: 'asha@example.com' });
    const api = mockApi({ 'PUT /users/profile': ok({ user: saved }) });
    const user = userEvent.setup();
    const { store } = openProfile();

    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Asha V. Rao');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully');
    expect(api.callsTo('PUT /users/profile')[0]?.body).toEqual({
      name: 'Asha V. Rao',
      email: 'asha@example.com',
    });
    expect(store.getState().user).toEqual(saved);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(saved);
  });

  it("says 'Failed to update profile. Please try again.' and keeps the stored user", async () => {
    const before = buildUser();
    storeSignedIn(before);
    mockApi({ 'PUT /users/profile': fail(503, 'DATABASE_UNAVAILABLE', 'Database unavailable') });
    const user = userEvent.setup();
    const { store } = openProfile();
    await user.type(screen.getByLabelText('Full name'), ' Rao');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update profile. Please try again.',
    );
    expect(store.getState().user).toEqual(before);
  });

  it('flips a notification switch at once and back when saving fails', async () => {
    storeSignedIn();
    const save = deferredReply();
    const api = mockApi({
      'GET /users/notification-preferences': ok({ preferences }),
      'PUT /users/notification-preferences': save.route,
    });
    const user = userEvent.setup();
    openProfile('/profile?tab=notifications');

    const promotions = await screen.findByRole('switch', { name: 'Offers and promotions' });
    expect(promotions).toHaveAttribute('aria-checked', 'false');
    await user.click(promotions);
    expect(promotions).toHaveAttribute('aria-checked', 'true');
    expect(api.callsTo('PUT /users/notification-preferences')[0]?.body).toEqual({
      ...preferences,
      promotions: true,
    });

    save.release(fail(500, 'INTERNAL_ERROR', 'Something went wrong'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update notification preferences. Please try again.',
    );
    await waitFor(() => expect(promotions).toHaveAttribute('aria-checked', 'false'));
  });
});

describe('security tab', () => {
  const sessions = [
    {
      id: 's-here',
      device: 'Chrome on Linux',
      ip: '127.0.0.1',
      createdAt: '2025-03-01T10:00:00.000Z',
      lastSeenAt: '2025-03-02T10:00:00.000Z',
      current: true,
    },
    {
      id: 's-phone',
      device: 'Safari on iPhone',
      ip: '10.0.0.7',
      createdAt: '2025-02-01T10:00:00.000Z',
      lastSeenAt: '2025-02-03T10:00:00.000Z',
      current: false,
    },
  ];

  it('lists the devices, marks this one, and signs another out', async () => {
    storeSignedIn();
    const api = mockApi({
      'GET /auth/sessions': ok({ sessions }),
      'DELETE /auth/sessions/s-phone': ok({ id: 's-phone' }),
    });
    const user = userEvent.setup();
    openProfile('/profile?tab=security');

    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.getByText('10.0.0.7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out Chrome on Linux' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
    await waitFor(() => expect(api.callsTo('DELETE /auth/sessions/s-phone')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /auth/sessions')).toHaveLength(2));
  });

  it('signs out of all devices, clears this session and goes to /login', async () => {
    storeSignedIn();
    const api = mockApi({
      'GET /auth/sessions': ok({ sessions }),
      'POST /auth/logout-all': ok({ revoked: 2 }),
    });
    const user = userEvent.setup();
    const { store } = openProfile('/profile?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.callsTo('POST /auth/logout-all')).toHaveLength(1);
    expect(store.getState().status).toBe('signedOut');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    storeSignedIn();
    mockApi({
      'GET /auth/sessions': ok({ sessions }),
      'POST /auth/logout-all': fail(503, 'DATABASE_UNAVAILABLE', 'Database unavailable'),
    });
    const user = userEvent.setup();
    const { store } = openProfile('/profile?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to sign out of all devices. Please try again.',
    );
    expect(store.getState().status).toBe('signedIn');
  });
});
