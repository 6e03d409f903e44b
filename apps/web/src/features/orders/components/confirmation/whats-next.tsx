import { Link } from 'react-router';
import {
  HeadsetIcon,
  LockIcon,
  MailIcon,
  BadgeCheckIcon,
  PackageIcon,
  TruckIcon,
} from '@/components/ui/icons';

/** spec §2 Order confirmation: the 'What's Next?' panel. */
export function WhatsNext({ orderId }: { orderId: string }) {
  const items = [
    {
      Icon: MailIcon,
      title: 'Order confirmation',
      text: 'You will receive an e-mail confirmation with your order details shortly.',
    },
    {
      Icon: TruckIcon,
      title: 'Tracking information',
      text: 'We will send you tracking information as soon as your order ships.',
    },
    {
      Icon: PackageIcon,
      title: 'Order tracking',
      text: (
        <>
          Follow your order any time in{' '}
          <Link
            to={`/orders/${encodeURIComponent(orderId)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            My Orders
          </Link>
          .
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
        What&apos;s Next?
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
  const badges = [
    { Icon: LockIcon, label: 'Secure Checkout' },
    { Icon: HeadsetIcon, label: '24/7 Support' },
    { Icon: BadgeCheckIcon, label: 'Quality Guaranteed' },
  ];
  return (
    <ul aria-label="Why shop with us" className="grid grid-cols-3 gap-3 text-center">
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
