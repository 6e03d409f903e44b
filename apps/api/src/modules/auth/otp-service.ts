import { AUTH_ERROR_CODES, type Language, type SendOtpResult } from '@shop/contracts';
import { localiseMessage } from '@shop/contracts/api-messages-hi';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { DAY_MS, HOUR_MS } from '../../lib/time';
import { generateOtp, hashOtp, otpMatches } from './otp-code';
import {
  deleteChallenge,
  deleteChallengesBefore,
  findActiveChallenge,
  insertChallenge,
  listSendTimes,
  lockPhoneForSending,
  type OtpChallengeRow,
  recordWrongAttempt,
  supersedeActiveChallenges,
} from './otp-repository';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_SENDS_PER_DAY,
  OTP_SENDS_PER_HOUR,
  OTP_TTL_SECONDS,
  waitText,
} from './otp-rules';
import { isTestNumber, type SignInContext } from './sign-in-context';
import { signInText, smsLanguage } from './sms/sms-provider';

const secondsUntil = (time: number, now: Date) =>
  Math.max(1, Math.ceil((time - now.getTime()) / 1000));

/** Cooldown, then 5 an hour, then 10 a day; `sent` is newest first. */
function enforceSendLimits(sent: Date[], now: Date): void {
  const last = sent[0];
  if (last && now.getTime() - last.getTime() < OTP_RESEND_COOLDOWN_SECONDS * 1000) {
    const wait = secondsUntil(last.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000, now);
    throw new AppError(
      'rate_limited',
      `Please wait ${waitText(wait)} before requesting a new OTP`,
      {
        code: AUTH_ERROR_CODES.resendCooldown,
        retryAfter: wait,
      },
    );
  }
  const windows = [
    {
      sends: sent.filter((t) => now.getTime() - t.getTime() < HOUR_MS),
      limit: OTP_SENDS_PER_HOUR,
      ms: HOUR_MS,
    },
    { sends: sent, limit: OTP_SENDS_PER_DAY, ms: DAY_MS },
  ];
  for (const { sends, limit, ms } of windows) {
    // Once the send at index limit-1 leaves the window, one more is allowed.
    const blocking = sends.length >= limit ? sends[limit - 1] : undefined;
    if (!blocking) continue;
    const wait = secondsUntil(blocking.getTime() + ms, now);
    throw new AppError(
      'rate_limited',
      `Too many OTP requests. Please try again in ${waitText(wait)}.`,
      {
        code: AUTH_ERROR_CODES.sendLimit,
        retryAfter: wait,
      },
    );
  }
}

/**
 * Sends a new code to `phone`. The answer never depends on whether the number has an account
 * (design.md: identical answers for known and unknown numbers).
 */
export async function sendOtp(
  ctx: SignInContext,
  phone: string,
  ip: string,
  /** The request's language: the SMS and the answer's message are in it (issue 19). */
  language: Language = 'en',
): Promise<SendOtpResult> {
  const result: SendOtpResult = {
    message: localiseMessage('OTP sent successfully', language),
    expiresInSeconds: OTP_TTL_SECONDS,
    resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
    otpLength: ctx.otpLength,
  };
  // spec §7: the test number skips the real send; its code is fixed.
  if (isTestNumber(ctx, phone)) return result;

  const now = new Date();
  const code = generateOtp(ctx.otpLength);
  const id = newId(now.getTime());
  await ctx.db.transaction(async (tx) => {
    await lockPhoneForSending(tx, phone);
    const dayAgo = new Date(now.getTime() - DAY_MS);
    await deleteChallengesBefore(tx, phone, dayAgo);
    enforceSendLimits(await listSendTimes(tx, phone, dayAgo), now);
    await supersedeActiveChallenges(tx, phone, now);
    await insertChallenge(tx, {
      id,
      phone,
      codeHash: hashOtp(ctx.otpSecret, id, phone, code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    });
  });

  try {
    const sms = smsLanguage(ctx.smsTemplates, 'sign-in', language);
    await ctx.sms.send({
      phone,
      code,
      text: signInText(code, OTP_TTL_SECONDS / 60, sms.language),
      templateId: sms.templateId,
    });
  } catch (error) {
    await deleteChallenge(ctx.db, id);
    ctx.log.error({ err: error, phone, provider: ctx.sms.name }, 'sign-in SMS failed');
    // spec §8: 'Failed to send OTP'; the failed send used up no quota.
    throw new AppError('bad_gateway', 'Failed to send OTP', {
      code: AUTH_ERROR_CODES.smsFailed,
      cause: error,
    });
  }
  return result;
}

const invalidOtp = (message = 'Invalid OTP') =>
  new AppError('invalid_data', message, { code: AUTH_ERROR_CODES.invalidOtp });

/** Retry-After: when a new code may be requested (the resend cooldown of the burned one). */
const attemptsExceeded = (challenge: OtpChallengeRow, now: Date) =>
  new AppError('rate_limited', 'Too many incorrect attempts. Please request a new OTP.', {
    code: AUTH_ERROR_CODES.otpAttemptsExceeded,
    retryAfter: secondsUntil(
      challenge.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000,
      now,
    ),
  });

/**
 * The live challenge of `phone` if `otp` is its code; otherwise the reason it is not. A wrong
 * code costs one of OTP_MAX_ATTEMPTS tries; the fifth burns the code.
 */
export async function checkOtp(
  ctx: SignInContext,
  phone: string,
  otp: string,
  now: Date,
): Promise<OtpChallengeRow> {
  const challenge = await findActiveChallenge(ctx.db, phone);
  if (!challenge) throw invalidOtp();
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw attemptsExceeded(challenge, now);
  if (challenge.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('invalid_data', 'OTP has expired. Please request a new one.', {
      code: AUTH_ERROR_CODES.otpExpired,
    });
  }
  if (otpMatches(ctx.otpSecret, challenge, otp)) return challenge;

  const used = await recordWrongAttempt(ctx.db, challenge.id);
  // undefined: a parallel request used or burned the code in the meantime.
  if (used === undefined) throw invalidOtp();
  if (used >= OTP_MAX_ATTEMPTS) throw attemptsExceeded(challenge, now);
  const left = OTP_MAX_ATTEMPTS - used;
  throw invalidOtp(`Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`);
}
