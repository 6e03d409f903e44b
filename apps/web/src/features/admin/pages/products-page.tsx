import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { categoryChoices } from '../category-choices';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminPagination } from '../components/admin-pagination';
import { ChoiceField } from '../components/form-controls';
import { ProductTable } from '../components/product-table';
import { EmptyTable, LoadError, LoadingRows } from '../components/query-states';
import { TableFilters } from '../components/table-filters';
import { useTableParams } from '../use-table-params';

const ACTIVE_CHOICES = [
  { value: 'true', label: 'Active only' },
  { value: 'false', label: 'Inactive only' },
];

/** The catalogue as the shop owner sees it: every product, searchable by name or brand. */
export function ProductsPage() {
  const { page, filters, setPage, setFilters } = useTableParams([
    'search',
    'category',
    'isActive',
  ] as const);
  const products = useProducts({ page, ...filters });
  const categories = useCategories();
  const filtered = Boolean(filters.search || filters.category || filters.isActive);

  return (
    <>
      <AdminPageHeader
        title="Products"
        description="Inactive products are hidden from the shop but kept here."
        actions={
          <Link to="/admin/products/new" className={buttonClasses()}>
            New product
          </Link>
        }
      />
      <TableFilters
        searchLabel="Search products"
        searchPlaceholder="Name or brand"
        search={filters.search}
        onSearch={(search) => setFilters({ search })}
      >
        <ChoiceField
          label="Category"
          emptyLabel="All categories"
          choices={categoryChoices(categories.data?.categories ?? [])}
          value={filters.category}
          onChange={(event) => setFilters({ category: event.target.value })}
        />
        <ChoiceField
          label="Status"
          emptyLabel="All products"
          choices={ACTIVE_CHOICES}
          value={filters.isActive}
          onChange={(event) => setFilters({ isActive: event.target.value })}
        />
      </TableFilters>
      {products.isPending ? (
        <LoadingRows label="Loading products" />
      ) : products.isError ? (
        <LoadError error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.products.length === 0 ? (
        <EmptyTable title={filtered ? 'No products match these filters' : 'No products yet'}>
          {filtered ? (
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => setFilters({ search: '', category: '', isActive: '' })}
            >
              Clear filters
            </button>
          ) : (
            <Link to="/admin/products/new" className="font-semibold text-brand-700 hover:underline">
              Add the first product
            </Link>
          )}
        </EmptyTable>
      ) : (
        <>
          <ProductTable products={products.data.products} />
          <AdminPagination
            pagination={products.data.pagination}
            noun="products"
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
