import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { buildCodeSent, buildUser } from '@/test/user-factory';
import { SignupPage } from './signup-page';

const config = ok({ otpLength: 4, testLoginEnabled: false, platformFee: 2, deliveryFee: 0 });

async function openSignup(state?: unknown) {
  const view = renderRoutes([{ path: '/signup', element: <SignupPage /> }], { path: '/start' });
  await act(() => view.router.navigate('/signup', { state }));
  return view;
}

const nameInput = () => screen.getByLabelText('Full name');
const phoneInput = () => screen.getByLabelText('Mobile number');
const emailInput = () => screen.getByLabelText(/^Email/);
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });

describe('signup details (spec §2, §5)', () => {
  it('asks for a full name and a mobile number, and focuses the first one missing', async () => {
    const api = mockApi({ 'GET /config': config });
    const user = userEvent.setup();
    await openSignup();

    await user.click(sendButton());
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please enter your full name',
      'Please enter your mobile number',
    ]);
    expect(nameInput()).toHaveFocus();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');

    await user.type(nameInput(), 'Ravi Kumar');
    await user.type(phoneInput(), '98765');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid 10-digit mobile number',
    );
    expect(phoneInput()).toHaveFocus();
    expect(api.callsTo('POST /auth/send-otp')).toHaveLength(0);
  });

  it('accepts no e-mail, but one that is given must look like an address', async () => {
    const api = mockApi({ 'GET /config': config, 'POST /auth/send-otp': ok(buildCodeSent()) });
    const user = userEvent.setup();
    await openSignup();
    await user.type(nameInput(), 'Ravi Kumar');
    await user.type(phoneInput(), '9876543210');
    await user.type(emailInput(), 'ravi@example');
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    expect(api.callsTo('POST /auth/send-otp')).toHaveLength(0);

    await user.clear(emailInput());
    await user.click(sendButton());
    expect(await screen.findByLabelText('OTP')).toHaveFocus();
  });

  it('shows the number and the message handed over by login', async () => {
    mockApi({ 'GET /config': config });
    await openSignup({
      phone: '9123456780',
      message: 'Please complete your registration to continue',
    });
    expect(phoneInput()).toHaveValue('9123456780');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Please complete your registration to continue',
    );
  });

  it("shows the server's message when the code cannot be sent", async () => {
    mockApi({
      'GET /config': config,
      'POST /auth/send-otp': fail(
        429,
        'OTP_SEND_LIMIT',
        'Too many OTP requests. Try again in 1 hour',
      ),
    });
    const user = userEvent.setup();
    await openSignup({ phone: '9123456780' });
    await user.type(nameInput(), 'Ravi Kumar');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many OTP requests. Try again in 1 hour',
    );
  });
});

describe('signup code step (spec §2)', () => {
  it("'Back to details' keeps the details but resets the code and the sent flag", async () => {
    const api = mockApi({ 'GET /config': config, 'POST /auth/send-otp': ok(buildCodeSent()) });
    const user = userEvent.setup();
    await openSignup();
    await user.type(nameInput(), 'Ravi Kumar');
    await user.type(phoneInput(), '9876543210');
    await user.click(sendButton());
    await user.type(await screen.findByLabelText('OTP'), '12');

    await user.click(screen.getByRole('button', { name: 'Back to details' }));
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Ravi Kumar');
    expect(phoneInput()).toHaveValue('9876543210');

    // The sent flag is cleared: going on sends a fresh code, and the box starts empty.
    await user.click(sendButton());
    expect(await screen.findByLabelText('OTP')).toHaveValue('');
    expect(api.callsTo('POST /auth/send-otp')).toHaveLength(2);
  });

  it('goes on to the code step when the code login sent moments ago is still valid', async () => {
    const api = mockApi({
      'GET /config': config,
      'POST /auth/send-otp': fail(
        429,
        'OTP_RESEND_COOLDOWN',
        'Please wait 20 seconds before requesting a new OTP',
      ),
      'POST /auth/verify-otp': ok({ accessToken: 't', user: buildUser(), isNewUser: true }),
    });
    const user = userEvent.setup();
    await openSignup({
      phone: '9123456780',
      message: 'Please complete your registration to continue',
    });
    await user.type(nameInput(), 'Ravi Kumar');
    await user.click(sendButton());

    const codeInput = await screen.findByLabelText('OTP');
    expect(screen.getByRole('status')).toHaveTextContent(/sent a code to this number a moment ago/);
    expect(screen.getByRole('button', { name: /resend otp/i })).toBeDisabled();
    await user.type(codeInput, '4321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(api.callsTo('POST /auth/verify-otp')).toHaveLength(1));
    expect(api.callsTo('POST /auth/verify-otp')[0]?.body).toMatchObject({
      phone: '9123456780',
      otp: '4321',
      name: 'Ravi Kumar',
    });
  });

  it("registers with phone, code, name and e-mail, then goes to '/'", async () => {
    const shopper = buildUser({ name: 'Ravi Kumar', email: 'ravi@example.com' });
    const api = mockApi({
      'GET /config': config,
      'POST /auth/send-otp': ok(buildCodeSent()),
      'POST /auth/verify-otp': ok({ accessToken: 'new-token', user: shopper, isNewUser: true }),
    });
    const user = userEvent.setup();
    const { store } = await openSignup();
    await user.type(nameInput(), '  Ravi Kumar ');
    await user.type(phoneInput(), '9876543210');
    await user.type(emailInput(), 'ravi@example.com');
    await user.click(sendButton());
    await user.type(await screen.findByLabelText('OTP'), '5678');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.callsTo('POST /auth/verify-otp')[0]?.body).toEqual({
      phone: '9876543210',
      otp: '5678',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
    });
    expect(store.getState()).toMatchObject({ token: 'new-token', status: 'signedIn' });
  });
});
