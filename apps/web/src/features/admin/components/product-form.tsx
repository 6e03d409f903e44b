import { type ReactNode, useEffect } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { AdminProduct } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
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
import { productMessages } from './product.messages';
import { TranslationsSection } from './translations-section';

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
  const t = useT(productMessages);
  const common = useT(adminMessages);
  const categories = useCategories();
  const form = useForm<ProductFormValues>({ defaultValues: productFormValues(product) });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const categoryId = useWatch({ control, name: 'categoryId' });
  const all = categories.data?.categories ?? [];
  const images = useFieldArray({ control, name: 'images' });

  // The selects are drawn before their options arrive when the editor is opened directly (a
  // reload): the browser then shows the first option, 'Choose a category', while the form still
  // holds the product's. Once the options are there, the selects are given their values again.
  const loadedCategories = categories.data;
  useEffect(() => {
    if (!loadedCategories) return;
    for (const name of ['categoryId', 'subCategoryId'] as const) {
      form.setValue(name, form.getValues(name));
    }
  }, [loadedCategories, form]);

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
      <FormSection title={t('details')}>
        <TextField label={t('name')} {...register('name')} error={errors.name?.message} />
        <TextField label={t('brand')} {...register('brand')} error={errors.brand?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField
            label={common('category')}
            emptyLabel={t('chooseCategory')}
            choices={categoryChoices(all, (category) => category.level === 1)}
            {...register('categoryId', {
              onChange: () => form.setValue('subCategoryId', ''),
            })}
            error={errors.categoryId?.message}
          />
          <ChoiceField
            label={t('subCategory')}
            emptyLabel={t('none')}
            choices={categoryChoices(all, (category) => category.parentId === categoryId)}
            disabled={!categoryId}
            {...register('subCategoryId')}
            error={errors.subCategoryId?.message}
          />
        </div>
        <TextAreaField
          label={t('descriptionLabel')}
          rows={4}
          {...register('description')}
          error={errors.description?.message}
        />
      </FormSection>
      <FormSection title={t('images')}>
        <ProductImagesField images={images} control={control} errors={errors} />
      </FormSection>
      <FormSection title={t('shownToShoppers')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fabric')}
            labelNote={common('optional')}
            {...register('fabric')}
            error={errors.fabric?.message}
          />
          <TextField
            label={t('fit')}
            labelNote={common('optional')}
            {...register('fit')}
            error={errors.fit?.message}
          />
          <TextField
            label={t('material')}
            labelNote={common('optional')}
            {...register('material')}
            error={errors.material?.message}
          />
          <TextField
            label={t('washCare')}
            labelNote={common('optional')}
            {...register('washCare')}
            error={errors.washCare?.message}
          />
          <TextField
            label={t('tags')}
            labelNote={t('commaSeparated')}
            {...register('tags')}
            error={errors.tags?.message}
          />
          <TextField
            label={t('displayFilters')}
            labelNote={t('commaSeparated')}
            hint={t('displayFiltersHint')}
            {...register('displayFilters')}
            error={errors.displayFilters?.message}
          />
        </div>
      </FormSection>
      <FormSection title={t('gst')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('hsnCode')}
            inputMode="numeric"
            {...register('hsnCode')}
            error={errors.hsnCode?.message}
          />
          <ChoiceField
            label={t('gstRate')}
            choices={GST_RATE_CHOICES}
            {...register('gstRate')}
            error={errors.gstRate?.message}
          />
          <ChoiceField
            label={t('gstRateAbove')}
            choices={GST_RATE_CHOICES}
            emptyLabel={t('oneRate')}
            {...register('gstRateAbove')}
            error={errors.gstRateAbove?.message}
          />
          <TextField
            label={t('threshold')}
            labelNote={t('withHigherRate')}
            type="number"
            inputMode="numeric"
            min={1}
            hint={t('thresholdHint')}
            {...register('gstThreshold')}
            error={errors.gstThreshold?.message}
          />
        </div>
      </FormSection>
      <FormSection title={t('legal')}>
        <DisclosureFieldset
          register={register}
          errors={errors.disclosures}
          inherits={t('legalInherits')}
        />
      </FormSection>
      <FormSection title={t('onTheShop')}>
        <CheckboxField label={common('active')} hint={t('activeHint')} {...register('isActive')} />
        <CheckboxField label={t('featured')} hint={t('featuredHint')} {...register('isFeatured')} />
        <CheckboxField label={t('trending')} hint={t('trendingHint')} {...register('isTrending')} />
      </FormSection>
      <TranslationsSection hasError={Boolean(errors.translations)}>
        <TextField
          label={t('hindiName')}
          lang="hi"
          {...register('translations.hi.name')}
          error={errors.translations?.hi?.name?.message}
        />
        <TextAreaField
          label={t('hindiDescription')}
          lang="hi"
          rows={4}
          {...register('translations.hi.description')}
          error={errors.translations?.hi?.description?.message}
        />
      </TranslationsSection>
      {product ? null : (
        <FormSection title={t('variants')}>
          <NewVariantsField
            control={control}
            register={register}
            setValue={form.setValue}
            errors={errors}
          />
        </FormSection>
      )}
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? common('saving') : submitLabel}
      </Button>
    </form>
  );
}
