import type { SendOtpResult, User } from '@shop/contracts';

/** A signed-in shopper as the API returns them. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    id: 'u1',
    name: 'Asha Verma',
    email: null,
    phone: '9876543210',
    role: 'customer',
    notificationPreferences: {
      orderUpdates: true,
      promotions: false,
      newsletter: false,
      sms: true,
    },
    language: 'en',
    createdAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** The send-otp answer: 4 digits, resend after 30 s. */
export function buildCodeSent(overrides: Partial<SendOtpResult> = {}): SendOtpResult {
  return {
    message: 'OTP sent successfully',
    expiresInSeconds: 300,
    resendAfterSeconds: 30,
    otpLength: 4,
    ...overrides,
  };
}

/** Puts a signed-in session in storage, as a previous visit would have left it. */
export function storeSignedIn(user: User = buildUser(), token = 'tok-1'): void {
  localStorage.setItem('authToken', token);
  localStorage.setItem('user', JSON.stringify(user));
}
