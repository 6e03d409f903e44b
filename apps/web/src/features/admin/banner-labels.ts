import type { BannerDisplayType } from '@shop/contracts';

/** spec §3: where a banner shows (displayType), in the console's words. */
export const DISPLAY_TYPE_LABELS: Record<BannerDisplayType, string> = {
  carousel: 'Home carousel',
  'category-card': 'Category card',
  both: 'Carousel and category card',
};
