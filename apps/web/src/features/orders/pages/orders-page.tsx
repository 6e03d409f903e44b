import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PackageIcon, RefreshIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/lib/i18n';
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
import { ordersMessages } from '../orders.messages';

/** spec §2 Orders list (/orders): header, filters, cards, pagination and every state. */
export function OrdersPage() {
  const t = useT(ordersMessages);
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
  // A stale link (?page=99) answers no orders although the shopper has some: 'No orders yet' is
  // for a shopper with none (spec §2), so such a page turns into the last one that has orders.
  const lastPage =
    pagination && list.length === 0 && pagination.total > 0 && filters.page > pagination.pages
      ? pagination.pages
      : null;
  // An empty answer kept on screen while the next one loads says nothing about the next one.
  const emptyPlaceholder = orders.isPlaceholderData && list.length === 0;

  useEffect(() => {
    if (lastPage === null || orders.isPlaceholderData) return;
    // Replaced, not pushed: Back should not lead to the empty page again.
    setSearchParams(
      (current) => searchParamsFromFilters({ ...filtersFromSearchParams(current), page: lastPage }),
      { replace: true },
    );
  }, [lastPage, orders.isPlaceholderData, setSearchParams]);

  let body;
  if (orders.isError && !orders.isFetching) {
    body = (
      <EmptyState
        headingLevel={2}
        title={t('errorTitle')}
        description={refreshing ? t('refreshOrdersFailed') : t('loadOrdersFailed')}
      >
        <Button onClick={tryAgain}>{t('tryAgain')}</Button>
      </EmptyState>
    );
  } else if (
    orders.isPending ||
    (orders.isError && orders.isFetching) ||
    lastPage !== null ||
    emptyPlaceholder
  ) {
    body = <LoadingMessage text={t('loadingOrders')} />;
  } else if (list.length === 0 && filtered) {
    body = (
      <EmptyState headingLevel={2} title={t('noneFoundTitle')} description={t('noneFoundText')}>
        <Button onClick={() => changeFilters({ ...DEFAULT_ORDERS_FILTERS, sort: filters.sort })}>
          {t('clearFilters')}
        </Button>
      </EmptyState>
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon={<PackageIcon className="size-10" />}
        title={t('noOrdersTitle')}
        description={t('noOrdersText')}
      >
        <Link to="/products" className={buttonClasses()}>
          {t('startShopping')}
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
      <PageTitle title={t('myOrders')} />
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('myOrders')}</h1>
        <Button variant="outline" size="sm" onClick={refresh} disabled={orders.isFetching}>
          <RefreshIcon className={orders.isFetching ? 'size-4 animate-spin' : 'size-4'} />
          {t('refresh')}
        </Button>
      </div>
      <div className="mt-6">
        <OrdersFiltersBar filters={filters} onChange={changeFilters} />
      </div>
      <div className="mt-6">{body}</div>
    </div>
  );
}
