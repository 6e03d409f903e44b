import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { useSearchRecovery } from '../api/get-search-recovery';
import { useT } from '@/lib/i18n';
import { listingMessages } from './listing.messages';
import { ProductGrid } from './product-grid';

/**
 * Issue 13: a search that found nothing never dead-ends - "did you mean" from the nearest
 * catalogue words, and popular products of the closest category (or of the shop).
 */
export function SearchRecovery({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (text: string) => void;
}) {
  const { recovery, isLoading } = useSearchRecovery(search);
  const t = useT(listingMessages);
  if (isLoading) return <Spinner label={t('lookingForClose')} />;
  if (!recovery) return null;
  const { didYouMean, category, products } = recovery;
  return (
    <div className="mt-2 w-full text-left">
      {didYouMean ? (
        <p className="text-center text-slate-700">
          {t('didYouMean')}{' '}
          <button
            type="button"
            onClick={() => onSearch(didYouMean)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {didYouMean}
          </button>
          ?
        </p>
      ) : null}
      {products.length > 0 ? (
        <section aria-labelledby="popular-instead" className="mt-8">
          <h3 id="popular-instead" className="mb-4 text-lg font-semibold text-slate-900">
            {category ? (
              <>
                {t('popularIn')}{' '}
                <Link
                  to={`/products?category=${encodeURIComponent(category.slug)}`}
                  className="text-brand-700 hover:underline"
                >
                  {category.name}
                </Link>
              </>
            ) : (
              t('popularInShop')
            )}
          </h3>
          <ProductGrid products={products} layout="grid" />
        </section>
      ) : null}
    </div>
  );
}
