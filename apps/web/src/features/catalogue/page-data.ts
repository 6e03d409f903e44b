import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { RELATED_PRODUCTS_COUNT } from '@shop/contracts';
import { reviewKeys } from '@/features/reviews';
import { getActiveBannersQueryOptions } from './api/get-active-banners';
import { categoryTreeQueryOptions } from './api/get-category-tree';
import { getFeaturedProductsQueryOptions } from './api/get-featured-products';
import { getProductQueryOptions } from './api/get-product';
import { getProductFiltersQueryOptions } from './api/get-product-filters';
import { getProductsQueryOptions } from './api/get-products';
import { getTrendingProductsQueryOptions } from './api/get-trending-products';
import { productKeys, searchKeys } from './catalogue-keys';
import { findCategory, listedCategorySlug } from './category-lookup';
import { listingRequest, readListingState } from './listing-params';
import { toFilterRequest } from './product-query';
import { CATEGORY_SORTS, LISTING_SORTS, type SortOption } from './sort-options';

/** The address of a server-rendered page: its route's parameters and its query string. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * What a server-rendered page reads (decision 024), declared from its address with the very
 * query options its hooks use, so the server fetches it all and then renders the page once. A
 * query left out still works (the render fetches it and renders again) but costs a second
 * render; the server render test fails on it.
 */
export interface PageData {
  /** Fetches into the render's cache every query the page shows with its data. */
  fetch: (client: QueryClient, address: PageAddress) => Promise<void>;
  /**
   * Key prefixes of queries the page reads but leaves for the browser to load after hydration
   * (rendered loading): slow answers the first paint does not need.
   */
  browserLoads?: (address: PageAddress) => QueryKey[];
}

/** The header's category menu, on every page (and the category page's own lookup). */
export const categoryMenuData: PageData = {
  fetch: (client) => client.prefetchQuery(categoryTreeQueryOptions()),
};

/** Home: banners (carousel and category cards), Shop by Category, trending and featured. */
export const homePageData: PageData = {
  fetch: async (client) => {
    await Promise.all([
      client.prefetchQuery(getActiveBannersQueryOptions()),
      client.prefetchQuery(categoryTreeQueryOptions()),
      client.prefetchQuery(getTrendingProductsQueryOptions()),
      client.prefetchQuery(getFeaturedProductsQueryOptions()),
    ]);
  },
};

/** A product list and its filter panel (ProductListing). */
async function fetchListing(
  client: QueryClient,
  address: PageAddress,
  sorts: readonly SortOption[],
  fixedCategory?: string,
): Promise<void> {
  const request = listingRequest(readListingState(address.search, sorts), fixedCategory);
  await Promise.all([
    client.prefetchQuery(getProductsQueryOptions(request)),
    client.prefetchQuery(getProductFiltersQueryOptions(toFilterRequest(request))),
    client.prefetchQuery(categoryTreeQueryOptions()),
  ]);
}

/** /products: the list the address asks for. */
export const productsPageData: PageData = {
  fetch: (client, address) => fetchListing(client, address, LISTING_SORTS),
  // A search that found nothing shows what might help instead (SearchRecovery): its answer takes
  // about half a second on a large catalogue, so it is the browser's to load.
  browserLoads: ({ search }) => [
    searchKeys.recover(readListingState(search, LISTING_SORTS).search),
  ],
};

/** /categories/{slug}: the tree says which category (or none: not found), then its list. */
export const categoryPageData: PageData = {
  fetch: async (client, address) => {
    const addressSlug = address.params.categorySlug ?? '';
    await client.prefetchQuery(categoryTreeQueryOptions());
    const categories = client.getQueryData(categoryTreeQueryOptions().queryKey);
    const category = categories ? findCategory(categories, addressSlug) : undefined;
    // A loaded tree without it: the page says 'Category not found' and lists nothing.
    if (categories && !category) return;
    await fetchListing(client, address, CATEGORY_SORTS, listedCategorySlug(category, addressSlug));
  },
};

/**
 * /products/{id}: the product. Its reviews and related products (a few hundred milliseconds on
 * a large catalogue) are below the fold: the browser loads them.
 */
export const productDetailPageData: PageData = {
  fetch: (client, { params }) => client.prefetchQuery(getProductQueryOptions(params.id ?? '')),
  browserLoads: ({ params }) => [
    reviewKeys.all(params.id ?? ''),
    productKeys.related(params.id ?? '', RELATED_PRODUCTS_COUNT),
  ],
};
