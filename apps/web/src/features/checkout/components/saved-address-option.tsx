import type { Address } from '@shop/contracts';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { checkoutMessages } from '../checkout.messages';

/** One saved address as a radio card. */
export function SavedAddressOption({
  address,
  name,
  checked,
  onSelect,
  disabled,
}: {
  address: Address;
  name: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
}) {
  const t = useT(checkoutMessages);
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
        checked
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-slate-300 hover:border-brand-400',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="mt-1 size-4 accent-brand-700"
      />
      <span className="text-sm leading-6 text-slate-700">
        <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {address.name}
          {address.isDefault ? (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {t('defaultBadge')}
            </span>
          ) : null}
        </span>
        <span className="block">
          {[address.addressLine1, address.addressLine2, address.landmark]
            .filter(Boolean)
            .join(', ')}
        </span>
        <span className="block">
          {address.city}, {address.state} - {address.pincode}
        </span>
        <span className="block">{t('phone', { phone: address.phone })}</span>
      </span>
    </label>
  );
}
