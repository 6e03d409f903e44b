import { useRelatedProducts } from '../../api/get-related-products';
import { useT } from '@/lib/i18n';
import { productDetailMessages } from './product-detail.messages';
import { ProductGrid } from '../product-grid';

/**
 * 'You May Also Like': real related products (same subcategory first). The specification's
 * placeholder text is superseded; with nothing related the section is left out.
 */
export function RelatedProducts({ productId }: { productId: string }) {
  const { products } = useRelatedProducts(productId);
  const t = useT(productDetailMessages);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="below-fold mt-12">
      <h2 id="related-products" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t('youMayAlsoLike')}
      </h2>
      <ProductGrid products={products} className="mt-4 lg:grid-cols-4" />
    </section>
  );
}
