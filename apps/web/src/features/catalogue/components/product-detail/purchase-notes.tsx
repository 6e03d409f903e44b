import { LockIcon, ReturnIcon, TruckIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n';
import { productDetailMessages } from './product-detail.messages';

/**
 * spec §2: the product page's three notes; a non-returnable product (issue 15: its own flag or
 * its category's) says so instead of promising returns.
 */
export function PurchaseNotes({ nonReturnable = false }: { nonReturnable?: boolean }) {
  const t = useT(productDetailMessages);
  const notes = [
    { text: t('freeShipping'), Icon: TruckIcon },
    { text: t('securePayment'), Icon: LockIcon },
    { text: nonReturnable ? t('nonReturnable') : t('returnWindow'), Icon: ReturnIcon },
  ];
  return (
    <ul className="grid gap-2 rounded-xl bg-slate-100 p-4 text-sm text-slate-700 sm:grid-cols-3 sm:gap-3">
      {notes.map(({ text, Icon }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon className="size-5 shrink-0 text-brand-700" />
          {text}
        </li>
      ))}
    </ul>
  );
}
