import { Link } from '@/components/ui/link';
import {
  HeadsetIcon,
  LockIcon,
  MailIcon,
  BadgeCheckIcon,
  PackageIcon,
  TruckIcon,
} from '@/components/ui/icons';
import { useT } from '@/lib/i18n';
import { ordersMessages } from '../../orders.messages';

/** spec §2 Order confirmation: the 'What's Next?' panel. */
export function WhatsNext({ orderId }: { orderId: string }) {
  const t = useT(ordersMessages);
  const items = [
    {
      Icon: MailIcon,
      title: t('confirmationTitle'),
      text: t('confirmationText'),
    },
    {
      Icon: TruckIcon,
      title: t('trackingInfoTitle'),
      text: t('trackingInfoText'),
    },
    {
      Icon: PackageIcon,
      title: t('orderTrackingTitle'),
      text: (
        <>
          {t('followBefore')}
          <Link
            to={`/orders/${encodeURIComponent(orderId)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('followLink')}
          </Link>
          {t('followAfter')}
        </>
      ),
    },
  ];
  return (
    <section
      aria-labelledby="whats-next"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="whats-next" className="text-lg font-semibold text-slate-900">
        {t('whatsNext')}
      </h2>
      <ul className="mt-4 space-y-4">
        {items.map(({ Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div>
              <p className="font-medium text-slate-900">{title}</p>
              <p className="text-sm text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** spec §2 Order confirmation: trust badges. */
export function TrustBadges() {
  const t = useT(ordersMessages);
  const badges = [
    { Icon: LockIcon, label: t('secureCheckout') },
    { Icon: HeadsetIcon, label: t('support') },
    { Icon: BadgeCheckIcon, label: t('qualityGuaranteed') },
  ];
  return (
    <ul aria-label={t('whyShop')} className="grid grid-cols-3 gap-3 text-center">
      {badges.map(({ Icon, label }) => (
        <li
          key={label}
          className="flex flex-col items-center gap-2 rounded-xl bg-white p-3 text-sm font-medium text-slate-700 shadow-sm"
        >
          <Icon className="size-6 text-brand-700" />
          {label}
        </li>
      ))}
    </ul>
  );
}
