import { AUTH_ERROR_CODES } from '@shop/contracts';
import { isApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n';
import type { AuthMessages } from './auth.messages';

/** spec §8 sign-in failure texts (the English of authMessages; the back office shows them too). */
export const SEND_OTP_FAILED = 'Failed to send OTP';
export const RESEND_OTP_FAILED = 'Failed to resend OTP';
export const VERIFY_OTP_FAILED = 'Invalid OTP';

/** Failures raised by the HTTP layer itself (spec §8: they carry their own text). */
const CONNECTION_CODES = new Set(['TIMEOUT', 'NETWORK_ERROR']);

/**
 * spec §8 'server message or <fallback>': the server's own words when it sent an error envelope
 * (e.g. how long to wait after too many codes), the connection problem when there was no answer,
 * and the fallback for anything else (a bare 502 page, an unreadable answer).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (CONNECTION_CODES.has(error.code)) return error.message;
  const fromServer = error.code !== 'INVALID_RESPONSE' && !error.code.startsWith('HTTP_');
  return fromServer && error.message ? error.message : fallback;
}

/**
 * spec §8: a failed resend says 'Failed to resend OTP'; when the server says how long to wait
 * (a rate limit), that is added so the shopper knows what to do next.
 */
export function resendFailureMessage(error: unknown, t: Translate<AuthMessages>): string {
  if (isApiError(error) && error.status === 429 && error.message) {
    return t('resendOtpFailedWait', { reason: error.message });
  }
  return t('resendOtpFailed');
}

/** spec §4: the code was right but the number is new, so the shopper must sign up first. */
export function isNameRequired(error: unknown): boolean {
  return isApiError(error) && error.code === AUTH_ERROR_CODES.nameRequired;
}

/**
 * The server refused a new code because one went to this number moments ago (the resend
 * cooldown). That earlier code still works, so the shopper is taken to the code step rather
 * than stopped: the usual case is login's code answering 'registration required' and signup
 * asking for a code again within 30 seconds.
 */
export function isEarlierCodeStillValid(error: unknown): boolean {
  return isApiError(error) && error.code === AUTH_ERROR_CODES.resendCooldown;
}
