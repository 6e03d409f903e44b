import { lazy, Suspense, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { Link } from '@/components/ui/link';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  XSocialIcon,
  YouTubeIcon,
} from '@/components/ui/icons';
import { WhenNear } from '@/components/ui/when-near';
import { useT } from '@/lib/i18n';
import { PartBoundary } from '../route-error';
import { layoutMessages, type LayoutMessages } from './layout.messages';

// The shop's legal identity sits at the foot of every page, below the fold: its code and data load
// when the shopper scrolls near it, so it costs the first download nothing (120 kB budget).
const StoreIdentity = lazy(() =>
  import('@/features/store-profile').then((module) => ({ default: module.StoreIdentity })),
);

/** spec §1: the footer's contact details are fixed content. */
const SUPPORT_PHONE = { display: '+91 1800-123-4567', href: 'tel:+9118001234567' };
const SUPPORT_EMAIL = 'support@bharatbazaar.in';
const POSTAL_ADDRESS = [
  'BharatBazaar Retail Pvt. Ltd.',
  '3rd Floor, Sunrise Towers, MG Road',
  'Bengaluru, Karnataka 560001, India',
];

type Key = keyof LayoutMessages;
const QUICK_LINKS: Array<{ to: string; label: Key }> = [
  { to: '/', label: 'home' },
  { to: '/products', label: 'products' },
  { to: '/cart', label: 'shoppingCart' },
  { to: '/orders', label: 'myOrders' },
];
const HELP_LINKS: Key[] = ['faqs', 'shippingInformation', 'returnsAndExchanges', 'trackYourOrder'];
const LEGAL_LINKS: Key[] = ['privacyPolicy', 'termsOfService', 'refundPolicy', 'shippingPolicy'];
/** The networks' own names, the same in every language. */
const SOCIAL_LINKS: Array<{ label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'X (Twitter)', Icon: XSocialIcon },
  { label: 'YouTube', Icon: YouTubeIcon },
];

/*
 * spec §1: the help, policy and social links "lead nowhere". They are rendered as plain text
 * (spans, not links without href: crawlers and Lighthouse count an <a> with no href as a broken
 * link, issue 17). Neither keyboard nor screen-reader users meet a control that does nothing.
 */
function PlaceholderLink({ children }: { children: ReactNode }) {
  return <span className="cursor-default text-slate-300">{children}</span>;
}

function FooterHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-sm font-semibold tracking-wider text-white uppercase">
      {children}
    </h2>
  );
}

export function Footer() {
  const t = useT(layoutMessages);
  return (
    <footer className="mt-16 bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-4">
        <section aria-labelledby="footer-quick-links">
          <FooterHeading id="footer-quick-links">{t('quickLinks')}</FooterHeading>
          <ul className="space-y-2.5 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-saffron-300 hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-help">
          <FooterHeading id="footer-help">{t('helpAndSupport')}</FooterHeading>
          <ul className="space-y-2.5 text-sm">
            {HELP_LINKS.map((label) => (
              <li key={label}>
                <PlaceholderLink>{t(label)}</PlaceholderLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact" className="col-span-2 sm:col-span-1">
          <FooterHeading id="footer-contact">{t('contactUs')}</FooterHeading>
          <ul className="space-y-3 text-sm">
            <li className="flex gap-3">
              <PhoneIcon className="mt-0.5 size-5 shrink-0 text-saffron-400" />
              <a href={SUPPORT_PHONE.href} className="hover:text-saffron-300 hover:underline">
                <span className="sr-only">{t('phone')}</span>
                {SUPPORT_PHONE.display}
              </a>
            </li>
            <li className="flex gap-3">
              <MailIcon className="mt-0.5 size-5 shrink-0 text-saffron-400" />
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="break-all hover:text-saffron-300 hover:underline"
              >
                <span className="sr-only">{t('email')}</span>
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-saffron-400" />
              <address className="not-italic">
                {POSTAL_ADDRESS.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
          <div className="mt-4">
            <WhenNear>
              <PartBoundary>
                <Suspense fallback={null}>
                  <StoreIdentity />
                </Suspense>
              </PartBoundary>
            </WhenNear>
          </div>
        </section>

        <section aria-labelledby="footer-social" className="col-span-2 sm:col-span-1">
          <FooterHeading id="footer-social">{t('followUs')}</FooterHeading>
          <p className="mb-4 text-sm">{t('followUsText')}</p>
          <ul className="flex gap-3">
            {SOCIAL_LINKS.map(({ label, Icon }) => (
              <li key={label}>
                <span className="flex size-10 cursor-default items-center justify-center rounded-full bg-white/10 text-slate-200">
                  <Icon className="size-5" />
                  <span className="sr-only">{label}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-xs text-slate-400 md:flex-row md:items-center md:justify-between">
          <p>{t('copyright', { year: new Date().getFullYear() })}</p>
          <ul aria-label={t('legal')} className="flex flex-wrap gap-x-5 gap-y-2">
            {LEGAL_LINKS.map((label) => (
              <li key={label}>
                <PlaceholderLink>{t(label)}</PlaceholderLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
