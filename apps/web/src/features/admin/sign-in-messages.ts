import { AUTH_ERROR_CODES } from '@shop/contracts';
import { isApiError } from '@/lib/api-client';

/** spec §8 sign-in texts, and the console's own refusal. */
export const SEND_OTP_FAILED = 'Failed to send OTP';
export const VERIFY_OTP_FAILED = 'Invalid OTP';
export const NOT_AN_ADMIN = 'This number is not an admin.';

/** spec §8: the server's own words when it sent them, else the fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'TIMEOUT' || error.code === 'NETWORK_ERROR') return error.message;
  const fromServer = error.code !== 'INVALID_RESPONSE' && !error.code.startsWith('HTTP_');
  return fromServer && error.message ? error.message : fallback;
}

/** spec §4: the code was right but the number has no account yet. */
export const isNameRequired = (error: unknown) =>
  isApiError(error) && error.code === AUTH_ERROR_CODES.nameRequired;

/** A code went to this number moments ago and is still the one to type. */
export const isEarlierCodeStillValid = (error: unknown) =>
  isApiError(error) && error.code === AUTH_ERROR_CODES.resendCooldown;
