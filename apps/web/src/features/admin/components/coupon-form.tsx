import { useForm, useWatch } from 'react-hook-form';
import type { AdminCoupon, AdminCouponCreateBody } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import {
  COUPON_FIELDS,
  couponBody,
  couponFormValues,
  type CouponFormValues,
} from '../coupon-form-values';
import { useServerSubmit } from '../use-server-submit';
import { couponMessages } from './coupon.messages';
import { CheckboxField, ChoiceField } from './form-controls';
import { TranslationsSection } from './translations-section';

/** A coupon's rules: discount, minimum order, dates, total and per-shopper limits (issue 5). */
export function CouponForm({
  coupon,
  submitLabel,
  onSave,
}: {
  coupon?: AdminCoupon;
  submitLabel: string;
  onSave: (body: AdminCouponCreateBody) => Promise<unknown>;
}) {
  const t = useT(couponMessages);
  const common = useT(adminMessages);
  const form = useForm<CouponFormValues>({ defaultValues: couponFormValues(coupon) });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: 'type' });

  const { failure, onSubmit } = useServerSubmit(form, COUPON_FIELDS, async (values) => {
    await onSave(couponBody(values, !coupon));
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('code')}
          autoCapitalize="characters"
          hint={t('codeHint')}
          {...register('code')}
          error={errors.code?.message}
        />
        <TextField
          label={t('description')}
          labelNote={common('optional')}
          {...register('description')}
          error={errors.description?.message}
        />
        <ChoiceField
          label={t('discountType')}
          choices={[
            { value: 'percentage', label: t('percentage') },
            { value: 'flat', label: t('flat') },
          ]}
          {...register('type')}
          error={errors.type?.message}
        />
        <TextField
          label={type === 'percentage' ? t('percentLabel') : t('amountLabel')}
          type="number"
          inputMode="numeric"
          min={1}
          {...register('value')}
          error={errors.value?.message}
        />
        {type === 'percentage' ? (
          <TextField
            label={t('maxDiscount')}
            labelNote={common('optional')}
            type="number"
            inputMode="numeric"
            min={1}
            {...register('maxDiscount')}
            error={errors.maxDiscount?.message}
          />
        ) : null}
        <TextField
          label={t('minOrderValue')}
          type="number"
          inputMode="numeric"
          min={0}
          {...register('minOrderValue')}
          error={errors.minOrderValue?.message}
        />
        <TextField
          label={t('starts')}
          labelNote={common('optional')}
          type="datetime-local"
          {...register('startsAt')}
          error={errors.startsAt?.message}
        />
        <TextField
          label={t('ends')}
          labelNote={common('optional')}
          type="datetime-local"
          {...register('endsAt')}
          error={errors.endsAt?.message}
        />
        <TextField
          label={t('totalUses')}
          labelNote={t('noLimit')}
          type="number"
          inputMode="numeric"
          min={1}
          {...register('usageLimit')}
          error={errors.usageLimit?.message}
        />
        <TextField
          label={t('usesPerShopper')}
          labelNote={t('noLimit')}
          type="number"
          inputMode="numeric"
          min={1}
          {...register('perUserLimit')}
          error={errors.perUserLimit?.message}
        />
      </div>
      <CheckboxField label={common('active')} hint={t('activeHint')} {...register('isActive')} />
      <TranslationsSection hasError={Boolean(errors.translations)}>
        <TextField
          label={t('hindiDescription')}
          lang="hi"
          {...register('translations.hi.description')}
          error={errors.translations?.hi?.description?.message}
        />
      </TranslationsSection>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? common('saving') : submitLabel}
      </Button>
    </form>
  );
}
