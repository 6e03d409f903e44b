import { useId } from 'react';
import type { ReturnableItem } from '@shop/contracts';
import { FIELD_CONTROL_CLASS, fieldBorderClass } from '@/components/ui/field-styles';
import { FieldErrorText } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import type { LineChoice } from './return-line-choice';
import { returnsMessages } from './returns.messages';

/**
 * One returnable item in the request dialog: a checkbox to put it in the request and, once
 * ticked, its own choices (return or exchange, the new size, how many). The item's name labels
 * the whole group, so a screen reader says which item each "Quantity" belongs to.
 */
export function ReturnLineFields({
  item,
  choice,
  onChange,
  sizeError,
  describedBy,
  autoFocus = false,
}: {
  item: ReturnableItem;
  choice: LineChoice;
  onChange: (choice: LineChoice) => void;
  sizeError?: string;
  /** The item list's error (nothing ticked, returns mixed with exchanges). */
  describedBy?: string;
  autoFocus?: boolean;
}) {
  const t = useT(returnsMessages);
  const id = useId();
  const canExchange = item.exchangeSizes.length > 0;
  const set = (change: Partial<LineChoice>) => onChange({ ...choice, ...change });
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div role="group" aria-labelledby={`${id}-name`}>
        <label className="flex items-start gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0"
            checked={choice.ticked}
            onChange={(event) => set({ ticked: event.target.checked })}
            aria-describedby={describedBy}
            data-autofocus={autoFocus ? '' : undefined}
          />
          <span id={`${id}-name`}>
            {[t('itemSize', { name: item.name, size: item.size }), item.color]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </label>

        {choice.ticked ? (
          <div className="mt-3 space-y-3 sm:pl-6">
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-slate-800">
                {t('whatWouldYouLike')}
              </legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    checked={choice.kind === 'return'}
                    onChange={() => set({ kind: 'return' })}
                  />
                  {t('returnForRefund')}
                </label>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    checked={choice.kind === 'exchange'}
                    disabled={!canExchange}
                    onChange={() => set({ kind: 'exchange' })}
                  />
                  {t('exchangeForSize')}
                </label>
              </div>
              {!canExchange ? (
                <p className="mt-1 text-sm text-slate-500">{t('noOtherSize')}</p>
              ) : null}
            </fieldset>

            {choice.kind === 'exchange' ? (
              <div>
                <label
                  htmlFor={`${id}-size`}
                  className="mb-1.5 block text-sm font-medium text-slate-800"
                >
                  {t('newSize')}
                </label>
                <select
                  id={`${id}-size`}
                  value={choice.exchangeVariantId}
                  onChange={(event) => set({ exchangeVariantId: event.target.value })}
                  aria-invalid={sizeError ? true : undefined}
                  aria-describedby={sizeError ? `${id}-size-error` : undefined}
                  className={`${FIELD_CONTROL_CLASS} ${fieldBorderClass(Boolean(sizeError))}`}
                >
                  <option value="">{t('chooseSize')}</option>
                  {item.exchangeSizes.map((size) => (
                    <option key={size.variantId} value={size.variantId}>
                      {size.size}
                    </option>
                  ))}
                </select>
                <FieldErrorText id={`${id}-size-error`} message={sizeError} />
              </div>
            ) : null}

            <div>
              <label
                htmlFor={`${id}-quantity`}
                className="mb-1.5 block text-sm font-medium text-slate-800"
              >
                {t('quantity')}
              </label>
              <select
                id={`${id}-quantity`}
                value={choice.quantity}
                onChange={(event) => set({ quantity: Number(event.target.value) })}
                className={`${FIELD_CONTROL_CLASS} ${fieldBorderClass(false)}`}
              >
                {Array.from({ length: item.unitsLeft }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}
