import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { config, openLogin, phoneInput, sendButton } from '@/test/login-helpers';
import { fail, mockApi } from '@/test/mock-api';
import { storeSignedIn } from '@/test/user-factory';

describe('login, phone step (spec §2, §5)', () => {
  it('asks for the number, then for 10 digits, and ties the message to the field', async () => {
    const api = mockApi({ 'GET /config': config });
    const user = userEvent.setup();
    await openLogin();

    await user.click(sendButton());
    const empty = await screen.findByRole('alert');
    expect(empty).toHaveTextContent('Please enter your mobile number');
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput().getAttribute('aria-describedby')).toContain(empty.id);
    expect(phoneInput()).toHaveFocus();

    await user.type(phoneInput(), '98765');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid 10-digit mobile number',
    );
    expect(api.callsTo('POST /auth/send-otp')).toHaveLength(0);
  });

  it('keeps digits only, at most 10, behind a fixed +91 prefix', async () => {
    mockApi({ 'GET /config': config });
    const user = userEvent.setup();
    await openLogin();

    expect(screen.getByText('+91', { exact: false })).toHaveTextContent('+91');
    expect(phoneInput()).toHaveAttribute('inputmode', 'numeric');
    expect(phoneInput()).toHaveAttribute('autocomplete', 'tel-national');
    await user.type(phoneInput(), '98a7-6 5432109999');
    expect(phoneInput()).toHaveValue('9876543210');

    // A pasted number with its country code keeps the right 10 digits.
    fireEvent.change(phoneInput(), { target: { value: '+91 91234 56789' } });
    expect(phoneInput()).toHaveValue('9123456789');
  });

  it("shows the server's message when the code cannot be sent, else 'Failed to send OTP'", async () => {
    let reply = fail(429, 'OTP_SEND_LIMIT', 'Too many OTP requests. Please try again in 1 hour.');
    mockApi({ 'GET /config': config, 'POST /auth/send-otp': () => reply });
    const user = userEvent.setup();
    await openLogin();

    await user.type(phoneInput(), '9876543210');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many OTP requests. Please try again in 1 hour.',
    );

    reply = { status: 502, body: '<html>Bad gateway</html>' };
    await user.click(sendButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send OTP'));
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });
});

describe('login for a visitor who is already signed in', () => {
  it("sends them to '/'", async () => {
    storeSignedIn();
    mockApi({ 'GET /config': config });
    await openLogin({ from: '/orders' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("keeps the 'from' state on the 'Create new account' link", async () => {
    mockApi({ 'GET /config': config });
    const user = userEvent.setup();
    await openLogin({ from: '/wishlist' });
    await user.click(screen.getByRole('link', { name: 'Create new account' }));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/signup');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ from: '/wishlist' });
  });
});
