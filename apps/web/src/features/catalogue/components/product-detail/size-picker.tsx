import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { productDetailMessages } from './product-detail.messages';
import type { SizeChoice } from '../../variant-selection';

/** spec §2: size buttons; an out-of-stock size is disabled and marked '(Out of Stock)'. */
export function SizePicker({
  sizes,
  chosen,
  onChoose,
}: {
  sizes: SizeChoice[];
  chosen: string | null;
  onChoose: (size: string) => void;
}) {
  const t = useT(productDetailMessages);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">
        {t('size')} <span className="font-normal text-slate-700">{chosen ?? t('selectSize')}</span>
      </legend>
      <ul className="mt-2 flex flex-wrap gap-2">
        {sizes.map((choice) => {
          const selected = choice.size === chosen;
          return (
            <li key={choice.variantId}>
              <button
                type="button"
                aria-pressed={selected}
                disabled={!choice.inStock}
                onClick={() => onChoose(choice.size)}
                className={cn(
                  'h-11 min-w-12 rounded-lg border px-3 text-sm font-semibold transition-colors',
                  // A sold-out size is only ever selected when nothing is in stock: it keeps the
                  // sold-out look (readable grey on pale), marked by a solid outline.
                  !choice.inStock
                    ? cn(
                        'cursor-not-allowed border-dashed bg-slate-50 font-normal text-slate-600',
                        selected ? 'border-2 border-solid border-slate-700' : 'border-slate-300',
                      )
                    : selected
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500',
                )}
              >
                {choice.size}
                {choice.inStock ? null : (
                  <>
                    {' '}
                    <span className="text-xs">{t('outOfStockSize')}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
