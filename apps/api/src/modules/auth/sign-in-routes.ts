import {
  envelope,
  ErrorEnvelopeSchema,
  languageOfHeader,
  SendOtpBodySchema,
  SendOtpResultSchema,
  VerifyOtpBodySchema,
  VerifyOtpResultSchema,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { HOUR_MS } from '../../lib/time';
import { sendOtp } from './otp-service';
import type { SignInContext } from './sign-in-context';
import { verifyOtpAndSignIn } from './sign-in-service';

/** spec §7: POST /auth/send-otp and POST /auth/verify-otp. */
export async function signInRoutes(app: App, { ctx }: { ctx: SignInContext }) {
  app.post(
    '/auth/send-otp',
    {
      // Per-address limit on top of the per-phone limits that live in the database.
      config: { rateLimit: { max: app.config.OTP_SEND_LIMIT_PER_IP, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time sign-in code by SMS',
        description:
          'The same answer for numbers with and without an account. 429 OTP_RESEND_COOLDOWN ' +
          'within 30 s of the last code, 429 OTP_SEND_LIMIT after 5 codes an hour or 10 a ' +
          'day (both with Retry-After), 502 SMS_FAILED when the SMS gateway fails.',
        body: SendOtpBodySchema,
        response: { 200: envelope(SendOtpResultSchema), 502: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        await sendOtp(
          ctx,
          request.body.phone,
          request.ip,
          languageOfHeader(request.headers['accept-language']),
        ),
      ),
  );

  app.post(
    '/auth/verify-otp',
    {
      config: { rateLimit: { max: app.config.OTP_VERIFY_LIMIT_PER_IP, timeWindow: HOUR_MS } },
      schema: {
        tags: ['auth'],
        summary: 'Check a code; sign in, or register when a name is given',
        description:
          '400 INVALID_OTP / OTP_EXPIRED, 429 OTP_ATTEMPTS_EXCEEDED after 5 wrong codes, ' +
          '422 NAME_REQUIRED for a new number without a name (the code stays usable).',
        body: VerifyOtpBodySchema,
        response: { 200: envelope(VerifyOtpResultSchema) },
      },
    },
    async (request) =>
      ok(
        await verifyOtpAndSignIn(
          ctx,
          request.body,
          { ip: request.ip, userAgent: request.headers['user-agent'] },
          languageOfHeader(request.headers['accept-language']),
        ),
      ),
  );
}
