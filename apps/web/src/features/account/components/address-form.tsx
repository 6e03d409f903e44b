import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Address } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { PhoneNumberField } from '@/components/ui/phone-number-field';
import { SelectField } from '@/components/ui/select-field';
import { useCreateAddress } from '../api/create-address';
import { placeHint, usePincodeAutofill } from '../api/lookup-pincode';
import { useUpdateAddress } from '../api/update-address';
import {
  ADDRESS_FIELDS,
  EMPTY_ADDRESS,
  addressFormSchema,
  addressIdOf,
  formValuesOf,
  type AddressFormOutput,
  type AddressFormValues,
} from '../address-form-values';
import { INDIAN_STATES, stateLabel } from '../indian-states';
import { showServerFieldErrors } from '../server-field-errors';
import { useLanguage, useT } from '@/lib/i18n';
import { accountMessages } from '../account.messages';
import { pincodeDigits } from '@/lib/pincode-digits';

/** Adds a new address, or edits `address` (spec §2 Account, §5 address rules, §8 messages). */
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address?: Address;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const t = useT(accountMessages);
  const language = useLanguage();
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const saving = address ? updateAddress : createAddress;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: address ? formValuesOf(address) : EMPTY_ADDRESS,
  });
  const { errors, isSubmitting } = form.formState;
  const stateValue = useWatch({ control: form.control, name: 'state' });
  const pincodeValue = useWatch({ control: form.control, name: 'pincode' });
  const cityValue = useWatch({ control: form.control, name: 'city' });
  // Issue 16: a newly typed pincode fills a blank city and state; both stay editable.
  const pincode = usePincodeAutofill(
    pincodeValue ?? '',
    { city: cityValue ?? '', state: stateValue ?? '' },
    (fields) => {
      const options = { shouldDirty: true, shouldValidate: true };
      if (fields.city !== undefined) form.setValue('city', fields.city, options);
      if (fields.state !== undefined) form.setValue('state', fields.state, options);
    },
  );
  // An address saved elsewhere may name its state differently; it stays selectable.
  const stateOptions =
    stateValue && !(INDIAN_STATES as readonly string[]).includes(stateValue)
      ? [stateValue, ...INDIAN_STATES]
      : INDIAN_STATES;

  // The form replaces the list, so the shopper's focus follows it.
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = form.handleSubmit(async (body) => {
    // The server would refuse it (decisions 047, 052): keep the shopper on the field to put right.
    if (pincode.missing && pincode.unknown) {
      form.setError('pincode', { message: pincode.unknown }, { shouldFocus: true });
      return;
    }
    if (pincode.wrongState) {
      form.setError('state', { message: pincode.wrongState }, { shouldFocus: true });
      return;
    }
    try {
      if (address) await updateAddress.mutateAsync({ id: addressIdOf(address), body });
      else await createAddress.mutateAsync(body);
      onSaved(address ? t('addressUpdated') : t('addressAdded'));
    } catch (error) {
      showServerFieldErrors(error, ADDRESS_FIELDS, form.setError);
    }
  });

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-4 sm:p-6">
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {address ? t('editAddress') : t('addNewAddress')}
      </h3>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        {saving.isError ? (
          <NoticeBanner tone="error" className="sm:col-span-2">
            {address ? t('updateFailed') : t('addFailed')}
          </NoticeBanner>
        ) : null}
        <TextField
          label={t('fullName')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneNumberField
              {...field}
              label={t('mobileNumber')}
              placeholder={t('phonePlaceholder')}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label={t('addressLine1')}
          placeholder={t('addressLine1Placeholder')}
          autoComplete="address-line1"
          error={errors.addressLine1?.message}
          className="sm:col-span-2"
          {...form.register('addressLine1')}
        />
        <TextField
          label={t('addressLine2')}
          labelNote={t('optional')}
          placeholder={t('addressLine2Placeholder')}
          autoComplete="address-line2"
          error={errors.addressLine2?.message}
          className="sm:col-span-2"
          {...form.register('addressLine2')}
        />
        <TextField
          label={t('landmark')}
          labelNote={t('optional')}
          placeholder={t('landmarkPlaceholder')}
          error={errors.landmark?.message}
          className="sm:col-span-2"
          {...form.register('landmark')}
        />
        <TextField
          label={t('city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <SelectField
          label={t('state')}
          placeholder={t('selectState')}
          options={stateOptions}
          optionLabel={(state) => stateLabel(state, language)}
          autoComplete="address-level1"
          error={errors.state?.message ?? pincode.wrongState}
          {...form.register('state')}
        />
        <Controller
          control={form.control}
          name="pincode"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('pincode')}
              inputMode="numeric"
              autoComplete="postal-code"
              hint={placeHint(pincode.place)}
              error={fieldState.error?.message ?? pincode.unknown}
              onChange={(event) => field.onChange(pincodeDigits(event.target.value))}
            />
          )}
        />
        {address?.isDefault ? (
          <p className="self-end pb-3 text-sm text-slate-600 sm:col-span-2">
            {t('isDefaultAddress')}
          </p>
        ) : (
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
            <input
              type="checkbox"
              className="size-5 rounded border-slate-300 accent-brand-700"
              {...form.register('isDefault')}
            />
            {t('setAsDefault')}
          </label>
        )}
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('saving') : t('saveAddress')}
          </Button>
        </div>
      </form>
    </section>
  );
}
