import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { PageTitle } from '@/components/ui/page-title';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { useProduct } from '../api/get-product';

/**
 * spec §2 Product detail: name, image, price and description for now; the gallery, variant
 * choice, cart and wishlist buttons come with the catalogue and cart issues.
 */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError } = useProduct(id);

  if (isPending) {
    return (
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-2" role="status">
        <span className="sr-only">Loading product</span>
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="space-y-4">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    );
  }

  if (isError || !product) {
    return (
      <>
        <PageTitle title="Product Not Found" />
        <EmptyState
          title="Product Not Found"
          description="The product you are looking for is not available."
        >
          <Link to="/products" className={buttonClasses()}>
            Back to Products
          </Link>
        </EmptyState>
      </>
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-2">
      <PageTitle title={product.name} />
      <ImageWithFallback
        src={product.images?.[0]}
        alt={product.name}
        className="aspect-square w-full rounded-2xl border border-slate-200 bg-white object-cover"
      />
      <div>
        {product.brand ? (
          <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {product.brand}
          </p>
        ) : null}
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{product.name}</h1>
        <Price
          price={product.price}
          originalPrice={product.originalPrice}
          className="mt-4 text-xl"
        />
        {product.description ? (
          <p className="mt-6 leading-relaxed text-slate-700">{product.description}</p>
        ) : null}
        <Link to="/products" className={buttonClasses({ variant: 'outline', className: 'mt-8' })}>
          Back to Products
        </Link>
      </div>
    </div>
  );
}
