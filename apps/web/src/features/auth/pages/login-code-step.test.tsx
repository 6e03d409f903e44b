import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { config, openLogin, phoneInput, sendCodeTo } from '@/test/login-helpers';
import { deferredReply, fail, mockApi, ok } from '@/test/mock-api';
import { buildCodeSent, buildUser } from '@/test/user-factory';

describe('login, code step (spec §2, §4)', () => {
  it('sends the code, focuses the code box and counts down before Resend OTP', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ 'GET /config': config, 'POST /auth/send-otp': ok(buildCodeSent()) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openLogin();

    const codeInput = await sendCodeTo(user);
    expect(api.callsTo('POST /auth/send-otp')[0]?.body).toEqual({ phone: '9876543210' });
    expect(codeInput).toHaveFocus();
    expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeInput).toHaveAttribute('inputmode', 'numeric');
    expect(codeInput).toHaveAttribute('maxlength', '4');
    expect(screen.getByText(/\+91 9876543210/)).toBeInTheDocument();

    const resend = screen.getByRole('button', { name: /resend otp/i });
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent(/Resend OTP in (30|29)s/);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend).toBeEnabled();
    expect(resend).toHaveTextContent(/^Resend OTP$/);

    await user.click(resend);
    await waitFor(() => expect(api.callsTo('POST /auth/send-otp')).toHaveLength(2));
    await waitFor(() => expect(resend).toBeDisabled());
  });

  it("says 'Failed to resend OTP' when a resend fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sends = 0;
    mockApi({
      'GET /config': config,
      'POST /auth/send-otp': () =>
        ++sends === 1 ? ok(buildCodeSent()) : fail(502, 'SMS_FAILED', 'Failed to send OTP'),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openLogin();
    await sendCodeTo(user);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to resend OTP$/);
  });

  it('takes the code length from /api/config', async () => {
    mockApi({
      'GET /config': ok({ otpLength: 6, testLoginEnabled: false, platformFee: 2, deliveryFee: 0 }),
      'POST /auth/send-otp': ok({ ...buildCodeSent(), otpLength: 0 }),
    });
    const user = userEvent.setup();
    await openLogin();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());

    const codeInput = await sendCodeTo(user);
    expect(codeInput).toHaveAttribute('maxlength', '6');
  });

  it("asks for the OTP, and 'Change mobile number' goes back with the number kept", async () => {
    const api = mockApi({ 'GET /config': config, 'POST /auth/send-otp': ok(buildCodeSent()) });
    const user = userEvent.setup();
    await openLogin();
    await sendCodeTo(user);

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the OTP');
    expect(api.callsTo('POST /auth/verify-otp')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Change mobile number' }));
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(phoneInput()).toHaveValue('9876543210');
    expect(phoneInput()).toHaveFocus();
  });

  it("shows the server's verify message, else 'Invalid OTP'", async () => {
    let reply = fail(400, 'INVALID_OTP', 'The OTP you entered is incorrect');
    mockApi({
      'GET /config': config,
      'POST /auth/send-otp': ok(buildCodeSent()),
      'POST /auth/verify-otp': () => reply,
    });
    const user = userEvent.setup();
    await openLogin();
    const codeInput = await sendCodeTo(user);

    await user.type(codeInput, '1111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The OTP you entered is incorrect');

    reply = { status: 500, body: '' };
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Invalid OTP$/));
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('sends a new number without a name to /signup with the phone and the message', async () => {
    mockApi({
      'GET /config': config,
      'POST /auth/send-otp': ok(buildCodeSent()),
      'POST /auth/verify-otp': fail(
        422,
        'NAME_REQUIRED',
        'Please complete your registration to continue',
      ),
    });
    const user = userEvent.setup();
    await openLogin({ from: '/checkout' });
    await user.type(await sendCodeTo(user, '9123456780'), '4321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/signup');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
      phone: '9123456780',
      message: 'Please complete your registration to continue',
      from: '/checkout',
    });
  });

  it('stores the session and returns to the remembered page', async () => {
    const shopper = buildUser();
    const verify = deferredReply();
    const api = mockApi({
      'GET /config': config,
      'POST /auth/send-otp': ok(buildCodeSent()),
      'POST /auth/verify-otp': verify.route,
    });
    const user = userEvent.setup();
    const { store } = await openLogin({ from: '/orders/abc?tab=items' });
    await user.type(await sendCodeTo(user), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    verify.release(ok({ accessToken: 'fresh-token', user: shopper, isNewUser: false }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/orders/abc?tab=items');
    expect(api.callsTo('POST /auth/verify-otp')[0]?.body).toEqual({
      phone: '9876543210',
      otp: '1234',
    });
    expect(store.getState()).toMatchObject({ token: 'fresh-token', status: 'signedIn' });
    expect(localStorage.getItem('authToken')).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(shopper);
  });

  it("goes to '/' when no page was remembered", async () => {
    mockApi({
      'GET /config': config,
      'POST /auth/send-otp': ok(buildCodeSent()),
      'POST /auth/verify-otp': ok({ accessToken: 't', user: buildUser(), isNewUser: false }),
    });
    const user = userEvent.setup();
    await openLogin();
    await user.type(await sendCodeTo(user), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
