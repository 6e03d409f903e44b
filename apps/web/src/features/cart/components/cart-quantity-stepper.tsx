import { MinusIcon, PlusIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n';
import { cartMessages } from '../cart.messages';

const STEP =
  'flex size-10 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * spec §2/§4 Cart: a line's quantity stepper. It cannot go below 1; while the line is being
 * updated or removed both buttons are locked and the quantity reads '...'. It does not go up past
 * the line's stock (`max`, when known); a line already above it can still come down.
 */
export function CartQuantityStepper({
  value,
  max,
  busy,
  itemName,
  onChange,
}: {
  value: number;
  max?: number;
  busy: boolean;
  /** Names the line for screen readers: "Quantity of Oxford Shirt". */
  itemName: string;
  onChange: (value: number) => void;
}) {
  const t = useT(cartMessages);
  return (
    <div
      role="group"
      aria-label={t('quantityOf', { name: itemName })}
      aria-busy={busy}
      className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white"
    >
      <button
        type="button"
        aria-label={t('decreaseQuantity')}
        disabled={busy || value <= 1}
        onClick={() => onChange(value - 1)}
        className={STEP}
      >
        <MinusIcon className="size-4" />
      </button>
      <output
        aria-live="polite"
        className="flex h-10 w-12 items-center justify-center border-x border-slate-300 text-base font-semibold text-slate-900"
      >
        {busy ? '...' : value}
      </output>
      <button
        type="button"
        aria-label={t('increaseQuantity')}
        disabled={busy || (max !== undefined && value >= max)}
        onClick={() => onChange(value + 1)}
        className={STEP}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
