import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { CATEGORY_SKELETON_COUNT } from '@shop/contracts';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ShoppingBagIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { ToastRegion } from '@/components/ui/toast-region';
import { capitaliseSlug } from '@/lib/format';
import { useCategoryTree } from '../api/get-category-tree';
import { findCategory, listedCategorySlug } from '../category-lookup';
import { ProductListing } from '../components/product-listing';
import { useLanguage, useT } from '@/lib/i18n';
import { listingMessages } from '../components/listing.messages';
import { CATEGORY_SORTS } from '../sort-options';

/** Issue 20: an unknown slug is a missing page, not an empty category. */
function CategoryNotFound() {
  const t = useT(listingMessages);
  return (
    <>
      <PageTitle title={t('categoryNotFound')} />
      <EmptyState
        icon={<ShoppingBagIcon className="size-10" />}
        title={t('categoryNotFound')}
        description={t('categoryNotFoundText')}
      >
        <Link to="/products" className={buttonClasses()}>
          {t('browseAllProducts')}
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          {t('backToHome')}
        </Link>
      </EmptyState>
    </>
  );
}

/**
 * spec §2 Category listing (/categories/{categorySlug}): the heading is the slug with its first
 * letter capitalised; the slug is the list's category (a top-level or a child category).
 */
export function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const { categories, isLoaded } = useCategoryTree();
  const t = useT(listingMessages);
  const language = useLanguage();
  const category = findCategory(categories, categorySlug);
  // A tree that failed to load cannot say the category is missing: the listing is tried.
  if (isLoaded && !category) return <CategoryNotFound />;
  const slug = listedCategorySlug(category, categorySlug);
  // spec §2: the heading is the capitalised slug; a Hindi page shows the category's Hindi name.
  const heading = language === 'hi' && category ? category.name : capitaliseSlug(slug);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageTitle title={category?.name ?? heading} />
      <nav aria-label={t('breadcrumb')} className="text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-brand-800 hover:underline">
              {t('home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/products" className="hover:text-brand-800 hover:underline">
              {t('products')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-slate-700">
            {category?.name ?? heading}
          </li>
        </ol>
      </nav>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
      {category?.description ? <p className="mt-1 text-slate-600">{category.description}</p> : null}
      <ProductListing
        // A new category starts with a fresh panel (open sections, price inputs).
        key={slug}
        sorts={CATEGORY_SORTS}
        fixedCategory={slug}
        skeletonCount={CATEGORY_SKELETON_COUNT}
        showFirstLast={false}
        showPageSize={false}
        renderEmpty={() => (
          <EmptyState
            headingLevel={2}
            icon={<ShoppingBagIcon className="size-10" />}
            title={t('noProductsInCategory')}
          >
            <Link to="/products" className={buttonClasses()}>
              {t('browseAllProducts')}
            </Link>
          </EmptyState>
        )}
      />
      <ToastRegion />
    </div>
  );
}
