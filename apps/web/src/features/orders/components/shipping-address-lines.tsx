import type { ShippingAddress } from '@shop/contracts';
import { useT } from '@/lib/i18n';
import { ordersMessages } from '../orders.messages';

/** spec §2: name, addressLine1, optional addressLine2, city, state, pincode and 'Phone:'. */
export function ShippingAddressLines({ address }: { address: ShippingAddress }) {
  const t = useT(ordersMessages);
  return (
    <address className="text-sm leading-6 text-slate-700 not-italic">
      <span className="block font-semibold text-slate-900">{address.name}</span>
      <span className="block">{address.addressLine1}</span>
      {address.addressLine2 ? <span className="block">{address.addressLine2}</span> : null}
      {address.landmark ? (
        <span className="block">{t('near', { landmark: address.landmark })}</span>
      ) : null}
      <span className="block">
        {address.city}, {address.state} - {address.pincode}
      </span>
      <span className="mt-1 block">{t('phone', { phone: address.phone })}</span>
    </address>
  );
}
