import { act, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { loadLoginPage } from '@/features/auth';
import { ok } from './mock-api';
import { renderRoutes } from './render';

export const config = ok({ otpLength: 4, testLoginEnabled: false, platformFee: 2, deliveryFee: 0 });

/** Opens /login the way the app does, optionally with router state (e.g. `from`). */
export async function openLogin(state?: unknown) {
  const LoginPage = await loadLoginPage();
  const view = renderRoutes([{ path: '/login', element: <LoginPage /> }], { path: '/start' });
  await act(() => view.router.navigate('/login', { state }));
  return view;
}

export const phoneInput = () => screen.getByLabelText('Mobile number');
export const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });

export async function sendCodeTo(user: ReturnType<typeof userEvent.setup>, phone = '9876543210') {
  await user.type(phoneInput(), phone);
  await user.click(sendButton());
  return screen.findByLabelText('OTP');
}
