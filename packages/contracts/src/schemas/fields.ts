import { z } from 'zod';
import { TEST_PHONE } from '../constants';

/** spec §5: exactly 10 digits (login and signup). */
export const PhoneSchema = z
  .string({ error: 'Please enter your mobile number' })
  .trim()
  .min(1, 'Please enter your mobile number')
  .regex(/^\d{10}$/, 'Please enter a valid 10-digit mobile number');

/** spec §5: address phone is an Indian mobile (6-9 first) or the fixed test number. */
export const AddressPhoneSchema = z
  .string()
  .trim()
  .refine(
    (value) => /^[6-9]\d{9}$/.test(value) || value === TEST_PHONE,
    `Please enter a valid 10-digit Indian mobile number starting with 6-9, or use ${TEST_PHONE} for testing`,
  );

/** Indian PIN code: 6 digits, the first not 0. */
export const PincodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit pincode');

/** spec §5: optional e-mail that must look like an address when given. */
export const OptionalEmailSchema = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
    message: 'Please enter a valid email address',
  })
  .optional();

export const NameSchema = z
  .string({ error: 'Please enter your full name' })
  .trim()
  .min(1, 'Please enter your full name')
  .max(100, 'Name is too long');
