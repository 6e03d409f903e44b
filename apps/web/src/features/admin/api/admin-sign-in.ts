import type { SendOtpResult, User, VerifyOtpBody, VerifyOtpResult } from '@shop/contracts';
import { adminApi } from '../admin-client';

/** spec §7: POST /auth/send-otp {phone}; the console signs in with the shop's one-time codes. */
export function postAdminSendOtp(phone: string): Promise<SendOtpResult> {
  return adminApi.post<SendOtpResult>('/auth/send-otp', { phone }, { anonymous: true });
}

/** spec §7: POST /auth/verify-otp; the token is kept only after the role check. */
export function postAdminVerifyOtp(body: VerifyOtpBody): Promise<VerifyOtpResult> {
  return adminApi.post<VerifyOtpResult>('/auth/verify-otp', body, { anonymous: true });
}

/** GET /auth/me with the admin token: who the stored console session belongs to. */
export async function getAdminUser(signal?: AbortSignal): Promise<User> {
  const data = await adminApi.get<{ user: User }>('/auth/me', { signal });
  return data.user;
}

/**
 * POST /auth/logout for a given token: ends a session the console will not keep (a customer's
 * fresh sign-in) or the console's own on sign-out. Failures are ignored; the token is dropped
 * either way and the server session expires on its own.
 */
export async function endAdminSession(token: string): Promise<void> {
  try {
    await adminApi.post<unknown>('/auth/logout', undefined, { token, timeoutMs: 5_000 });
  } catch {
    // Offline or already ended.
  }
}
