import { useId } from 'react';
import type { Address } from '@shop/contracts';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { NewAddressValues } from '../shipping-form';
import { NEW_ADDRESS, type AddressChoice } from '../address-choice';
import { NewAddressFields } from './new-address-fields';
import { useT } from '@/lib/i18n';
import { checkoutMessages } from '../checkout.messages';

import { SavedAddressOption } from './saved-address-option';

/**
 * spec §2 Checkout shipping address: a saved address (the default preselected) or a new one
 * typed here, which can be saved to the address book.
 */
export function ShippingAddressSection({
  addresses,
  loading,
  failed,
  choice,
  onChoice,
  values,
  onChange,
  saveAddress,
  onSaveAddress,
  disabled,
}: {
  addresses: Address[];
  loading: boolean;
  failed: boolean;
  choice: AddressChoice;
  onChoice: (choice: AddressChoice) => void;
  values: NewAddressValues;
  onChange: (next: Partial<NewAddressValues>) => void;
  saveAddress: boolean;
  onSaveAddress: (save: boolean) => void;
  disabled?: boolean;
}) {
  const t = useT(checkoutMessages);
  const headingId = useId();
  const name = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('shippingAddress')}
      </h2>
      {loading ? (
        <div className="mt-4 space-y-3" aria-busy="true">
          <span role="status" className="sr-only">
            {t('loadingAddresses')}
          </span>
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : (
        <fieldset className="mt-4 space-y-3" disabled={disabled}>
          <legend className="sr-only">{t('deliverTo')}</legend>
          {failed ? <NoticeBanner tone="info">{t('addressesFailed')}</NoticeBanner> : null}
          {addresses.map((address) => (
            <SavedAddressOption
              key={address._id}
              address={address}
              name={name}
              checked={choice === address._id}
              onSelect={() => onChoice(address._id)}
            />
          ))}
          {addresses.length > 0 ? (
            <label
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border p-4 text-sm font-semibold text-slate-900',
                choice === NEW_ADDRESS
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-slate-300 hover:border-brand-400',
              )}
            >
              <input
                type="radio"
                name={name}
                checked={choice === NEW_ADDRESS}
                onChange={() => onChoice(NEW_ADDRESS)}
                className="size-4 accent-brand-700"
              />
              {t('useNewAddress')}
            </label>
          ) : null}
          {choice === NEW_ADDRESS ? (
            <div className={addresses.length > 0 ? 'pt-2' : undefined}>
              <NewAddressFields
                values={values}
                onChange={onChange}
                saveAddress={saveAddress}
                onSaveAddress={onSaveAddress}
                disabled={disabled}
              />
            </div>
          ) : null}
        </fieldset>
      )}
    </section>
  );
}
