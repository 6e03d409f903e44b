import type { ComponentType, SVGProps } from 'react';
import {
  BadgeCheckIcon,
  CheckIcon,
  CloseIcon,
  Outline,
  PackageIcon,
  TruckIcon,
} from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { orderStatusClass } from '../order-status-style';
import { orderStatusText } from '../order-texts';
import { ordersMessages } from '../orders.messages';

const ClockIcon = (props: SVGProps<SVGSVGElement>) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Outline>
);

const STATUS_ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  pending: ClockIcon,
  confirmed: CheckIcon,
  processing: PackageIcon,
  shipped: TruckIcon,
  delivered: BadgeCheckIcon,
  cancelled: CloseIcon,
};

/** spec §2: the order's status as a coloured badge with an icon (spec §4 colours). */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useT(ordersMessages);
  const Icon = STATUS_ICONS[status.toLowerCase()] ?? PackageIcon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
        orderStatusClass(status),
        className,
      )}
    >
      <Icon className="size-4" />
      {orderStatusText(t, status || 'pending')}
    </span>
  );
}
