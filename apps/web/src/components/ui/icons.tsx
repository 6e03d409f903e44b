import type { SVGProps } from 'react';

/**
 * Small inline outline icons (24px grid, 1.75 stroke). Decorative by default: the text or
 * aria-label next to them names the action.
 */
type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame every icon draws in. Exported for an icon only one lazy page uses, which then stays in
 * that page's chunk instead of every first visit's (this module is in the entry chunk).
 */
export function Outline({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const TruckIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.2v2.8h-7" />
    <circle cx="6.5" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </Outline>
);

export const ShieldIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </Outline>
);

export const BadgeCheckIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="9" r="5.5" />
    <path d="m9.8 9 1.5 1.5 2.9-2.9M8.6 13.5 7.5 21l4.5-2.5 4.5 2.5-1.1-7.5" />
  </Outline>
);

export const HeadsetIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <path d="M4 14h3v5H5.5A1.5 1.5 0 0 1 4 17.5zM20 14h-3v5h1.5a1.5 1.5 0 0 0 1.5-1.5zM17 19c0 1.1-1.8 2-4 2" />
  </Outline>
);

export const SearchIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Outline>
);

export const HeartIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />
  </Outline>
);

export const CartIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M3 4h2.2l2.2 11h10.4l2-8H6.3" />
    <circle cx="9" cy="19" r="1.4" />
    <circle cx="17" cy="19" r="1.4" />
  </Outline>
);

export const UserIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="8" r="3.8" />
    <path d="M4.5 20.5c.8-3.6 3.8-5.8 7.5-5.8s6.7 2.2 7.5 5.8" />
  </Outline>
);

export const PackageIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
    <path d="m4 7.5 8 4.5 8-4.5M12 12v9M8 5.3l8 4.5" />
  </Outline>
);

export const LogoutIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M10 4H5.5A1.5 1.5 0 0 0 4 5.5v13A1.5 1.5 0 0 0 5.5 20H10M15 16l4-4-4-4M19 12H9" />
  </Outline>
);

export const MenuIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 6.5h16M4 12h16M4 17.5h16" />
  </Outline>
);

export const CloseIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m6 6 12 12M18 6 6 18" />
  </Outline>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m6 9 6 6 6-6" />
  </Outline>
);

export const PhoneIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M5 4h3.5l1.5 4-2 1.3a11 11 0 0 0 6.7 6.7L16 14l4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </Outline>
);

export const MailIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6 8.5-6" />
  </Outline>
);

export const MapPinIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 21s-6.5-5.7-6.5-11a6.5 6.5 0 0 1 13 0c0 5.3-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Outline>
);

export const StarIcon = (p: IconProps) => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M10 1.8 12.5 7l5.7.6-4.3 3.9 1.2 5.6L10 14.3 4.9 17.1l1.2-5.6L1.8 7.6 7.5 7z" />
  </svg>
);

export const FacebookIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
  </svg>
);

export const InstagramIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
    <circle cx="12" cy="12" r="3.8" />
    <path d="M17 7h.01" />
  </Outline>
);

export const XSocialIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M17.8 3h3L14.2 10.5 22 21h-6.1l-4.8-6.3L5.6 21h-3l7-8L2 3h6.2l4.3 5.8zm-1 16.2h1.7L7.3 4.7H5.5z" />
  </svg>
);

export const YouTubeIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
  </svg>
);

export const ShoppingBagIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M5 8h14l-1 12.5H6z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </Outline>
);

export const ChevronLeftIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m15 6-6 6 6 6" />
  </Outline>
);

export const ChevronRightIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m9 6 6 6-6 6" />
  </Outline>
);

export const GridIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
  </Outline>
);

export const ListIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="4" y="4.5" width="5" height="5" rx="1" />
    <rect x="4" y="14.5" width="5" height="5" rx="1" />
    <path d="M12 6h8M12 8.5h5M12 16h8M12 18.5h5" />
  </Outline>
);

export const FilterIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Outline>
);

export const MinusIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M5 12h14" />
  </Outline>
);

export const PlusIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 5v14M5 12h14" />
  </Outline>
);

export const PauseIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M9 6v12M15 6v12" />
  </Outline>
);

export const PlayIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M8 5.5v13l10-6.5z" />
  </Outline>
);

export const LockIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" />
  </Outline>
);

export const ReturnIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M9 14 4.5 9.5 9 5" />
    <path d="M4.5 9.5H15a4.5 4.5 0 0 1 0 9h-3" />
  </Outline>
);

export const CheckIcon = (p: IconProps) => (
  <Outline strokeWidth={2.5} {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Outline>
);

/** Two arrows chasing round: a refresh button's icon. */
export const RefreshIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M19.5 12a7.5 7.5 0 0 1-13.3 4.8M4.5 12a7.5 7.5 0 0 1 13.3-4.8" />
    <path d="M18 3v4.5h-4.5M6 21v-4.5h4.5" />
  </Outline>
);
