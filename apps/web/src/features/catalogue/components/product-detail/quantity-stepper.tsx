import { useId } from 'react';
import { useT } from '@/lib/i18n';
import { productDetailMessages } from './product-detail.messages';
import { MinusIcon, PlusIcon } from '@/components/ui/icons';

const STEP =
  'flex size-11 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Few enough left that a shopper should know before reaching the cap. */
const LOW_STOCK = 5;

/**
 * spec §2: a quantity stepper with a minimum of 1. It stops at the chosen variant's stock
 * (`max`) and says so, rather than letting the cart refuse later.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  /** The stock of the chosen variant; undefined while none is chosen. */
  max?: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const noteId = useId();
  const t = useT(productDetailMessages);
  const ceiling = max !== undefined && max > 0 ? max : Infinity;
  const clamp = (next: number) => Math.min(ceiling, Math.max(1, next));
  const showNote = max !== undefined && max > 0 && (max <= LOW_STOCK || value >= max);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {t('quantity')}
      </label>
      <div className="mt-2 inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button
          type="button"
          aria-label={t('decreaseQuantity')}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
          className={STEP}
        >
          <MinusIcon className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={value}
          max={Number.isFinite(ceiling) ? ceiling : undefined}
          aria-describedby={showNote ? noteId : undefined}
          onChange={(event) => {
            const next = Math.floor(Number(event.target.value));
            onChange(clamp(Number.isFinite(next) ? next : 1));
          }}
          className="h-11 w-14 border-x border-slate-300 text-center text-base font-semibold text-slate-900 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={t('increaseQuantity')}
          disabled={value >= ceiling}
          onClick={() => onChange(clamp(value + 1))}
          className={STEP}
        >
          <PlusIcon className="size-4" />
        </button>
      </div>
      {showNote ? (
        <p id={noteId} className="mt-2 text-sm font-semibold text-saffron-800">
          {t('onlyLeft', { max })}
        </p>
      ) : null}
    </div>
  );
}
