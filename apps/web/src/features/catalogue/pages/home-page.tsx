import { FEATURED_COUNT, TRENDING_SHOWN_COUNT } from '@shop/contracts';
import { PageTitle } from '@/components/ui/page-title';
import { ToastRegion } from '@/components/ui/toast-region';
import { useT } from '@/lib/i18n';
import { catalogueMessages } from '../catalogue.messages';
import { useFeaturedProducts } from '../api/get-featured-products';
import { useTrendingProducts } from '../api/get-trending-products';
import { BannerCarousel } from '../components/banner-carousel/banner-carousel';
import { CustomerReviews } from '../components/customer-reviews';
import { HomeProductSection } from '../components/home-product-section';
import { ShopByCategory } from '../components/shop-by-category';

/**
 * spec §2 Home: the banner carousel, Shop by Category, Trending Now (10 shown), Featured Products
 * (8) and the static customer reviews.
 */
export function HomePage() {
  const trending = useTrendingProducts();
  const featured = useFeaturedProducts();
  const t = useT(catalogueMessages);

  return (
    <>
      <PageTitle title={t('homeTitle')} />
      <h1 className="sr-only">{t('homeHeading')}</h1>
      <BannerCarousel />
      <ShopByCategory />
      <HomeProductSection
        id="trending-now"
        title={t('trendingNow')}
        description={t('trendingNowText')}
        products={trending.products}
        isLoading={trending.isLoading}
        skeletonCount={TRENDING_SHOWN_COUNT}
        wideColumns={5}
      />
      <HomeProductSection
        id="featured-products"
        title={t('featuredProducts')}
        description={t('featuredProductsText')}
        products={featured.products}
        isLoading={featured.isLoading}
        skeletonCount={FEATURED_COUNT}
        wideColumns={4}
      />
      <CustomerReviews />
      <ToastRegion />
    </>
  );
}
