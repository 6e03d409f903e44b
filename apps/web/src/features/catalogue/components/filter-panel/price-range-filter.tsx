import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { listingMessages } from '../listing.messages';
import { readPriceInputs } from './price-input';

const INPUT =
  'h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 aria-[invalid=true]:border-red-600';

/**
 * spec §2: min and max number inputs and an 'Apply Price Filter' button. The placeholders show the
 * range the current products span.
 */
export function PriceRangeFilter({
  minPrice,
  maxPrice,
  range,
  onApply,
}: {
  minPrice: number | null;
  maxPrice: number | null;
  range: { minPrice: number; maxPrice: number };
  onApply: (minPrice: number, maxPrice: number) => void;
}) {
  const [min, setMin] = useState(minPrice === null ? '' : String(minPrice));
  const [max, setMax] = useState(maxPrice === null ? '' : String(maxPrice));
  const [error, setError] = useState<'priceNumber' | 'priceOrder' | null>(null);
  const t = useT(listingMessages);
  const id = useId();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = readPriceInputs(min, max);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    setMin(String(result.minPrice));
    setMax(String(result.maxPrice));
    onApply(result.minPrice, result.maxPrice);
  }

  return (
    <form onSubmit={apply} noValidate>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={`${id}-min`} className="mb-1 block text-xs font-medium text-slate-600">
            {t('minPrice')}
          </label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={min}
            placeholder={String(range.minPrice)}
            onChange={(event) => setMin(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor={`${id}-max`} className="mb-1 block text-xs font-medium text-slate-600">
            {t('maxPrice')}
          </label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={max}
            placeholder={String(range.maxPrice)}
            onChange={(event) => setMax(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={INPUT}
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
      <Button type="submit" variant="outline" size="sm" className="mt-3 w-full">
        {t('applyPriceFilter')}
      </Button>
    </form>
  );
}
