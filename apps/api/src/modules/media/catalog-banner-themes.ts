import type { BannerThemeName, ProductKind } from '../../lib/catalog-image-names';

/** Colours, pattern and goods of each home-page banner, by the name used in its file name. */

export type Motif = 'mandala' | 'confetti' | 'stripes' | 'waves';

export interface BannerTheme {
  from: string;
  to: string;
  motif: Motif;
  /** Up to three goods shown on the right, each in its own colour (six hex digits). */
  items: readonly (readonly [ProductKind, string])[];
}

export const BANNER_THEMES = {
  'festive-sale': {
    from: '#9d174d',
    to: '#f97316',
    motif: 'mandala',
    items: [
      ['kurta', '800000'],
      ['saree', 'd4a017'],
      ['ethnic-shoe', '7f1d1d'],
    ],
  },
  'ethnic-wear': {
    from: '#064e3b',
    to: '#0d9488',
    motif: 'mandala',
    items: [
      ['kurta', 'd4a017'],
      ['saree', 'be185d'],
      ['ethnic-shoe', 'b45309'],
    ],
  },
  'footwear-fest': {
    from: '#1e3a8a',
    to: '#06b6d4',
    motif: 'stripes',
    items: [
      ['shoe', 'ef4444'],
      ['sandal', '111111'],
      ['shoe', 'f5f5dc'],
    ],
  },
  'home-makeover': {
    from: '#9a3412',
    to: '#fdba74',
    motif: 'confetti',
    items: [
      ['cushion', '0f766e'],
      ['bedsheet', '7c3aed'],
      ['mug', 'facc15'],
    ],
  },
  'new-arrivals': {
    from: '#4c1d95',
    to: '#ec4899',
    motif: 'confetti',
    items: [
      ['dress', 'fde68a'],
      ['shirt', '93c5fd'],
      ['handbag', '7f1d1d'],
    ],
  },
  monsoon: {
    from: '#1e3a5f',
    to: '#38bdf8',
    motif: 'waves',
    items: [
      ['backpack', 'facc15'],
      ['sandal', '0f766e'],
      ['backpack', '1f3a5f'],
    ],
  },
  men: {
    from: '#0f172a',
    to: '#1d4ed8',
    motif: 'stripes',
    items: [
      ['tee', 'f5f5dc'],
      ['jeans', '1f3a5f'],
      ['shirt', '93c5fd'],
    ],
  },
  women: {
    from: '#831843',
    to: '#db2777',
    motif: 'mandala',
    items: [
      ['dress', 'fde68a'],
      ['kurta', '0f766e'],
      ['top', 'f9a8d4'],
    ],
  },
  kids: {
    from: '#d97706',
    to: '#fde047',
    motif: 'confetti',
    items: [
      ['kids-wear', '38bdf8'],
      ['kids-wear', 'f472b6'],
      ['tee', '22c55e'],
    ],
  },
  footwear: {
    from: '#7c2d12',
    to: '#ea580c',
    motif: 'stripes',
    items: [
      ['shoe', 'f5f5f5'],
      ['ethnic-shoe', 'd4a017'],
      ['sandal', '1f2937'],
    ],
  },
  accessories: {
    from: '#422006',
    to: '#a16207',
    motif: 'waves',
    items: [
      ['handbag', '7f1d1d'],
      ['watch', '111111'],
      ['sunglasses', '1f2937'],
    ],
  },
  home: {
    from: '#134e4a',
    to: '#14b8a6',
    motif: 'confetti',
    items: [
      ['bedsheet', 'f5f5dc'],
      ['cushion', 'd4a017'],
      ['mug', 'ef4444'],
    ],
  },
  beauty: {
    from: '#701a75',
    to: '#e879f9',
    motif: 'waves',
    items: [
      ['bottle', 'fbcfe8'],
      ['perfume', 'f59e0b'],
      ['bottle', 'a7f3d0'],
    ],
  },
  electronics: {
    from: '#0f172a',
    to: '#6366f1',
    motif: 'stripes',
    items: [
      ['earphones', 'f5f5f5'],
      ['power-bank', '111827'],
      ['phone-case', '2563eb'],
    ],
  },
} as const satisfies Record<BannerThemeName, BannerTheme>;
