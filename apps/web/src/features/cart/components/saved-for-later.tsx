import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Price } from '@/components/ui/price';
import { productHref } from '@/features/catalogue';
import { useT } from '@/lib/i18n';
import { cartMessages } from '../cart.messages';
import type { SavedItemView } from '../use-saved-for-later';

/**
 * spec §2 Cart: the 'Saved for Later (n)' list, with 'Move to Cart' and 'Remove' per item.
 * Hidden when nothing is saved.
 */
export function SavedForLater({
  items,
  isBusy,
  onMoveToCart,
  onRemove,
}: {
  items: SavedItemView[];
  isBusy: (item: SavedItemView) => boolean;
  onMoveToCart: (item: SavedItemView) => void;
  onRemove: (item: SavedItemView) => void;
}) {
  const t = useT(cartMessages);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="saved-for-later" className="mt-12">
      <h2 id="saved-for-later" className="text-xl font-bold text-slate-900">
        {t('savedForLater', { count: items.length })}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {items.map((item) => {
          const busy = isBusy(item);
          const href = productHref(item.productId);
          return (
            <li
              key={item.productId}
              aria-label={item.name}
              aria-busy={busy}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block">
                <ImageWithFallback
                  src={item.image}
                  alt={item.name}
                  width={300}
                  height={400}
                  className="aspect-[3/4] w-full bg-slate-100 object-cover"
                />
                {item.inStock ? null : (
                  <span className="absolute inset-x-2 bottom-2 rounded-md bg-slate-900/85 px-2 py-1 text-center text-xs font-semibold text-white">
                    {t('outOfStockBadge')}
                  </span>
                )}
              </Link>
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h3 className="text-sm font-medium text-slate-900">
                  <Link to={href} className="line-clamp-2 hover:text-brand-800 hover:underline">
                    {item.name}
                  </Link>
                </h3>
                <Price price={item.price} originalPrice={item.originalPrice} className="text-sm" />
                <div className="mt-auto flex flex-col gap-2 pt-2">
                  <Button
                    size="sm"
                    disabled={busy || !item.inStock}
                    onClick={() => onMoveToCart(item)}
                  >
                    {busy ? t('moving') : t('moveToCart')}
                  </Button>
                  <Button size="sm" variant="ghost" disabled={busy} onClick={() => onRemove(item)}>
                    {t('remove')}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
