import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { CategoryLinks } from '../components/category-links';

/** spec §2 Product listing. The grid, filters, sorting and paging come with the catalogue issue. */
export function ProductsPage() {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const filters = [
    search && { label: 'Search', value: search },
    params.get('category') && { label: 'Category', value: params.get('category') },
    params.get('subcategory') && { label: 'Subcategory', value: params.get('subcategory') },
  ].filter((filter): filter is { label: string; value: string } => Boolean(filter));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={search ? `${search} - All Products` : 'All Products'} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">All Products</h1>
      {filters.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ul aria-label="Active filters" className="flex flex-wrap gap-2">
            {filters.map((filter) => (
              <li
                key={filter.label}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800"
              >
                {filter.label}: <span className="font-semibold">{filter.value}</span>
              </li>
            ))}
          </ul>
          <Link to="/products" className="text-sm font-semibold text-brand-700 hover:underline">
            Clear Filters
          </Link>
        </div>
      ) : null}
      <CategoryLinks />
    </div>
  );
}
