import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { useReorder } from '../../api/reorder';

/**
 * POST /orders/{id}/reorder puts the items still sold back in the cart; the toast says what went
 * in and names what could not (no longer sold, out of stock).
 */
export function ReorderButton({ orderId }: { orderId: string }) {
  const reorder = useReorder(orderId);
  const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
  const buyAgain = () =>
    reorder.mutate(undefined, {
      onSuccess: ({ added, unavailable }) => {
        const missing = unavailable.map((item) => `${item.name} (${item.size}): ${item.reason}`);
        if (added.length === 0) {
          showToast(`Nothing could be added to your cart. ${missing.join('; ')}`, 'error');
        } else if (missing.length > 0) {
          showToast(
            `Added ${items(added.length)} to your cart. Not available: ${missing.join('; ')}`,
          );
        } else {
          showToast(`Added ${items(added.length)} to your cart`);
        }
      },
      onError: (error) => showToast(error.message || 'Failed to add items to cart', 'error'),
    });
  return (
    <>
      <Button variant="outline" onClick={buyAgain} disabled={reorder.isPending}>
        {reorder.isPending ? 'Adding...' : 'Buy Again'}
      </Button>
      {reorder.isSuccess && reorder.data.added.length > 0 ? (
        <Link
          to="/cart"
          className="self-center text-sm font-semibold text-brand-700 hover:underline"
        >
          Go to Cart
        </Link>
      ) : null}
    </>
  );
}
