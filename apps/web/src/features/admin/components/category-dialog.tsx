import { Controller, useForm } from 'react-hook-form';
import type { AdminCategory, AdminCategoryCreateBody } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { showToast } from '@/components/ui/toast-store';
import { useSaveCategory } from '../api/save-category';
import { categoryChoices } from '../category-choices';
import { useServerSubmit } from '../use-server-submit';
import { CheckboxField, ChoiceField, TextAreaField } from './form-controls';
import { disclosureBody, disclosureValues, type DisclosureValues } from '../disclosure-values';
import { DisclosureFieldset } from './disclosure-fields';
import { ImageUploadField } from './image-upload-field';

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
];

function toBody(values: CategoryValues): AdminCategoryCreateBody {
  return {
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
    },
  });
  const { errors, isSubmitting } = form.formState;
  // A category cannot sit under itself; keeping parents to level 1 keeps the shop's two-level menu.
  const parents = categoryChoices(
    categories,
    (candidate) => candidate.level === 1 && candidate.id !== category?.id,
  );

  const { failure, onSubmit } = useServerSubmit(form, FIELDS, async (values) => {
    const body = toBody(values);
    const saved = await save.mutateAsync(category ? { id: category.id, body } : { body });
    showToast(category ? `Saved ${saved.name}` : `Created ${saved.name}`);
    onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isSubmitting}
      title={category ? `Edit ${category.name}` : 'New category'}
      className="sm:max-w-2xl"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
        <TextField label="Name" {...form.register('name')} error={errors.name?.message} />
        <TextField
          label="Slug"
          labelNote="(optional)"
          hint="Used in the address /categories/<slug>. Empty: made from the name."
          {...form.register('slug')}
          error={errors.slug?.message}
        />
        <ChoiceField
          label="Parent"
          emptyLabel="None (a top-level category)"
          choices={parents}
          {...form.register('parentId')}
          error={errors.parentId?.message}
        />
        <TextAreaField
          label="Description (optional)"
          {...form.register('description')}
          error={errors.description?.message}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageUploadField
              label="Image"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label="Sort order"
          labelNote="(optional)"
          type="number"
          inputMode="numeric"
          min={0}
          {...form.register('sortOrder')}
          error={errors.sortOrder?.message}
        />
        <CheckboxField
          label="Active"
          hint="Inactive categories are hidden from the shop's menus."
          {...form.register('isActive')}
        />
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            Legal information defaults
          </legend>
          <DisclosureFieldset
            register={form.register}
            errors={errors.disclosures}
            inherits="the parent category's, if it has one"
          />
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : category ? 'Save category' : 'Create category'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
