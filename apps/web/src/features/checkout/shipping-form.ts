import { ShippingAddressBodySchema, type Address, type ShippingAddressBody } from '@shop/contracts';
import { messageNow } from '@/lib/i18n';
import { checkoutMessages } from './checkout.messages';

/** spec §3 Checkout form. Country is only 'India' (spec §9). */
export interface NewAddressValues {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: 'India';
}

export const EMPTY_NEW_ADDRESS: NewAddressValues = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  country: 'India',
};

/** spec §5 Checkout shipping, in the page's language (an alert made outside rendering). */
export const shippingRequiredMessage = () => messageNow(checkoutMessages, 'shippingRequired');

const REQUIRED: (keyof NewAddressValues)[] = [
  'fullName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
];

/**
 * spec §7: the form's fullName and address are the order's name and addressLine1; the email
 * (spec §3 Checkout form) travels with the order's address.
 */
export function shippingAddressOf(values: NewAddressValues): ShippingAddressBody {
  return {
    name: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    addressLine1: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    pincode: values.pincode.trim(),
  };
}

export function shippingAddressFromSaved(address: Address): ShippingAddressBody {
  return {
    name: address.name,
    phone: address.phone,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    landmark: address.landmark,
  };
}

/**
 * spec §5: every field non-blank, else 'Please fill in all required shipping address fields'.
 * Then the order's own rules (the phone and pincode the server checks too), so the shopper hears
 * about a 9-digit phone before anything is sent.
 */
export function newAddressProblem(values: NewAddressValues): string | null {
  if (REQUIRED.some((field) => !values[field].trim())) return shippingRequiredMessage();
  const checked = ShippingAddressBodySchema.safeParse(shippingAddressOf(values));
  return checked.success ? null : (checked.error.issues[0]?.message ?? shippingRequiredMessage());
}
