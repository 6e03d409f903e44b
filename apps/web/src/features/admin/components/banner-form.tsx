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
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useCategories } from '../api/get-categories';
import { categoryChoices } from '../category-choices';
import { hasHindi, hindiText } from '../translation-values';
import { useServerSubmit } from '../use-server-submit';
import { bannerMessages } from './banner.messages';
import { CheckboxField, ChoiceField, TextAreaField } from './form-controls';
import { ImageUploadField } from './image-upload-field';
import { TranslationsSection } from './translations-section';

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
  /** Issue 19: the owner's Hindi texts, blank when there is none. */
  translations: {
    hi: { title: string; subtitle: string; description: string; buttonText: string };
  };
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
  translations: 0,
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
    translations: {
      hi: {
        title: banner?.translations?.hi?.title ?? '',
        subtitle: banner?.translations?.hi?.subtitle ?? '',
        description: banner?.translations?.hi?.description ?? '',
        buttonText: banner?.translations?.hi?.buttonText ?? '',
      },
    },
  };
}

/**
 * Blank optional texts are sent as null; a blank order lets the server put it last. Blank Hindi
 * texts remove them; a new banner sends them only when one is given.
 */
function toBody(values: BannerFormValues, isNew: boolean): AdminBannerCreateBody {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  const hindi = values.translations.hi;
  const translations = {
    hi: {
      title: hindiText(hindi.title),
      subtitle: hindiText(hindi.subtitle),
      description: hindiText(hindi.description),
      buttonText: hindiText(hindi.buttonText),
    },
  };
  return {
    ...(isNew && !hasHindi(translations) ? {} : { translations }),
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
  const t = useT(bannerMessages);
  const common = useT(adminMessages);
  const categories = useCategories();
  const form = useForm<BannerFormValues>({ defaultValues: valuesOf(banner) });
  const { register, formState } = form;
  const errors = formState.errors;

  const { failure, onSubmit } = useServerSubmit(form, FIELDS, async (values) => {
    await onSave(toBody(values, !banner));
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
      <TextField label={t('titleLabel')} {...register('title')} error={errors.title?.message} />
      <TextField
        label={t('subtitle')}
        labelNote={common('optional')}
        {...register('subtitle')}
        error={errors.subtitle?.message}
      />
      <TextAreaField
        label={t('descriptionOptional')}
        {...register('description')}
        error={errors.description?.message}
      />
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label={t('image')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('link')}
          labelNote={common('optional')}
          // eslint-disable-next-line i18n/no-literal-text -- an address, the same in every language
          placeholder="/products?category=women"
          {...register('link')}
          error={errors.link?.message}
        />
        <TextField
          label={t('buttonText')}
          labelNote={common('optional')}
          placeholder={t('buttonExample')}
          {...register('buttonText')}
          error={errors.buttonText?.message}
        />
        <ChoiceField
          label={t('showsIn')}
          choices={BANNER_DISPLAY_TYPES.map((type) => ({
            value: type,
            label: t(`display_${type}`),
          }))}
          {...register('displayType')}
          error={errors.displayType?.message}
        />
        <ChoiceField
          label={common('category')}
          emptyLabel={t('noCategory')}
          choices={categoryChoices(categories.data?.categories ?? [])}
          {...register('categoryId')}
          error={errors.categoryId?.message}
        />
        <TextField
          label={t('order')}
          labelNote={common('optional')}
          type="number"
          inputMode="numeric"
          min={0}
          hint={t('orderHint')}
          {...register('order')}
          error={errors.order?.message}
        />
      </div>
      <CheckboxField
        label={common('active')}
        hint={t('activeHint')}
        {...register('isActive')}
        error={errors.isActive?.message}
      />
      <TranslationsSection hasError={Boolean(errors.translations)}>
        <TextField
          label={t('hindiTitle')}
          lang="hi"
          {...register('translations.hi.title')}
          error={errors.translations?.hi?.title?.message}
        />
        <TextField
          label={t('hindiSubtitle')}
          lang="hi"
          {...register('translations.hi.subtitle')}
          error={errors.translations?.hi?.subtitle?.message}
        />
        <TextAreaField
          label={t('hindiDescription')}
          lang="hi"
          {...register('translations.hi.description')}
          error={errors.translations?.hi?.description?.message}
        />
        <TextField
          label={t('hindiButtonText')}
          lang="hi"
          {...register('translations.hi.buttonText')}
          error={errors.translations?.hi?.buttonText?.message}
        />
      </TranslationsSection>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? common('saving') : submitLabel}
      </Button>
    </form>
  );
}
