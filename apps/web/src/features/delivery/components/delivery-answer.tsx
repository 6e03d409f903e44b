import {
  type DeliveryCheck,
  formatDeliveryDay,
  INTL_LOCALES,
  type Language,
} from '@shop/contracts';
import { useLanguage, useT } from '@/lib/i18n';
import { deliveryMessages } from '../delivery.messages';
import { TruckIcon } from '@/components/ui/icons';

/** The spec's "Fri, 28 Nov" on English pages; the same parts in hi-IN on Hindi pages. */
function deliveryDay(day: string, language: Language): string {
  if (language === 'en') return formatDeliveryDay(day);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(INTL_LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/**
 * One delivery answer in words (issue 16): "Delivery by Fri, 28 Nov" and whether cash on
 * delivery is available, or why it cannot come to this pincode.
 */
export function DeliveryAnswer({ check }: { check: DeliveryCheck }) {
  const t = useT(deliveryMessages);
  const language = useLanguage();
  if (!check.serviceable || !check.estimatedDelivery) {
    return (
      <p role="status" className="text-sm font-medium text-red-700">
        {check.reason ?? t('notDelivered', { pincode: check.pincode })}
      </p>
    );
  }
  return (
    <div role="status" className="space-y-1 text-sm">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <TruckIcon className="size-5 shrink-0 text-brand-700" />
        {t('deliveryBy', { day: deliveryDay(check.estimatedDelivery, language) })}
      </p>
      <p className="text-slate-600">
        {t('to', { pincode: check.pincode })}
        {check.city ? ` (${check.city}, ${check.state})` : ''}
      </p>
      <p className={check.codAvailable ? 'text-green-800' : 'text-slate-700'}>
        {check.codAvailable ? t('codAvailable') : (check.codReason ?? t('codNotAvailable'))}
      </p>
    </div>
  );
}
