import { Controller, useForm } from 'react-hook-form';
import {
  BANNER_DISPLAY_TYPES,
  type AdminBanner,
  type AdminBannerCreateBody,
  type BannerDisplayType,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useCategories } from '../api/get-categories';
import { DISPLAY_TYPE_LABELS } from '../banner-labels';
import { categoryChoices } from '../category-choices';
import { useServerSubmit } from '../use-server-submit';
import { CheckboxField, ChoiceField, TextAreaField } from './form-controls';
import { ImageUploadField } from './image-upload-field';

export interface BannerFormValues {
  title: string;
  subtitle: string;
  description: string;
  image: string;
  link: string;
  buttonText: string;
  displayType: BannerDisplayType;
  order: string;
  categoryId: string;
  isActive: boolean;
}

const FIELDS = Object.keys({
  title: 0,
  subtitle: 0,
  description: 0,
  image: 0,
  link: 0,
  buttonText: 0,
  displayType: 0,
  order: 0,
  categoryId: 0,
  isActive: 0,
} satisfies Record<keyof BannerFormValues, 0>);

function valuesOf(banner: AdminBanner | undefined): BannerFormValues {
  return {
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    description: banner?.description ?? '',
    image: banner?.image ?? '',
    link: banner?.link ?? '',
    buttonText: banner?.buttonText ?? '',
    displayType: banner?.displayType ?? 'carousel',
    order: banner ? String(banner.order) : '',
    categoryId: banner?.categoryId ?? '',
    isActive: banner?.isActive ?? true,
  };
}

/** Blank optional texts are sent as null; a blank order lets the server put it last. */
function toBody(values: BannerFormValues): AdminBannerCreateBody {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  return {
    title: values.title,
    image: values.image.trim(),
    subtitle: text(values.subtitle),
    description: text(values.description),
    link: text(values.link),
    buttonText: text(values.buttonText),
    displayType: values.displayType,
    ...(values.order.trim() ? { order: Number(values.order) } : {}),
    categoryId: values.categoryId || null,
    isActive: values.isActive,
  };
}

/**
 * spec §3 Banner fields. The server checks them; its complaints land on the fields they name
 * (issue 7: forms show field errors), anything else above the form.
 */
export function BannerForm({
  banner,
  submitLabel,
  onSave,
}: {
  banner?: AdminBanner;
  submitLabel: string;
  onSave: (body: AdminBannerCreateBody) => Promise<unknown>;
}) {
  const categories = useCategories();
  const form = useForm<BannerFormValues>({ defaultValues: valuesOf(banner) });
  const { register, formState } = form;
  const errors = formState.errors;

  const { failure, onSubmit } = useServerSubmit(form, FIELDS, async (values) => {
    await onSave(toBody(values));
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
      <TextField label="Title" {...register('title')} error={errors.title?.message} />
      <TextField
        label="Subtitle"
        labelNote="(optional)"
        {...register('subtitle')}
        error={errors.subtitle?.message}
      />
      <TextAreaField
        label="Description (optional)"
        {...register('description')}
        error={errors.description?.message}
      />
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label="Image"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Link"
          labelNote="(optional)"
          placeholder="/products?category=women"
          {...register('link')}
          error={errors.link?.message}
        />
        <TextField
          label="Button text"
          labelNote="(optional)"
          placeholder="Shop now"
          {...register('buttonText')}
          error={errors.buttonText?.message}
        />
        <ChoiceField
          label="Shows in"
          choices={BANNER_DISPLAY_TYPES.map((type) => ({
            value: type,
            label: DISPLAY_TYPE_LABELS[type],
          }))}
          {...register('displayType')}
          error={errors.displayType?.message}
        />
        <ChoiceField
          label="Category"
          emptyLabel="No category"
          choices={categoryChoices(categories.data?.categories ?? [])}
          {...register('categoryId')}
          error={errors.categoryId?.message}
        />
        <TextField
          label="Order"
          labelNote="(optional)"
          type="number"
          inputMode="numeric"
          min={0}
          hint="Lower shows first. Leave empty to put it last."
          {...register('order')}
          error={errors.order?.message}
        />
      </div>
      <CheckboxField
        label="Active"
        hint="Only active banners show on the shop."
        {...register('isActive')}
        error={errors.isActive?.message}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
