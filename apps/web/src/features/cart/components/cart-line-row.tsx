import { Link } from '@/components/ui/link';
import { NO_COLOUR } from '@shop/contracts';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { productHref } from '@/features/catalogue';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cartMessages } from '../cart.messages';
import type { CartLineView } from '../cart-line';
import { lineStock, lineStockNote } from '../line-stock';
import { CartQuantityStepper } from './cart-quantity-stepper';

const LINK_BUTTON =
  'rounded-md px-1 py-1 text-sm font-semibold underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-50';

/**
 * spec §2 Cart: one line: image, name, size, color with swatch, price with original price and
 * discount %, the quantity stepper, the item total, 'Save for Later' and 'Remove'.
 */
export function CartLineRow({
  line,
  busy,
  onQuantityChange,
  onSaveForLater,
  onRemove,
}: {
  line: CartLineView;
  busy: boolean;
  onQuantityChange: (quantity: number) => void;
  onSaveForLater: () => void;
  onRemove: () => void;
}) {
  const t = useT(cartMessages);
  const href = productHref(line.productId);
  const stock = lineStock(line);
  const stockNote = lineStockNote(stock);
  return (
    <li
      aria-label={line.name}
      className={cn('flex gap-3 py-5 sm:gap-5', stock.kind !== 'ok' && 'bg-red-50/60')}
      data-testid="cart-line"
      aria-busy={busy}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ImageWithFallback
          src={line.image}
          alt={line.name}
          width={96}
          height={128}
          className="aspect-[3/4] w-20 rounded-lg bg-slate-100 object-cover sm:w-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">
              <Link to={href} className="line-clamp-2 hover:text-brand-800 hover:underline">
                {line.name}
              </Link>
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <span>{t('size', { size: line.size })}</span>
              {line.color && line.color !== NO_COLOUR ? (
                <span className="inline-flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className="inline-block size-3.5 rounded-full ring-1 ring-slate-300"
                    style={{ backgroundColor: line.colorCode ?? undefined }}
                  />
                  {t('color', { color: line.color })}
                </span>
              ) : null}
            </p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-slate-900">{formatPrice(line.price)}</span>
              {line.discount > 0 ? (
                <>
                  <s className="text-slate-500">
                    <span className="sr-only">{t('originalPrice')}</span>
                    {formatPrice(line.originalPrice)}
                  </s>
                  <span className="font-semibold text-emerald-700">
                    {t('percentOff', { discount: line.discount })}
                  </span>
                </>
              ) : null}
            </p>
            {stockNote ? (
              <p className="mt-1 text-sm font-semibold text-red-700" data-testid="line-stock">
                {stockNote}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-slate-600 sm:text-right">
            <span className="sm:block">{t('itemTotal')}</span>
            <span data-testid="item-total" className="text-base font-bold text-slate-900">
              {formatPrice(line.price * line.quantity)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <CartQuantityStepper
            value={line.quantity}
            max={line.stock ?? undefined}
            busy={busy}
            itemName={line.name}
            onChange={onQuantityChange}
          />
          <button
            type="button"
            disabled={busy}
            onClick={onSaveForLater}
            className={`${LINK_BUTTON} text-brand-800`}
          >
            {t('saveForLater')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={onRemove}
            className={`${LINK_BUTTON} text-red-700`}
          >
            {t('remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
