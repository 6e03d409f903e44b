import type { ReactNode } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { AdminProduct } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useCategories } from '../api/get-categories';
import { categoryChoices } from '../category-choices';
import {
  PRODUCT_FIELDS,
  PRODUCT_FIELD_RENAMES,
  productFormValues,
  type ProductFormValues,
} from '../product-form-values';
import { useServerSubmit } from '../use-server-submit';
import { CheckboxField, ChoiceField, TextAreaField } from './form-controls';
import { DisclosureFieldset } from './disclosure-fields';
import { ProductImagesField } from './product-images-field';
import { NewVariantsField } from './new-variants-field';

/** GST 2.0's rates (decision 015). */
const GST_RATE_CHOICES = ['0', '5', '18', '40'].map((rate) => ({ value: rate, label: `${rate}%` }));

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A product's own fields; when creating, also its first variants (issue 7: colour, colour code,
 * size, price, MRP, stock). The server's field errors land on the fields they name.
 */
export function ProductForm({
  product,
  submitLabel,
  onSave,
}: {
  product?: AdminProduct;
  submitLabel: string;
  onSave: (values: ProductFormValues) => Promise<unknown>;
}) {
  const categories = useCategories();
  const form = useForm<ProductFormValues>({ defaultValues: productFormValues(product) });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const categoryId = useWatch({ control, name: 'categoryId' });
  const all = categories.data?.categories ?? [];
  const images = useFieldArray({ control, name: 'images' });

  const { failure, onSubmit } = useServerSubmit(
    form,
    PRODUCT_FIELDS,
    async (values) => {
      await onSave(values);
    },
    PRODUCT_FIELD_RENAMES,
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
      <FormSection title="Details">
        <TextField label="Name" {...register('name')} error={errors.name?.message} />
        <TextField label="Brand" {...register('brand')} error={errors.brand?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField
            label="Category"
            emptyLabel="Choose a category"
            choices={categoryChoices(all, (category) => category.level === 1)}
            {...register('categoryId', {
              onChange: () => form.setValue('subCategoryId', ''),
            })}
            error={errors.categoryId?.message}
          />
          <ChoiceField
            label="Sub-category"
            emptyLabel="None"
            choices={categoryChoices(all, (category) => category.parentId === categoryId)}
            disabled={!categoryId}
            {...register('subCategoryId')}
            error={errors.subCategoryId?.message}
          />
        </div>
        <TextAreaField
          label="Description"
          rows={4}
          {...register('description')}
          error={errors.description?.message}
        />
      </FormSection>
      <FormSection title="Images">
        <ProductImagesField images={images} control={control} errors={errors} />
      </FormSection>
      <FormSection title="Product details shown to shoppers">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Fabric"
            labelNote="(optional)"
            {...register('fabric')}
            error={errors.fabric?.message}
          />
          <TextField
            label="Fit"
            labelNote="(optional)"
            {...register('fit')}
            error={errors.fit?.message}
          />
          <TextField
            label="Material"
            labelNote="(optional)"
            {...register('material')}
            error={errors.material?.message}
          />
          <TextField
            label="Wash care"
            labelNote="(optional)"
            {...register('washCare')}
            error={errors.washCare?.message}
          />
          <TextField
            label="Tags"
            labelNote="(comma-separated)"
            {...register('tags')}
            error={errors.tags?.message}
          />
          <TextField
            label="Display filters"
            labelNote="(comma-separated)"
            hint="Leave empty to show colour and size choices; list e.g. 'size' to show only sizes."
            {...register('displayFilters')}
            error={errors.displayFilters?.message}
          />
        </div>
      </FormSection>
      <FormSection title="GST">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="HSN code"
            inputMode="numeric"
            {...register('hsnCode')}
            error={errors.hsnCode?.message}
          />
          <ChoiceField
            label="GST rate"
            choices={GST_RATE_CHOICES}
            {...register('gstRate')}
            error={errors.gstRate?.message}
          />
          <ChoiceField
            label="Higher rate above the threshold"
            choices={GST_RATE_CHOICES}
            emptyLabel="None (one rate)"
            {...register('gstRateAbove')}
            error={errors.gstRateAbove?.message}
          />
          <TextField
            label="Threshold per piece (₹)"
            labelNote="(with a higher rate)"
            type="number"
            inputMode="numeric"
            min={1}
            hint="Apparel and footwear: 5% up to ₹2,500 of sale value per piece, 18% above."
            {...register('gstThreshold')}
            error={errors.gstThreshold?.message}
          />
        </div>
      </FormSection>
      <FormSection title="Legal information">
        <DisclosureFieldset
          register={register}
          errors={errors.disclosures}
          inherits="the sub-category's or category's"
        />
      </FormSection>
      <FormSection title="On the shop">
        <CheckboxField
          label="Active"
          hint="Inactive products are hidden from shoppers."
          {...register('isActive')}
        />
        <CheckboxField
          label="Featured"
          hint="Shown in Featured Products on the home page."
          {...register('isFeatured')}
        />
        <CheckboxField
          label="Trending"
          hint="Shown in Trending Now on the home page."
          {...register('isTrending')}
        />
      </FormSection>
      {product ? null : (
        <FormSection title="Variants">
          <NewVariantsField control={control} register={register} errors={errors} />
        </FormSection>
      )}
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
