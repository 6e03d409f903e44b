import { useId } from 'react';
import { MinusIcon, PlusIcon } from '@/components/ui/icons';

const STEP =
  'flex size-11 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** spec §2: a quantity stepper with a minimum of 1 and no upper bound shown. */
export function QuantityStepper({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        Quantity
      </label>
      <div className="mt-2 inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button
          type="button"
          aria-label="Decrease quantity"
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
          onChange={(event) => {
            const next = Math.floor(Number(event.target.value));
            onChange(Number.isFinite(next) && next >= 1 ? next : 1);
          }}
          className="h-11 w-14 border-x border-slate-300 text-center text-base font-semibold text-slate-900 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          onClick={() => onChange(value + 1)}
          className={STEP}
        >
          <PlusIcon className="size-4" />
        </button>
      </div>
    </div>
  );
}
