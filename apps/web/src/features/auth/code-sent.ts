import type { SendOtpResult } from '@shop/contracts';

/** What the code step needs to know about the code on its way. */
export interface CodeSent {
  otpLength: number;
  resendAfterSeconds: number;
  /** No new SMS went out: the one sent moments ago is still the one to type. */
  earlierCode: boolean;
}

/** The API's resend cooldown, used when no send-otp answer says how long to wait. */
const RESEND_WAIT_FALLBACK_SECONDS = 30;

/**
 * From a send-otp answer, or from `null` when the server said an earlier code is still valid
 * (see isEarlierCodeStillValid). The answer's own length wins over /api/config's.
 */
export function codeSentFrom(result: SendOtpResult | null, configuredLength: number): CodeSent {
  if (!result) {
    return {
      otpLength: configuredLength,
      resendAfterSeconds: RESEND_WAIT_FALLBACK_SECONDS,
      earlierCode: true,
    };
  }
  return {
    otpLength: result.otpLength || configuredLength,
    resendAfterSeconds: result.resendAfterSeconds,
    earlierCode: false,
  };
}
