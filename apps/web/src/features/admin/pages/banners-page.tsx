import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminBanner, AdminBannerList } from '@shop/contracts';
import { buttonClasses } from '@/components/ui/button-styles';
import { showToast } from '@/components/ui/toast-store';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { useReorderBanners } from '../api/reorder-banners';
import { useSetBannerStatus } from '../api/set-banner-status';
import { adminKeys } from '../admin-keys';
import { moveBanner } from '../banner-order';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminPagination } from '../components/admin-pagination';
import { BannerTable } from '../components/banner-table';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyTable, LoadError, LoadingRows } from '../components/query-states';
import { failureText } from '../server-errors';
import { useTableParams } from '../use-table-params';

/** spec §7 Banners: list, activate/deactivate, reorder, delete; changes show on the shop at once. */
export function BannersPage() {
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
      onSuccess: () => showToast(`Moved ${moved.title} ${direction < 0 ? 'up' : 'down'}`),
      onError: (error) => showToast(failureText(error, 'Could not reorder the banners.'), 'error'),
    });
  }

  function toggle(banner: AdminBanner) {
    setStatus.mutate(
      { id: banner._id, isActive: !banner.isActive },
      {
        onSuccess: () =>
          showToast(`${banner.title} is now ${banner.isActive ? 'inactive' : 'active'}`),
        onError: (error) => showToast(failureText(error), 'error'),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        showToast(`Deleted ${deleting.title}`);
        setDeleting(null);
      },
    });
  }

  return (
    <>
      <AdminPageHeader
        title="Banners"
        description="The home carousel and category cards, in display order. Changes show on the shop at once."
        actions={
          <Link to="/admin/banners/new" className={buttonClasses()}>
            New banner
          </Link>
        }
      />
      {banners.isPending ? (
        <LoadingRows label="Loading banners" />
      ) : banners.isError ? (
        <LoadError error={banners.error} onRetry={() => void banners.refetch()} />
      ) : banners.data.banners.length === 0 ? (
        <EmptyTable title="No banners yet">
          <Link to="/admin/banners/new" className="font-semibold text-brand-700 hover:underline">
            Create the first banner
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
            noun="banners"
            onPageChange={setPage}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete banner?"
        confirmLabel="Delete banner"
        busyLabel="Deleting..."
        busy={remove.isPending}
        error={remove.isError ? failureText(remove.error) : null}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>
          <strong>{deleting?.title}</strong> will be removed from the shop for good. To hide it for
          a while, deactivate it instead.
        </p>
      </ConfirmDialog>
    </>
  );
}
