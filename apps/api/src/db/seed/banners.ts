import { bannerTranslations } from './hindi';
import { bannerImagePath, type BannerThemeName } from '../../lib/catalog-image-names';
import type { banners } from '../schema';
import { randomFor, seededId } from './random';

export type BannerRow = typeof banners.$inferInsert;

const BANNERS_CREATED_AT = new Date('2026-10-15T03:30:00.000Z');

interface BannerSeed {
  title: string;
  subtitle: string;
  description: string;
  theme: BannerThemeName;
  displayType: 'carousel' | 'category-card' | 'both';
  /** A level-1 category slug: category cards open that category. */
  category?: string;
  /** Where the button goes when the banner is not a category card. */
  link?: string;
  buttonText: string;
  order: number;
  isActive?: boolean;
}

// Issue 20: a banner's words promise only what its one link opens (a listing has one category).
const BANNER_SEEDS: readonly BannerSeed[] = [
  {
    title: 'Festive Sale - Up to 70% Off',
    subtitle: "Diwali dhamaka on women's kurtas, sarees and more",
    description: 'Dress up for the festival of lights with our biggest sale of the season.',
    theme: 'festive-sale',
    displayType: 'carousel',
    link: '/products?category=women',
    buttonText: 'Shop Now',
    order: 1,
  },
  {
    title: "New Arrivals in Men's Ethnic Wear",
    subtitle: 'Handloom, chikankari and block prints',
    description: 'Fresh from weavers and printers across India.',
    theme: 'ethnic-wear',
    displayType: 'carousel',
    link: '/products?category=men',
    buttonText: 'Shop Now',
    order: 2,
  },
  {
    title: 'Footwear Fest',
    subtitle: 'Sneakers, floaters and juttis for every step',
    description: 'Step into the season with styles for every occasion.',
    theme: 'footwear-fest',
    displayType: 'carousel',
    link: '/products?category=footwear',
    buttonText: 'Shop Now',
    order: 3,
  },
  {
    title: 'Home Makeover',
    subtitle: 'Bedsheets, cushions and curtains',
    description: 'Give every room a festive refresh with Jaipur prints and bright colours.',
    theme: 'home-makeover',
    displayType: 'carousel',
    link: '/products?category=home-living',
    buttonText: 'Shop Now',
    order: 4,
  },
  {
    title: 'Just Landed',
    subtitle: 'The newest styles, added every week',
    description: 'Dresses, kurtas and tops fresh into the shop.',
    theme: 'new-arrivals',
    displayType: 'both',
    category: 'women',
    buttonText: 'Explore',
    order: 5,
  },
  {
    title: 'Monsoon Must-Haves',
    subtitle: 'Rain-ready floaters and sandals',
    description: 'Back when the rains return.',
    theme: 'monsoon',
    displayType: 'carousel',
    link: '/products?category=footwear',
    buttonText: 'Shop Now',
    order: 6,
    isActive: false,
  },
  ...(
    [
      ['men', 'Men', 'Tees, shirts, denims and kurtas', 'men'],
      ['women', 'Women', 'Kurtas, sarees, dresses and tops', 'women'],
      ['kids', 'Kids', 'Playtime to party time', 'kids'],
      ['footwear', 'Footwear', 'Run, walk and celebrate', 'footwear'],
      ['bags-accessories', 'Bags & Accessories', 'Carry it in style', 'accessories'],
      ['home-living', 'Home & Living', 'Make your home yours', 'home'],
      ['beauty', 'Beauty', 'Indian ingredients, modern care', 'beauty'],
      ['electronics-accessories', 'Electronics Accessories', 'Power up and plug in', 'electronics'],
    ] as const
  ).map(([category, title, subtitle, theme], i): BannerSeed => ({
    title,
    subtitle,
    description: `Shop the ${title.toLowerCase()} collection.`,
    theme,
    displayType: 'category-card',
    category,
    buttonText: 'Explore',
    order: i + 1,
  })),
];

export function buildBanners(topLevel: ReadonlyMap<string, string>): BannerRow[] {
  const random = randomFor('banners');
  return BANNER_SEEDS.map((seed) => {
    const categoryId = seed.category ? topLevel.get(seed.category) : undefined;
    if (seed.category && !categoryId)
      throw new Error(`Banner for unknown category ${seed.category}`);
    return {
      id: seededId(random, BANNERS_CREATED_AT),
      title: seed.title,
      subtitle: seed.subtitle,
      description: seed.description,
      image: bannerImagePath(seed.theme),
      link: seed.category ? `/categories/${seed.category}` : (seed.link ?? null),
      buttonText: seed.buttonText,
      translations: bannerTranslations(seed.title),
      displayType: seed.displayType,
      order: seed.order,
      categoryId: categoryId ?? null,
      isActive: seed.isActive ?? true,
      createdAt: BANNERS_CREATED_AT,
      updatedAt: BANNERS_CREATED_AT,
    };
  });
}
