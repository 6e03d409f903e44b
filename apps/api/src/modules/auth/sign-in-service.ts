import {
  AUTH_ERROR_CODES,
  type Language,
  REGISTRATION_REQUIRED_MESSAGE,
  type VerifyOtpBody,
  type VerifyOtpResult,
} from '@shop/contracts';
import { AppError, businessRule } from '../../lib/errors';
import { completeSignIn, findUserByPhone, registerUser, toUser } from '../users';
import { consumeChallenge, type OtpChallengeRow } from './otp-repository';
import { checkOtp } from './otp-service';
import { type ClientInfo, openSession } from './session-service';
import { isTestLogin, type SignInContext } from './sign-in-context';

/**
 * POST /auth/verify-otp: the code first, then the account. A known number signs in; an unknown
 * one needs a name (spec §4: the client then goes to /signup with 'Please complete your
 * registration to continue') and the code stays usable for that second call.
 */
export async function verifyOtpAndSignIn(
  ctx: SignInContext,
  body: VerifyOtpBody,
  client: ClientInfo,
  /** The request's language: a new account reads the shop in it (issue 19). */
  language: Language = 'en',
): Promise<VerifyOtpResult> {
  const { phone, otp, name, email } = body;
  const now = new Date();
  const testLogin = isTestLogin(ctx, phone, otp);
  const challenge: OtpChallengeRow | undefined = testLogin
    ? undefined
    : await checkOtp(ctx, phone, otp, now);
  if (testLogin) ctx.log.info({ phone }, 'test number signed in (development helper)');

  const admin = ctx.adminPhones.has(phone);
  return ctx.db.transaction(async (tx) => {
    const existing = await findUserByPhone(tx, phone);
    const account = existing
      ? { user: existing, isNewUser: false }
      : name
        ? await registerUser(tx, {
            phone,
            name,
            email,
            role: admin ? 'admin' : 'customer',
            language,
          })
        : undefined;
    // Nothing has been written yet, so the code stays usable for the call with the name.
    if (!account) throw businessRule(REGISTRATION_REQUIRED_MESSAGE, AUTH_ERROR_CODES.nameRequired);
    // Single use: whoever consumes the code first signs in; a parallel twin is refused and
    // its transaction (with any account it just created) rolls back.
    if (challenge && !(await consumeChallenge(tx, challenge.id, now))) {
      throw new AppError('invalid_data', 'Invalid OTP', { code: AUTH_ERROR_CODES.invalidOtp });
    }
    const user = await completeSignIn(tx, account.user, { name, email, admin });
    const accessToken = await openSession(tx, user.id, client, ctx.sessionTtlDays);
    return { accessToken, user: toUser(user), isNewUser: account.isNewUser };
  });
}
