import type { ComponentType, SVGProps } from 'react';
import { SELLING_POINTS } from '@shop/contracts';
import { BadgeCheckIcon, HeadsetIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';

const ICONS: Record<(typeof SELLING_POINTS)[number], ComponentType<SVGProps<SVGSVGElement>>> = {
  'Fast Delivery': TruckIcon,
  'Secure Shopping': ShieldIcon,
  'Quality Products': BadgeCheckIcon,
  '24/7 Support': HeadsetIcon,
};

/** spec §1/§2: the top strip with the shop's four selling points. */
export function SellingPoints() {
  return (
    <div className="bg-brand-900 text-brand-50">
      <ul
        aria-label="Why shop with us"
        className="scrollbar-none mx-auto flex max-w-7xl items-center justify-between gap-x-2 overflow-x-auto px-3 py-1.5 text-[10px] font-medium tracking-tight whitespace-nowrap sm:justify-center sm:gap-x-10 sm:text-xs sm:tracking-normal"
      >
        {SELLING_POINTS.map((point) => {
          const Icon = ICONS[point];
          return (
            <li key={point} className="flex items-center gap-1.5">
              <Icon className="hidden size-4 text-saffron-400 sm:block" />
              {point}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
