import { z } from 'zod';
import { gstStateName } from '../gst';
import { AddressPhoneSchema, OptionalEmailSchema, PincodeSchema } from './fields';

/** Required text with the form's message when blank or missing, and "<Field> is too long". */
const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.split(' ')[0]} is too long`);

/** Optional text; blank is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * spec §3/§5 Address: the one set of address fields, with the same rules wherever an address is
 * sent - the address book (AddressBodySchema) and an order's shipping address
 * (ShippingAddressBodySchema). name, phone, addressLine1, city, state, pincode are required.
 */
export const AddressFieldsSchema = z.strictObject({
  name: requiredText('Name is required', 100),
  phone: AddressPhoneSchema,
  addressLine1: requiredText('Address line 1 is required', 200),
  addressLine2: optionalText(200),
  city: requiredText('City is required', 100),
  state: requiredText('State is required', 100),
  pincode: PincodeSchema,
  landmark: optionalText(200),
});

/** POST/PUT /users/addresses: an address of the book. */
export const AddressBodySchema = AddressFieldsSchema.extend({ isDefault: z.boolean().optional() });
export type AddressBody = z.input<typeof AddressBodySchema>;

/**
 * spec §3/§7: the shipping address sent with an order (checkout maps fullName to name, ...).
 * The checkout form calls addressLine1 "Address", and carries the email (spec §3 Checkout
 * form): optional here (saved addresses have none), checked if given.
 */
export const ShippingAddressBodySchema = AddressFieldsSchema.extend({
  addressLine1: requiredText('Address is required', 200),
  // The state decides the GST on the invoice (CGST + SGST or IGST): it must name one of India's
  // states or union territories, and is kept as GST spells it ("tamil nadu" -> "Tamil Nadu").
  state: requiredText('State is required', 100)
    .refine((state) => gstStateName(state) !== null, {
      message: 'Choose a state or union territory of India',
    })
    .transform((state) => gstStateName(state) ?? state),
  email: OptionalEmailSchema.nullable().transform((v) => (v ? v : null)),
});
export type ShippingAddressBody = z.input<typeof ShippingAddressBodySchema>;
