import { Spinner } from '@/components/ui/spinner';
import { useAddresses } from '@/features/account';
import { useDeliveryCheck } from '../api/check-delivery';
import { useOrderDelivery } from '../api/order-delivery';
import { rememberedPincode } from '../remembered-pincode';
import { useT } from '@/lib/i18n';
import { deliveryMessages } from '../delivery.messages';
import { DeliveryAnswer } from './delivery-answer';

/**
 * Checkout and cart (issue 16): the promise and cash on delivery for the chosen address's
 * pincode, judged on this shopper's cart as placing the order will judge it.
 */
export function OrderDeliveryNote({ pincode }: { pincode: string | undefined }) {
  const delivery = useOrderDelivery(pincode);
  const t = useT(deliveryMessages);
  if (!pincode || !/^[1-9]\d{5}$/.test(pincode)) return null;
  if (delivery.isPending)
    return <Spinner label={t('checkingDelivery')} className="justify-start" />;
  if (delivery.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {delivery.error.message || t('checkFailed')}
      </p>
    );
  }
  return <DeliveryAnswer check={delivery.data} />;
}

/** A visitor's cart: the pincode they last checked on a product page, if any. */
function GuestDeliveryNote({ pincode }: { pincode: string | null }) {
  const check = useDeliveryCheck(pincode);
  if (pincode === null || check.isPending || check.isError) return null;
  return <DeliveryAnswer check={check.data} />;
}

function MemberCartDelivery() {
  const addresses = useAddresses();
  const pincode = (addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0])?.pincode;
  return pincode ? <OrderDeliveryNote pincode={pincode} /> : null;
}

/**
 * The cart (issue 16): a member's promise for the default address; a visitor's for the pincode
 * last checked on a product page. Nothing when neither is known.
 */
export function CartDeliveryNote({ member }: { member: boolean }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 empty:hidden">
      {member ? <MemberCartDelivery /> : <GuestDeliveryNote pincode={rememberedPincode()} />}
    </div>
  );
}
