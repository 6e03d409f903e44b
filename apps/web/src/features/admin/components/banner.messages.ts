import { defineMessages } from '@/lib/i18n';

/** spec §7 Banners: the list, the banner form and where a banner shows. */
const en = {
  title: 'Banners',
  description:
    'The home carousel and category cards, in display order. Changes show on the shop at once.',
  newBanner: 'New banner',
  loading: 'Loading banners',
  noBanners: 'No banners yet',
  createFirst: 'Create the first banner',
  noun: 'banners',
  nounOne: 'banner',
  moved: 'Moved {name} {direction, select, up {up} other {down}}',
  reorderFailed: 'Could not reorder the banners.',
  deleteTitle: 'Delete banner?',
  deleteBanner: 'Delete banner',
  willBeRemoved:
    'will be removed from the shop for good. To hide it for a while, deactivate it instead.',
  caption: 'Banners in display order',
  order: 'Order',
  banner: 'Banner',
  showsIn: 'Shows in',
  moveUp: 'Move {name} up',
  moveDown: 'Move {name} down',
  display_carousel: 'Home carousel',
  'display_category-card': 'Category card',
  display_both: 'Carousel and category card',
  // The editor
  allBanners: '← All banners',
  editBanner: 'Edit banner',
  loadingBanner: 'Loading the banner',
  createBanner: 'Create banner',
  saveBanner: 'Save banner',
  titleLabel: 'Title',
  subtitle: 'Subtitle',
  descriptionOptional: 'Description (optional)',
  image: 'Image',
  link: 'Link',
  buttonText: 'Button text',
  buttonExample: 'Shop now',
  noCategory: 'No category',
  orderHint: 'Lower shows first. Leave empty to put it last.',
  activeHint: 'Only active banners show on the shop.',
  hindiTitle: 'Title in Hindi',
  hindiSubtitle: 'Subtitle in Hindi',
  hindiDescription: 'Description in Hindi',
  hindiButtonText: 'Button text in Hindi',
} as const;

export type BannerMessages = typeof en;
export const bannerMessages = defineMessages(en, () => import('./banner.messages.hi'));
