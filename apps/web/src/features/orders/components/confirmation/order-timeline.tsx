import { CheckIcon, PackageIcon, TruckIcon, BadgeCheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** spec §2 Order confirmation: the four steps, the first one done. */
export function OrderTimeline({ expectedDelivery }: { expectedDelivery: string }) {
  const steps = [
    { title: 'Order Placed', when: 'Just now', Icon: CheckIcon, done: true },
    { title: 'Processing', when: 'Within 24 hours', Icon: PackageIcon, done: false },
    { title: 'Shipped', when: 'Pending', Icon: TruckIcon, done: false },
    { title: 'Delivered', when: expectedDelivery, Icon: BadgeCheckIcon, done: false },
  ];
  return (
    <section
      aria-labelledby="order-timeline"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-timeline" className="text-lg font-semibold text-slate-900">
        Order Timeline
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map(({ title, when, Icon, done }) => (
          <li key={title} className="flex items-start gap-3">
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full',
                done ? 'bg-green-600 text-white' : 'bg-slate-100 text-slate-500',
              )}
            >
              <Icon className="size-5" />
            </span>
            <div>
              <p className="font-medium text-slate-900">
                {title}
                {done ? <span className="sr-only"> (done)</span> : null}
              </p>
              <p className="text-sm text-slate-600">{when}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
