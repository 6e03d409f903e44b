import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EMPTY_VARIANT, type ProductFormValues } from '../product-form-values';
import { VariantInputs } from './variant-inputs';

/** When creating a product: its first variants, added and removed as rows. */
export function NewVariantsField({
  control,
  register,
  errors,
}: {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
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
          aria-label={`Variant ${index + 1}`}
          className="rounded-lg border border-slate-200 p-3"
        >
          <div className="mb-3 flex items-center justify-between">
            <p className="text-sm font-semibold text-slate-900">Variant {index + 1}</p>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              onClick={() => variants.remove(index)}
            >
              Remove variant {index + 1}
            </Button>
          </div>
          <VariantInputs
            field={(key) => register(`variants.${index}.${key}`)}
            errors={errors.variants?.[index]}
            withStock
          />
        </div>
      ))}
      <Button size="sm" variant="outline" onClick={() => variants.append({ ...EMPTY_VARIANT })}>
        Add variant
      </Button>
    </div>
  );
}
