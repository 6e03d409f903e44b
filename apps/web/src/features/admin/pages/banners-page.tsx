import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import type { AdminBanner, AdminBannerList } from '@shop/contracts';
import { buttonClasses } from '@/components/ui/button-styles';
import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { useReorderBanners } from '../api/reorder-banners';
import { useSetBannerStatus } from '../api/set-banner-status';
import { adminKeys } from '../admin-keys';
import { moveBanner } from '../banner-order';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminPagination } from '../components/admin-pagination';
import { BannerTable } from '../components/banner-table';
import { bannerMessages } from '../components/banner.messages';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyTable, LoadError, LoadingRows } from '../components/query-states';
import { failureText } from '../server-errors';
import { useTableParams } from '../use-table-params';

/** spec §7 Banners: list, activate/deactivate, reorder, delete; changes show on the shop at once. */
export function BannersPage() {
  const t = useT(bannerMessages);
  const common = useT(adminMessages);
  const { page, setPage } = useTableParams([]);
  const banners = useBanners(page);
  const queryClient = useQueryClient();
  const reorder = useReorderBanners();
  const setStatus = useSetBannerStatus();
  const remove = useDeleteBanner();
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);

  function move(index: number, direction: -1 | 1) {
    const moved = banners.data?.banners[index];
    const result = moveBanner(banners.data?.banners ?? [], index, direction);
    if (!moved || !result) return;
    // Show the new order at once; the server's answer (or a failure) settles it.
    queryClient.setQueryData<AdminBannerList>(adminKeys.bannerList(page), (old) =>
      old ? { ...old, banners: result.banners } : old,
    );
    reorder.mutate(result.bannerOrders, {
      onSuccess: () =>
        showToast(t('moved', { name: moved.title, direction: direction < 0 ? 'up' : 'down' })),
      onError: (error) => showToast(failureText(error, t('reorderFailed')), 'error'),
    });
  }

  function toggle(banner: AdminBanner) {
    setStatus.mutate(
      { id: banner._id, isActive: !banner.isActive },
      {
        onSuccess: () =>
          showToast(common('nowActive', { name: banner.title, active: String(!banner.isActive) })),
        onError: (error) => showToast(failureText(error), 'error'),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        showToast(common('deleted', { name: deleting.title }));
        setDeleting(null);
      },
    });
  }

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link to="/admin/banners/new" className={buttonClasses()}>
            {t('newBanner')}
          </Link>
        }
      />
      {banners.isPending ? (
        <LoadingRows label={t('loading')} />
      ) : banners.isError ? (
        <LoadError error={banners.error} onRetry={() => void banners.refetch()} />
      ) : banners.data.banners.length === 0 ? (
        <EmptyTable title={t('noBanners')}>
          <Link to="/admin/banners/new" className="font-semibold text-brand-700 hover:underline">
            {t('createFirst')}
          </Link>
        </EmptyTable>
      ) : (
        <>
          <BannerTable
            banners={banners.data.banners}
            busy={reorder.isPending || setStatus.isPending}
            onMove={move}
            onToggle={toggle}
            onDelete={(banner) => {
              remove.reset();
              setDeleting(banner);
            }}
          />
          <AdminPagination
            pagination={banners.data.pagination}
            noun={{ one: t('nounOne'), other: t('noun') }}
            onPageChange={setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('deleteBanner')}
        busyLabel={common('deleting')}
        busy={remove.isPending}
        error={remove.isError ? failureText(remove.error) : null}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>
          <strong>{deleting?.title}</strong> {t('willBeRemoved')}
        </p>
      </ConfirmDialog>
    </>
  );
}
