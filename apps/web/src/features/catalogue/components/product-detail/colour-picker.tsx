import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { productDetailMessages } from './product-detail.messages';
import type { ColourChoice } from '../../variant-selection';

/** spec §2: colour swatches; picking one follows the selection rules of spec §4. */
export function ColourPicker({
  colours,
  chosen,
  onChoose,
}: {
  colours: ColourChoice[];
  chosen: string | null;
  onChoose: (color: string) => void;
}) {
  const t = useT(productDetailMessages);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">
        {t('color')} <span className="font-normal text-slate-700">{chosen}</span>
      </legend>
      <ul className="mt-2 flex flex-wrap gap-2.5">
        {colours.map((colour) => {
          const selected = colour.color === chosen;
          return (
            <li key={colour.color}>
              <button
                type="button"
                aria-label={colour.color}
                aria-pressed={selected}
                title={colour.color}
                onClick={() => onChoose(colour.color)}
                className={cn(
                  'flex size-10 items-center justify-center rounded-full ring-offset-2 transition',
                  selected ? 'ring-2 ring-brand-700' : 'ring-1 ring-slate-300 hover:ring-slate-500',
                )}
              >
                <span
                  aria-hidden="true"
                  className="flex size-8 items-center justify-center rounded-full border border-black/10"
                  style={{ backgroundColor: colour.colorCode }}
                >
                  {selected ? (
                    <CheckIcon className="size-4 text-white mix-blend-difference" />
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
