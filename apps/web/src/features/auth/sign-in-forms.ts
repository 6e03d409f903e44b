import { z } from 'zod';
import { NameSchema, OptionalEmailSchema, PhoneSchema } from '@shop/contracts';

/** The code box takes digits only, up to the code's length. */
export function keepCodeDigits(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}

export const phoneFormSchema = z.object({ phone: PhoneSchema });
export type PhoneFormValues = z.infer<typeof phoneFormSchema>;

/** spec §5 Signup: full name, mobile number, optional e-mail. */
export const signupDetailsSchema = z.object({
  name: NameSchema,
  phone: PhoneSchema,
  email: OptionalEmailSchema,
});
export type SignupDetails = z.infer<typeof signupDetailsSchema>;

/**
 * spec §5: 'Please enter the OTP' when empty. A code that is too short gets the length spelled
 * out, since the shopper most likely missed a digit of the SMS.
 */
export function otpFormSchema(length: number, texts: { required: string; length: string }) {
  return z.object({
    otp: z
      .string()
      .min(1, texts.required)
      .regex(new RegExp(`^\\d{${length}}$`), texts.length),
  });
}
export type OtpFormValues = z.infer<ReturnType<typeof otpFormSchema>>;
