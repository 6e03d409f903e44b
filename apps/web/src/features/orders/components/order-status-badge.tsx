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
import { statusLabel } from '@/lib/format';
import { orderStatusClass } from '../order-status-style';

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
      {statusLabel(status) || 'Pending'}
    </span>
  );
}
