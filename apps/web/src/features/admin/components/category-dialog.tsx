import { Controller, useForm } from 'react-hook-form';
import type { AdminCategory, AdminCategoryCreateBody } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useSaveCategory } from '../api/save-category';
import { categoryChoices } from '../category-choices';
import { hasHindi, hindiText } from '../translation-values';
import { useServerSubmit } from '../use-server-submit';
import { categoryMessages } from './category.messages';
import { CheckboxField, ChoiceField, TextAreaField } from './form-controls';
import { disclosureBody, disclosureValues, type DisclosureValues } from '../disclosure-values';
import { DisclosureFieldset } from './disclosure-fields';
import { ImageUploadField } from './image-upload-field';
import { TranslationsSection } from './translations-section';

interface CategoryValues {
  name: string;
  slug: string;
  parentId: string;
  description: string;
  image: string;
  sortOrder: string;
  isActive: boolean;
  /** Issue 16: defaults for the products' legal disclosures. */
  disclosures: DisclosureValues;
  /** Issue 19: the owner's Hindi name and description, blank when there is none. */
  translations: { hi: { name: string; description: string } };
}
const FIELDS = [
  'name',
  'slug',
  'parentId',
  'description',
  'image',
  'sortOrder',
  'isActive',
  'disclosures',
  'translations',
];

/** Blank Hindi texts remove them; a new category sends them only when one is given. */
function toBody(values: CategoryValues, isNew: boolean): AdminCategoryCreateBody {
  const translations = {
    hi: {
      name: hindiText(values.translations.hi.name),
      description: hindiText(values.translations.hi.description),
    },
  };
  return {
    ...(isNew && !hasHindi(translations) ? {} : { translations }),
    name: values.name,
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    parentId: values.parentId || null,
    description: values.description.trim() || null,
    image: values.image.trim() || null,
    ...(values.sortOrder.trim() ? { sortOrder: Number(values.sortOrder) } : {}),
    isActive: values.isActive,
    disclosures: disclosureBody(values.disclosures),
  };
}

/** Create or edit a category (spec §3: name, slug, level from its parent, image, description). */
export function CategoryDialog({
  category,
  categories,
  onClose,
}: {
  /** null: a new category. */
  category: AdminCategory | null;
  categories: AdminCategory[];
  onClose: () => void;
}) {
  const t = useT(categoryMessages);
  const common = useT(adminMessages);
  const save = useSaveCategory();
  const form = useForm<CategoryValues>({
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      parentId: category?.parentId ?? '',
      description: category?.description ?? '',
      image: category?.image ?? '',
      sortOrder: category ? String(category.sortOrder) : '',
      isActive: category?.isActive ?? true,
      disclosures: disclosureValues(category?.disclosures),
      translations: {
        hi: {
          name: category?.translations?.hi?.name ?? '',
          description: category?.translations?.hi?.description ?? '',
        },
      },
    },
  });
  const { errors, isSubmitting } = form.formState;
  // A category cannot sit under itself; keeping parents to level 1 keeps the shop's two-level menu.
  const parents = categoryChoices(
    categories,
    (candidate) => candidate.level === 1 && candidate.id !== category?.id,
  );

  const { failure, onSubmit } = useServerSubmit(form, FIELDS, async (values) => {
    const body = toBody(values, !category);
    const saved = await save.mutateAsync(category ? { id: category.id, body } : { body });
    showToast(common(category ? 'saved' : 'created', { name: saved.name }));
    onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isSubmitting}
      title={category ? common('editNamed', { name: category.name }) : t('newCategory')}
      className="sm:max-w-2xl"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
        <TextField label={t('name')} {...form.register('name')} error={errors.name?.message} />
        <TextField
          label={t('slug')}
          labelNote={common('optional')}
          hint={t('slugHint')}
          {...form.register('slug')}
          error={errors.slug?.message}
        />
        <ChoiceField
          label={t('parent')}
          emptyLabel={t('topLevel')}
          choices={parents}
          {...form.register('parentId')}
          error={errors.parentId?.message}
        />
        <TextAreaField
          label={t('descriptionOptional')}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageUploadField
              label={t('image')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label={t('sortOrder')}
          labelNote={common('optional')}
          type="number"
          inputMode="numeric"
          min={0}
          {...form.register('sortOrder')}
          error={errors.sortOrder?.message}
        />
        <CheckboxField
          label={common('active')}
          hint={t('activeHint')}
          {...form.register('isActive')}
        />
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {t('legalDefaults')}
          </legend>
          <DisclosureFieldset
            register={form.register}
            errors={errors.disclosures}
            inherits={t('legalInherits')}
          />
        </fieldset>
        <TranslationsSection hasError={Boolean(errors.translations)}>
          <TextField
            label={t('hindiName')}
            lang="hi"
            {...form.register('translations.hi.name')}
            error={errors.translations?.hi?.name?.message}
          />
          <TextAreaField
            label={t('hindiDescription')}
            lang="hi"
            {...form.register('translations.hi.description')}
            error={errors.translations?.hi?.description?.message}
          />
        </TranslationsSection>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {common('cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? common('saving') : category ? t('saveCategory') : t('createCategory')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
