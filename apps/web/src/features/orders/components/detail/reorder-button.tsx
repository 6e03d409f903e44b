import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { useReorder } from '../../api/reorder';
import { ordersMessages } from '../../orders.messages';

/**
 * POST /orders/{id}/reorder puts the items still sold back in the cart; the toast says what went
 * in and names what could not (no longer sold, out of stock).
 */
export function ReorderButton({ orderId }: { orderId: string }) {
  const reorder = useReorder(orderId);
  const t = useT(ordersMessages);
  const buyAgain = () =>
    reorder.mutate(undefined, {
      onSuccess: ({ added, unavailable }) => {
        const missing = unavailable.map((item) => `${item.name} (${item.size}): ${item.reason}`);
        if (added.length === 0) {
          showToast(t('reorderNothing', { missing: missing.join('; ') }), 'error');
        } else if (missing.length > 0) {
          showToast(t('reorderPartial', { count: added.length, missing: missing.join('; ') }));
        } else {
          showToast(t('reorderAdded', { count: added.length }));
        }
      },
      onError: (error) => showToast(error.message || t('reorderFailed'), 'error'),
    });
  return (
    <>
      <Button variant="outline" onClick={buyAgain} disabled={reorder.isPending}>
        {reorder.isPending ? t('adding') : t('buyAgain')}
      </Button>
      {reorder.isSuccess && reorder.data.added.length > 0 ? (
        <Link
          to="/cart"
          className="self-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('goToCart')}
        </Link>
      ) : null}
    </>
  );
}
