import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { EMPTY_VARIANT, type ProductFormValues } from '../product-form-values';
import { productMessages } from './product.messages';
import { VariantInputs } from './variant-inputs';

/** When creating a product: its first variants, added and removed as rows. */
export function NewVariantsField({
  control,
  register,
  setValue,
  errors,
}: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const t = useT(productMessages);
  const variants = useFieldArray({ control, name: 'variants' });
  return (
    <div className="space-y-4">
      {errors.variants?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.variants.message}
        </p>
      ) : null}
      {variants.fields.map((variant, index) => (
        <div
          key={variant.id}
          role="group"
          aria-label={t('variantNumber', { number: index + 1 })}
          className="rounded-lg border border-slate-200 p-3"
        >
          <div className="mb-3 flex items-center justify-between">
            <p className="text-sm font-semibold text-slate-900">
              {t('variantNumber', { number: index + 1 })}
            </p>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              onClick={() => variants.remove(index)}
            >
              {t('removeVariant', { number: index + 1 })}
            </Button>
          </div>
          <VariantInputs
            field={(key) => register(`variants.${index}.${key}`)}
            errors={errors.variants?.[index]}
            withStock
            onColourSwatch={(hex) => setValue(`variants.${index}.colorCode`, hex)}
          />
        </div>
      ))}
      <Button size="sm" variant="outline" onClick={() => variants.append({ ...EMPTY_VARIANT })}>
        {t('addVariant')}
      </Button>
    </div>
  );
}
