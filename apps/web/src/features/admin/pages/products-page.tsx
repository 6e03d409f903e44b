import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button-styles';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { categoryChoices } from '../category-choices';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminPagination } from '../components/admin-pagination';
import { ChoiceField } from '../components/form-controls';
import { productMessages } from '../components/product.messages';
import { ProductTable } from '../components/product-table';
import { EmptyTable, LoadError, LoadingRows } from '../components/query-states';
import { TableFilters } from '../components/table-filters';
import { useTableParams } from '../use-table-params';

/** The catalogue as the shop owner sees it: every product, searchable by name or brand. */
export function ProductsPage() {
  const t = useT(productMessages);
  const common = useT(adminMessages);
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
        title={t('title')}
        description={t('description')}
        actions={
          <Link to="/admin/products/new" className={buttonClasses()}>
            {t('newProduct')}
          </Link>
        }
      />
      <TableFilters
        searchLabel={t('searchLabel')}
        searchPlaceholder={t('searchPlaceholder')}
        search={filters.search}
        onSearch={(search) => setFilters({ search })}
      >
        <ChoiceField
          label={common('category')}
          emptyLabel={t('allCategories')}
          choices={categoryChoices(categories.data?.categories ?? [])}
          value={filters.category}
          onChange={(event) => setFilters({ category: event.target.value })}
        />
        <ChoiceField
          label={common('status')}
          emptyLabel={t('allProducts')}
          choices={[
            { value: 'true', label: common('activeOnly') },
            { value: 'false', label: common('inactiveOnly') },
          ]}
          value={filters.isActive}
          onChange={(event) => setFilters({ isActive: event.target.value })}
        />
      </TableFilters>
      {products.isPending ? (
        <LoadingRows label={t('loadingProducts')} />
      ) : products.isError ? (
        <LoadError error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.products.length === 0 ? (
        <EmptyTable title={filtered ? t('noMatch') : t('noProducts')}>
          {filtered ? (
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => setFilters({ search: '', category: '', isActive: '' })}
            >
              {common('clearFilters')}
            </button>
          ) : (
            <Link to="/admin/products/new" className="font-semibold text-brand-700 hover:underline">
              {t('addFirst')}
            </Link>
          )}
        </EmptyTable>
      ) : (
        <>
          <ProductTable products={products.data.products} />
          <AdminPagination
            pagination={products.data.pagination}
            noun={{ one: t('nounOne'), other: t('noun') }}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
