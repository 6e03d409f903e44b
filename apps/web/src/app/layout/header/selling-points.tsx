import type { ComponentType, SVGProps } from 'react';
import { BadgeCheckIcon, HeadsetIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n';
import { layoutMessages, type LayoutMessages } from '../layout.messages';

/** spec §1's SELLING_POINTS, in their order: the book's English texts are those constants. */
const POINTS: ReadonlyArray<[keyof LayoutMessages, ComponentType<SVGProps<SVGSVGElement>>]> = [
  ['fastDelivery', TruckIcon],
  ['secureShopping', ShieldIcon],
  ['qualityProducts', BadgeCheckIcon],
  ['support', HeadsetIcon],
];

/**
 * spec §1/§2: the top strip with the shop's four selling points. It scrolls away above the sticky
 * <header> (inside it, it would stick too), so it is a landmark of its own: a named region, which
 * a shopper moving by landmarks reaches like the rest of the page.
 */
export function SellingPoints() {
  const t = useT(layoutMessages);
  return (
    <section aria-label={t('whyShopWithUs')} className="bg-brand-900 text-brand-50">
      <ul className="scrollbar-none mx-auto flex max-w-7xl items-center justify-between gap-x-2 overflow-x-auto px-3 py-1.5 text-[10px] font-medium tracking-tight whitespace-nowrap sm:justify-center sm:gap-x-10 sm:text-xs sm:tracking-normal">
        {POINTS.map(([key, Icon]) => (
          <li key={key} className="flex items-center gap-1.5">
            <Icon className="hidden size-4 text-saffron-400 sm:block" />
            {t(key)}
          </li>
        ))}
      </ul>
    </section>
  );
}
