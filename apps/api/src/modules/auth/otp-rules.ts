/**
 * The limits of sign-in codes (design.md, Sign-in). The client learns the two it shows from the
 * send-otp answer (expiresInSeconds, resendAfterSeconds).
 */
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
/** Wrong tries that burn a code. */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes one phone may be sent, counted from otp_challenges so every replica agrees. */
export const OTP_SENDS_PER_HOUR = 5;
export const OTP_SENDS_PER_DAY = 10;

/** "30 seconds", "12 minutes", "5 hours" - for messages that tell a shopper how long to wait. */
export function waitText(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
