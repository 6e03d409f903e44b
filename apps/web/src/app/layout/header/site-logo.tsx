import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { layoutMessages } from '../layout.messages';

/** The brand's two halves, the same in every language (its Latin letters are the trademark). */
const BRAND = ['Bharat', 'Bazaar'] as const;

/** The shop's mark and name, linking home. */
export function SiteLogo() {
  const t = useT(layoutMessages);
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg" aria-label={t('logoHome')}>
      <svg viewBox="0 0 64 64" className="size-9" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#1e2a78" />
        <path d="M20 24h24l-2 26H22z" fill="#f59e0b" />
        <path
          d="M25 26v-4a7 7 0 0 1 14 0v4"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-xl font-extrabold tracking-tight">
        <span className="text-brand-800">{BRAND[0]}</span>
        <span className="text-saffron-600">{BRAND[1]}</span>
      </span>
    </Link>
  );
}
