import { discountPercent, formatPrice } from '@/lib/format';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { uiMessages } from './ui.messages';

/**
 * spec §2/§9: price, struck-through original price and the rounded percent off. The product page
 * shows the percent as a '% OFF' badge (`offStyle="badge"`); cards keep it as text. `from` marks
 * the lowest of several prices ('from ₹949') so a range is never passed off as one price.
 */
export function Price({
  price,
  originalPrice,
  className,
  offStyle = 'text',
  from = false,
}: {
  price: number;
  originalPrice?: number | null;
  className?: string;
  offStyle?: 'text' | 'badge';
  from?: boolean;
}) {
  const off = discountPercent(price, originalPrice);
  const t = useT(uiMessages);
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="font-semibold text-slate-900">
        {from ? <span className="font-normal text-slate-600">{t('from')}</span> : null}
        {formatPrice(price)}
      </span>
      {off > 0 && originalPrice ? (
        <>
          <s className="text-[0.85em] text-slate-500">
            <span className="sr-only">{t('originalPrice')}</span>
            {formatPrice(originalPrice)}
          </s>
          <span
            className={
              offStyle === 'badge'
                ? 'self-center rounded-md bg-emerald-700 px-2 py-0.5 text-sm font-bold text-white'
                : 'text-[0.85em] font-semibold text-emerald-700'
            }
          >
            {t('percentOff', { off })}
          </span>
        </>
      ) : null}
    </span>
  );
}
