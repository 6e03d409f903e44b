import { z } from 'zod';
import { USER_ROLES } from '../constants';
import { LANGUAGES } from '../i18n/languages';
import { NameSchema, OptionalEmailSchema, PhoneSchema } from './fields';

/** spec §5: the code the shopper types (length 4 by default; 6 when OTP_LENGTH=6). */
export const OtpSchema = z
  .string({ error: 'Please enter the OTP' })
  .trim()
  .min(1, 'Please enter the OTP')
  .regex(/^\d{4}(\d{2})?$/, 'Please enter the OTP');

export const SendOtpBodySchema = z.strictObject({ phone: PhoneSchema });
export type SendOtpBody = z.infer<typeof SendOtpBodySchema>;

export const SendOtpResultSchema = z.object({
  message: z.string(),
  /** Seconds the code stays valid (300). */
  expiresInSeconds: z.number().int(),
  /** Seconds before another code may be requested (30). */
  resendAfterSeconds: z.number().int(),
  otpLength: z.number().int(),
});
export type SendOtpResult = z.infer<typeof SendOtpResultSchema>;

/** spec §7: {phone, otp} to sign in, {phone, otp, name, email} to register. */
export const VerifyOtpBodySchema = z.strictObject({
  phone: PhoneSchema,
  otp: OtpSchema,
  name: NameSchema.optional(),
  email: OptionalEmailSchema,
});
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>;

export const NotificationPreferencesSchema = z.strictObject({
  orderUpdates: z.boolean(),
  promotions: z.boolean(),
  newsletter: z.boolean(),
  sms: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** spec §3: User. */
export const UserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  notificationPreferences: NotificationPreferencesSchema,
  /** Issue 19: the language the shopper reads the shop in; e-mails and SMS follow it. */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const VerifyOtpResultSchema = z.object({
  accessToken: z.string(),
  user: UserSchema,
  isNewUser: z.boolean(),
});
export type VerifyOtpResult = z.infer<typeof VerifyOtpResultSchema>;

/**
 * Machine codes of sign-in failures the client reacts to. NAME_REQUIRED: the code was right but
 * the number is new and no name was given - the client goes to /signup with
 * 'Please complete your registration to continue'.
 */
export const AUTH_ERROR_CODES = {
  nameRequired: 'NAME_REQUIRED',
  invalidOtp: 'INVALID_OTP',
  otpExpired: 'OTP_EXPIRED',
  otpAttemptsExceeded: 'OTP_ATTEMPTS_EXCEEDED',
  resendCooldown: 'OTP_RESEND_COOLDOWN',
  sendLimit: 'OTP_SEND_LIMIT',
  smsFailed: 'SMS_FAILED',
} as const;
export const REGISTRATION_REQUIRED_MESSAGE = 'Please complete your registration to continue';

export const SessionInfoSchema = z.object({
  id: z.string(),
  /** e.g. 'Chrome on Android', from the user agent. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const UpdateProfileBodySchema = z.strictObject({
  name: NameSchema.optional(),
  email: OptionalEmailSchema,
  language: z.enum(LANGUAGES).optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const AddressSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  landmark: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;
