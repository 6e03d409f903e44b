import { type DeliveryCheck, formatDeliveryDay } from '@shop/contracts';
import { TruckIcon } from '@/components/ui/icons';

/**
 * One delivery answer in words (issue 16): "Delivery by Fri, 28 Nov" and whether cash on
 * delivery is available, or why it cannot come to this pincode.
 */
export function DeliveryAnswer({ check }: { check: DeliveryCheck }) {
  if (!check.serviceable || !check.estimatedDelivery) {
    return (
      <p role="status" className="text-sm font-medium text-red-700">
        {check.reason ?? `Sorry, we do not deliver to ${check.pincode}`}
      </p>
    );
  }
  return (
    <div role="status" className="space-y-1 text-sm">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <TruckIcon className="size-5 shrink-0 text-brand-700" />
        Delivery by {formatDeliveryDay(check.estimatedDelivery)}
      </p>
      <p className="text-slate-600">
        to {check.pincode}
        {check.city ? ` (${check.city}, ${check.state})` : ''}
      </p>
      <p className={check.codAvailable ? 'text-green-800' : 'text-slate-700'}>
        {check.codAvailable
          ? 'Cash on delivery available'
          : (check.codReason ?? 'Cash on delivery is not available')}
      </p>
    </div>
  );
}
