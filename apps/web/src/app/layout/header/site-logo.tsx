import { Link } from 'react-router';

/** The shop's mark and name, linking home. */
export function SiteLogo() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-lg"
      aria-label="BharatBazaar home"
    >
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
        <span className="text-brand-800">Bharat</span>
        <span className="text-saffron-600">Bazaar</span>
      </span>
    </Link>
  );
}
