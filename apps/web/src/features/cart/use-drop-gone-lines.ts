import { useEffect } from 'react';
import { showToast } from '@/components/ui/toast-store';
import { lineProductId, readLocalCart, writeLocalCart } from '@/features/shopping';
import { cartAlert } from './cart-alerts';

/**
 * A visitor's cart lines whose product the catalogue no longer sells (404) are dropped from the
 * browser's cart, with a notice naming them: such a line would otherwise show at an old price
 * and reach checkout (issue 20).
 */
export function useDropGoneLines(gone: ReadonlySet<string>): void {
  const goneKey = [...gone].sort().join(',');
  useEffect(() => {
    if (goneKey === '') return;
    const ids = new Set(goneKey.split(','));
    const items = readLocalCart();
    const dropped = items.filter((item) => ids.has(lineProductId(item) ?? ''));
    if (dropped.length === 0) return;
    writeLocalCart(items.filter((item) => !dropped.includes(item)));
    const names = [
      ...new Set(dropped.map((item) => item.productData?.name ?? cartAlert('aProduct'))),
    ];
    showToast(
      names.length === 1
        ? cartAlert('droppedOne', { name: names[0] ?? '' })
        : cartAlert('droppedMany', { count: names.length }),
      'error',
    );
  }, [goneKey]);
}
