/**
 * Sign-in with one-time codes, sessions and the SMS providers (design.md, Sign-in). The
 * request guards in plugins/auth.ts check tokens with authenticateToken.
 */
export { authModule } from './auth-module';
export { authenticateToken, openSession } from './session-service';
export { purgeSignInLeftovers } from './sign-in-housekeeping';
export {
  createSmsProvider,
  type SmsProvider,
  smsLanguage,
  type SmsTemplates,
  smsTemplatesOf,
} from './sms/sms-provider';
