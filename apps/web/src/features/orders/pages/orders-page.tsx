import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PackageIcon, RefreshIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { useMyOrders } from '../api/get-my-orders';
import { LoadingMessage } from '../components/loading-message';
import { OrderCard } from '../components/order-card';
import { OrdersFiltersBar } from '../components/orders-filters';
import { OrdersPagination } from '../components/orders-pagination';
import {
  DEFAULT_ORDERS_FILTERS,
  filtersFromSearchParams,
  myOrdersQuery,
  searchParamsFromFilters,
  type OrdersFilters,
} from '../orders-list-params';

/** spec §8 Orders list. */
export const LOAD_ORDERS_FAILED = 'Failed to load orders. Please try again.';
export const REFRESH_ORDERS_FAILED = 'Failed to refresh orders. Please try again.';

/** spec §2 Orders list (/orders): header, filters, cards, pagination and every state. */
export function OrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const orders = useMyOrders(myOrdersQuery(filters));
  // Which message the error view gives depends on whether the refresh button asked.
  const [refreshing, setRefreshing] = useState(false);

  const changeFilters = useCallback(
    (next: Partial<OrdersFilters>) => {
      setRefreshing(false);
      setSearchParams(
        (current) => searchParamsFromFilters({ ...filtersFromSearchParams(current), ...next }),
        { replace: next.page === undefined || next.page === 1 },
      );
    },
    [setSearchParams],
  );

  const refresh = () => {
    setRefreshing(true);
    void orders.refetch();
  };
  const tryAgain = () => {
    setRefreshing(false);
    void orders.refetch();
  };

  const filtered = filters.search.trim() !== '' || filters.status !== 'all';
  const list = orders.data?.orders ?? [];
  const pagination = orders.data?.pagination;

  let body;
  if (orders.isError && !orders.isFetching) {
    body = (
      <EmptyState
        headingLevel={2}
        title="Oops! Something went wrong"
        description={refreshing ? REFRESH_ORDERS_FAILED : LOAD_ORDERS_FAILED}
      >
        <Button onClick={tryAgain}>Try Again</Button>
      </EmptyState>
    );
  } else if (orders.isPending || (orders.isError && orders.isFetching)) {
    body = <LoadingMessage text="Loading your orders..." />;
  } else if (list.length === 0 && filtered) {
    body = (
      <EmptyState
        headingLevel={2}
        title="No orders found"
        description="Try adjusting your search or filter criteria"
      >
        <Button onClick={() => changeFilters({ ...DEFAULT_ORDERS_FILTERS, sort: filters.sort })}>
          Clear Filters
        </Button>
      </EmptyState>
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon={<PackageIcon className="size-10" />}
        title="No orders yet"
        description="Start shopping to see your orders here"
      >
        <Link to="/products" className={buttonClasses()}>
          Start Shopping
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <div className="space-y-4" aria-busy={orders.isFetching}>
        <ul className="space-y-4">
          {list.map((order) => (
            <li key={order.orderId}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
        {pagination ? (
          <OrdersPagination
            total={pagination.total}
            page={pagination.page}
            pages={pagination.pages}
            onPage={(page) => {
              changeFilters({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title="My Orders" />
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Orders</h1>
        <Button variant="outline" size="sm" onClick={refresh} disabled={orders.isFetching}>
          <RefreshIcon className={orders.isFetching ? 'size-4 animate-spin' : 'size-4'} />
          Refresh
        </Button>
      </div>
      <div className="mt-6">
        <OrdersFiltersBar filters={filters} onChange={changeFilters} />
      </div>
      <div className="mt-6">{body}</div>
    </div>
  );
}
