import { useState } from 'react';
import type { Address, PaymentMethodChoice } from '@shop/contracts';
import { useAuth } from '@/features/auth';
import { EMPTY_PAYMENT_DETAILS, type PaymentDetails } from '@/features/orders';
import { initialAddressChoice, NEW_ADDRESS, type AddressChoice } from './address-choice';
import { EMPTY_NEW_ADDRESS, type NewAddressValues } from './shipping-form';

/**
 * Everything the shopper chooses and types at checkout. The address choice follows the address
 * book until the shopper picks one: the default is preselected once the book loads (spec §2).
 */
export function useCheckoutForm(addresses: { data?: Address[]; isError: boolean }) {
  const { user } = useAuth();
  const [pickedAddress, setPickedAddress] = useState<AddressChoice | null>(null);
  const [newAddress, setNewAddress] = useState<NewAddressValues>(() => ({
    ...EMPTY_NEW_ADDRESS,
    fullName: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  }));
  const [saveAddress, setSaveAddress] = useState(false);
  const [method, setMethod] = useState<PaymentMethodChoice>('card');
  const [details, setDetails] = useState<PaymentDetails>(EMPTY_PAYMENT_DETAILS);

  const addressChoice =
    pickedAddress ??
    (addresses.data
      ? initialAddressChoice(addresses.data)
      : addresses.isError
        ? NEW_ADDRESS
        : null);

  return {
    addressChoice,
    setAddressChoice: setPickedAddress,
    newAddress,
    changeNewAddress: (next: Partial<NewAddressValues>) =>
      setNewAddress((current) => ({ ...current, ...next })),
    saveAddress,
    setSaveAddress,
    method,
    setMethod,
    details,
    changeDetails: (next: Partial<PaymentDetails>) =>
      setDetails((current) => ({ ...current, ...next })),
  };
}
export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
