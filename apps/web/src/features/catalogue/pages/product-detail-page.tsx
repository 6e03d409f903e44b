import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { ToastRegion } from '@/components/ui/toast-region';
import { useProduct } from '../api/get-product';
import { useT } from '@/lib/i18n';
import { productDetailMessages } from '../components/product-detail/product-detail.messages';
import { ProductDetail } from '../components/product-detail/product-detail';

function ProductDetailSkeleton() {
  const t = useT(productDetailMessages);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-2 lg:gap-12" role="status">
      <span className="sr-only">{t('loadingProduct')}</span>
      <Skeleton className="aspect-[3/4] w-full rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-11 w-2/3" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

/** spec §2 Product detail (/products/{id}); any load failure shows 'Product Not Found'. */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError } = useProduct(id);
  const t = useT(productDetailMessages);

  if (isPending) return <ProductDetailSkeleton />;

  if (isError || !product) {
    return (
      <>
        <PageTitle title={t('productNotFound')} />
        <EmptyState title={t('productNotFound')} description={t('productNotFoundText')}>
          <Link to="/products" className={buttonClasses()}>
            {t('backToProducts')}
          </Link>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <PageTitle title={product.name} />
      <ProductDetail key={product._id} product={product} />
      <ToastRegion />
    </>
  );
}
