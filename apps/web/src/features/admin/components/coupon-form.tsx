import { useForm, useWatch } from 'react-hook-form';
import type { AdminCoupon, AdminCouponCreateBody } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import {
  COUPON_FIELDS,
  couponBody,
  couponFormValues,
  type CouponFormValues,
} from '../coupon-form-values';
import { useServerSubmit } from '../use-server-submit';
import { CheckboxField, ChoiceField } from './form-controls';

const TYPES = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'flat', label: 'Flat amount off' },
];

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
  const form = useForm<CouponFormValues>({ defaultValues: couponFormValues(coupon) });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: 'type' });

  const { failure, onSubmit } = useServerSubmit(form, COUPON_FIELDS, async (values) => {
    await onSave(couponBody(values));
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
          label="Code"
          autoCapitalize="characters"
          hint="Shoppers type it at checkout; matched in capitals."
          {...register('code')}
          error={errors.code?.message}
        />
        <TextField
          label="Description"
          labelNote="(optional)"
          {...register('description')}
          error={errors.description?.message}
        />
        <ChoiceField
          label="Discount type"
          choices={TYPES}
          {...register('type')}
          error={errors.type?.message}
        />
        <TextField
          label={type === 'percentage' ? 'Percent off' : 'Amount off (₹)'}
          type="number"
          inputMode="numeric"
          min={1}
          {...register('value')}
          error={errors.value?.message}
        />
        {type === 'percentage' ? (
          <TextField
            label="Maximum discount (₹)"
            labelNote="(optional)"
            type="number"
            inputMode="numeric"
            min={1}
            {...register('maxDiscount')}
            error={errors.maxDiscount?.message}
          />
        ) : null}
        <TextField
          label="Minimum order value (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          {...register('minOrderValue')}
          error={errors.minOrderValue?.message}
        />
        <TextField
          label="Starts"
          labelNote="(optional)"
          type="datetime-local"
          {...register('startsAt')}
          error={errors.startsAt?.message}
        />
        <TextField
          label="Ends"
          labelNote="(optional)"
          type="datetime-local"
          {...register('endsAt')}
          error={errors.endsAt?.message}
        />
        <TextField
          label="Total uses"
          labelNote="(empty: no limit)"
          type="number"
          inputMode="numeric"
          min={1}
          {...register('usageLimit')}
          error={errors.usageLimit?.message}
        />
        <TextField
          label="Uses per shopper"
          labelNote="(empty: no limit)"
          type="number"
          inputMode="numeric"
          min={1}
          {...register('perUserLimit')}
          error={errors.perUserLimit?.message}
        />
      </div>
      <CheckboxField
        label="Active"
        hint="An inactive coupon no longer applies to any cart."
        {...register('isActive')}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
