import { CheckIcon, PackageIcon, TruckIcon, BadgeCheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { ordersMessages } from '../../orders.messages';

/** spec §2 Order confirmation: the four steps, the first one done. */
export function OrderTimeline({ expectedDelivery }: { expectedDelivery: string }) {
  const t = useT(ordersMessages);
  const steps = [
    { title: t('stepPlaced'), when: t('justNow'), Icon: CheckIcon, done: true },
    { title: t('stepProcessing'), when: t('within24Hours'), Icon: PackageIcon, done: false },
    { title: t('stepShipped'), when: t('stepPending'), Icon: TruckIcon, done: false },
    { title: t('stepDelivered'), when: expectedDelivery, Icon: BadgeCheckIcon, done: false },
  ];
  return (
    <section
      aria-labelledby="order-timeline"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-timeline" className="text-lg font-semibold text-slate-900">
        {t('orderTimeline')}
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
                {done ? <span className="sr-only"> {t('stepDone')}</span> : null}
              </p>
              <p className="text-sm text-slate-600">{when}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
