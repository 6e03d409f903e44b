import { Link } from '@/components/ui/link';
import type { Banner, Category } from '@shop/contracts';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategoryCardBanners } from '../api/get-active-banners';
import { useCategoryTree } from '../api/get-category-tree';
import { BannerLink } from './banner-link';
import { useT } from '@/lib/i18n';
import { catalogueMessages } from '../catalogue.messages';

const SKELETON_CARDS = 6;
const CARD =
  'group relative block overflow-hidden rounded-2xl border border-slate-200 bg-brand-900 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md';
// Banner art sits right of centre; phones get a squarer crop that keeps it in view.
const IMAGE =
  'aspect-[4/3] w-full object-cover object-[72%_50%] transition-transform duration-300 group-hover:scale-[1.04] sm:aspect-[8/5]';

function CardCaption({ title, subtitle }: { title: string; subtitle?: string | null }) {
  return (
    <span className="absolute inset-x-0 bottom-0 block bg-gradient-to-t from-slate-950/85 via-slate-950/50 to-transparent px-4 pt-10 pb-3 text-white">
      <span className="block text-lg font-bold">{title}</span>
      {subtitle ? (
        <span className="line-clamp-1 block text-sm text-white/85">{subtitle}</span>
      ) : null}
    </span>
  );
}

function BannerCard({ banner }: { banner: Banner }) {
  const content = (
    <>
      <ImageWithFallback
        src={banner.image}
        alt={banner.title}
        width={1600}
        height={1000}
        className={IMAGE}
      />
      <CardCaption title={banner.title} subtitle={banner.subtitle} />
    </>
  );
  return banner.link ? (
    <BannerLink href={banner.link} className={CARD}>
      {content}
    </BannerLink>
  ) : (
    <div className={CARD}>{content}</div>
  );
}

function CategoryCard({ category }: { category: Category }) {
  return (
    <Link to={`/categories/${encodeURIComponent(category.slug)}`} className={CARD}>
      <ImageWithFallback
        src={category.image}
        alt={category.name}
        width={600}
        height={375}
        className={IMAGE}
      />
      <CardCaption title={category.name} subtitle={category.description} />
    </Link>
  );
}

/**
 * spec §2/§4 Home: Shop by Category shows the category-card banners (refreshed every 2 minutes);
 * with none, it falls back to the active top-level categories.
 */
export function ShopByCategory() {
  const cards = useCategoryCardBanners();
  const t = useT(catalogueMessages);
  const tree = useCategoryTree();
  const useTree = !cards.isLoading && cards.banners.length === 0;
  const isLoading = cards.isLoading || (useTree && tree.isLoading);
  // spec §8: failed fetches give empty lists; the section then stays out of the way.
  if (!isLoading && cards.banners.length === 0 && tree.categories.length === 0) return null;

  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="shop-by-category" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('shopByCategory')}
      </h2>
      <p className="mt-1 text-slate-600">{t('shopByCategoryText')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {isLoading
          ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton className="aspect-[4/3] w-full rounded-2xl sm:aspect-[8/5]" />
              </li>
            ))
          : useTree
            ? tree.categories.map((category) => (
                <li key={category._id}>
                  <CategoryCard category={category} />
                </li>
              ))
            : cards.banners.map((banner) => (
                <li key={banner._id}>
                  <BannerCard banner={banner} />
                </li>
              ))}
      </ul>
      {isLoading ? (
        <span className="sr-only" role="status">
          {t('loadingCategories')}
        </span>
      ) : null}
    </section>
  );
}
