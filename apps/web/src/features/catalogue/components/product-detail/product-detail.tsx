import { memo, useState } from 'react';
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near';
import { Link } from '@/components/ui/link';
import type { ProductDetail as ProductWithDisclosures } from '@shop/contracts';
import { WhenNear } from '@/components/ui/when-near';
import { DeliveryCheckBox } from '@/features/delivery';
import { RatingSummary, REVIEWS_ANCHOR, ReviewsSection } from '@/features/reviews';
import { galleryImages, initialSelection, selectImage } from '../../variant-selection';
import { LegalInformation } from './legal-information';
import { ProductGallery } from './product-gallery';
import { ProductSpecifications } from './product-specifications';
import { PurchasePanel } from './purchase-panel';
import { useT } from '@/lib/i18n';
import { productDetailMessages } from './product-detail.messages';
import { RelatedProducts } from './related-products';

/** The loaded product page. Render with `key={product._id}` so another product starts afresh. */
export function ProductDetail({ product }: { product: ProductWithDisclosures }) {
  const [selection, setSelection] = useState(() => initialSelection(product));
  const t = useT(productDetailMessages);
  const category = product.category;
  const subCategory = product.subCategory;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <nav aria-label={t('breadcrumb')} className="text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-brand-800 hover:underline">
              {t('home')}
            </Link>
          </li>
          {category ? (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <Link
                  to={`/categories/${encodeURIComponent(category.slug)}`}
                  className="hover:text-brand-800 hover:underline"
                >
                  {category.name}
                </Link>
              </li>
            </>
          ) : null}
          {subCategory ? (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <Link
                  to={`/categories/${encodeURIComponent(subCategory.slug)}`}
                  className="hover:text-brand-800 hover:underline"
                >
                  {subCategory.name}
                </Link>
              </li>
            </>
          ) : null}
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="line-clamp-1 text-slate-700">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="mt-4 grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery
          images={galleryImages(product, selection)}
          productName={product.name}
          index={selection.imageIndex}
          onSelect={(index) => setSelection((current) => selectImage(current, index))}
        />
        <div className="flex flex-col gap-6">
          <div>
            {product.brand ? (
              <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
                {product.brand}
              </p>
            ) : null}
            <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{product.name}</h1>
            {product.rating.count > 0 ? (
              <a
                href={`#${REVIEWS_ANCHOR}`}
                className="mt-2 inline-block hover:underline"
                aria-label={t('ratedReadReviews', {
                  average: product.rating.average,
                  count: product.rating.count,
                })}
              >
                <RatingSummary average={product.rating.average} count={product.rating.count} />
              </a>
            ) : null}
            {product.description ? (
              <p className="mt-3 leading-relaxed text-slate-700">{product.description}</p>
            ) : null}
          </div>
          <PurchasePanel product={product} selection={selection} onSelectionChange={setSelection} />
          <ProductFacts
            productId={product._id}
            specifications={product.specifications}
            disclosures={product.disclosures}
          />
        </div>
      </div>

      <ReviewsSection productId={product._id} />
      {/* Asked for and drawn as the shopper comes near (decision 030). */}
      <WhenNear>
        <RelatedProducts productId={product._id} />
      </WhenNear>
    </div>
  );
}

/**
 * What follows the purchase panel: the delivery check, specifications and legal information. Off
 * a phone's first screen, so hydrated when the shopper comes near it or reaches for it (decision
 * 046). Memoised: choosing a size re-renders the page, not this.
 */
const ProductFacts = memo(function ProductFacts({
  productId,
  specifications,
  disclosures,
}: {
  productId: string;
  specifications: ProductWithDisclosures['specifications'];
  disclosures: ProductWithDisclosures['disclosures'];
}) {
  return (
    <HydrateWhenNear name="product-facts" className="flex flex-col gap-6">
      <DeliveryCheckBox productId={productId} />
      <ProductSpecifications specifications={specifications} />
      <LegalInformation disclosures={disclosures} />
    </HydrateWhenNear>
  );
});
