import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldErrorText, TextField } from '@/components/ui/form-field';
import { useFieldIds } from '@/components/ui/use-field-ids';
import { useT } from '@/lib/i18n';
import { swatchOfColour, type VariantFormValues } from '../product-form-values';
import { productMessages } from './product.messages';

type VariantKey = keyof VariantFormValues;
type VariantErrors = Partial<Record<VariantKey, Pick<FieldError, 'message'>>>;

function ColourCodeInput({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const t = useT(productMessages);
  const ids = useFieldIds(undefined, null, error);
  return (
    <div>
      <label htmlFor={ids.controlId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('colourCode')}
      </label>
      <input
        id={ids.controlId}
        type="color"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="h-11 w-full cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        {...field}
      />
      <FieldErrorText id={ids.errorId} message={error} />
    </div>
  );
}

/**
 * The fields of one variant (spec §3 Variant): colour and its swatch code, size, price, MRP and,
 * for a new variant only, its opening stock (later changes go through stock adjustments).
 */
export function VariantInputs({
  field,
  errors,
  withStock,
  onColourSwatch,
}: {
  field: (key: VariantKey) => UseFormRegisterReturn;
  errors?: VariantErrors;
  withStock: boolean;
  /**
   * A new variant: given the swatch of a known colour name as it is typed ('Red' -> red), until
   * the owner picks a swatch themselves, so the default one is not saved for every colour.
   */
  onColourSwatch?: (hex: string) => void;
}) {
  const t = useT(productMessages);
  const [picked, setPicked] = useState(false);
  const colour = field('color');
  const colourCode = field('colorCode');
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <TextField
        label={t('colour')}
        placeholder={t('colourExample')}
        {...colour}
        onChange={(event) => {
          const swatch = picked ? undefined : swatchOfColour(event.target.value);
          if (swatch) onColourSwatch?.(swatch);
          void colour.onChange(event);
        }}
        error={errors?.color?.message}
      />
      <ColourCodeInput
        field={{
          ...colourCode,
          onChange: (event) => {
            setPicked(true);
            return colourCode.onChange(event);
          },
        }}
        error={errors?.colorCode?.message}
      />
      <TextField
        label={t('size')}
        placeholder={t('sizeExample')}
        {...field('size')}
        error={errors?.size?.message}
      />
      <TextField
        label={t('priceRupees')}
        type="number"
        inputMode="numeric"
        min={1}
        {...field('price')}
        error={errors?.price?.message}
      />
      <TextField
        label={t('mrpRupees')}
        type="number"
        inputMode="numeric"
        min={1}
        hint={t('mrpHint')}
        {...field('originalPrice')}
        error={errors?.originalPrice?.message}
      />
      {withStock ? (
        <TextField
          label={t('openingStock')}
          type="number"
          inputMode="numeric"
          min={0}
          {...field('stock')}
          error={errors?.stock?.message}
        />
      ) : null}
    </div>
  );
}
