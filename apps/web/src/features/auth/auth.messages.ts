import { REGISTRATION_REQUIRED_MESSAGE } from '@shop/contracts';
import { defineMessages } from '@/lib/i18n';
import { RESEND_OTP_FAILED, SEND_OTP_FAILED, VERIFY_OTP_FAILED } from './sign-in-messages';

/** Login and signup (spec §2/§5/§8): both pages, the phone step and the code step. */
const en = {
  loginTitle: 'Login',
  signupTitle: 'Create Account',
  checkMessages: 'Check your messages for the one-time code.',
  loginSubtitle: 'Sign in with your mobile number and a one-time code.',
  signupSubtitle: 'Sign up with your name and mobile number.',
  changeNumber: 'Change mobile number',
  backToDetails: 'Back to details',
  newHere: 'New to BharatBazaar?',
  createAccount: 'Create new account',
  haveAccount: 'Already have an account?',
  login: 'Login',
  registrationRequired: REGISTRATION_REQUIRED_MESSAGE,
  phoneHint: 'We will send a one-time code to this number.',
  sendingOtp: 'Sending OTP...',
  sendOtp: 'Send OTP',
  testHint: 'Testing? Use {phone} with the code {otp}.',
  mobileNumber: 'Mobile number',
  phonePlaceholder: '10-digit mobile number',
  fullName: 'Full name',
  email: 'Email',
  optional: '(optional)',
  emailHint: 'For order updates and receipts.',
  codeSentTo: 'Enter the {length}-digit code sent to',
  earlierCode:
    'We sent a code to this number a moment ago. Enter that code, or resend when the timer ends.',
  newOtpSent: 'A new OTP has been sent.',
  verifying: 'Verifying...',
  verifyOtp: 'Verify OTP',
  sending: 'Sending...',
  resendOtp: 'Resend OTP',
  resendIn: ' in {seconds, plural, one {#s} other {#s}}',
  otpLabel: 'OTP',
  otpRequired: 'Please enter the OTP',
  otpLength: 'Please enter the {length}-digit OTP',
  sendOtpFailed: SEND_OTP_FAILED,
  resendOtpFailed: RESEND_OTP_FAILED,
  resendOtpFailedWait: `${RESEND_OTP_FAILED}. {reason}`,
  verifyOtpFailed: VERIFY_OTP_FAILED,
} as const;

export type AuthMessages = typeof en;
// Pure: a chunk that only passes by this feature's index (the home page's) leaves the texts out.
export const authMessages = /* @__PURE__ */ defineMessages(en, () => import('./auth.messages.hi'));
