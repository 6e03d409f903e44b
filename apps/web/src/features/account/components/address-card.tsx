import { PHONE_PREFIX, type Address } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { accountMessages } from '../account.messages';

/** One saved address with its actions (spec §2 Account: edit, delete; default badge). */
export function AddressCard({
  address,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: Address;
  /** Another action on this address is under way. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const t = useT(accountMessages);
  // Two addresses often share a name (home and office), so the first line tells them apart.
  const which = `${address.name}, ${address.addressLine1}`;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-slate-900">{address.name}</p>
        {address.isDefault ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {t('defaultBadge')}
          </span>
        ) : null}
      </div>
      <address className="mt-2 text-sm leading-6 text-slate-700 not-italic">
        <span className="block">{address.addressLine1}</span>
        {address.addressLine2 ? <span className="block">{address.addressLine2}</span> : null}
        {address.landmark ? (
          <span className="block">{t('landmarkLine', { landmark: address.landmark })}</span>
        ) : null}
        <span className="block">
          {address.city}, {address.state} - {address.pincode}
        </span>
        <span className="block">
          {t('phoneLine', { phone: `${PHONE_PREFIX}${address.phone}` })}
        </span>
      </address>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          disabled={busy}
          aria-label={t('editLabel', { address: which })}
        >
          {t('edit')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('deleteLabel', { address: which })}
        >
          {t('delete')}
        </Button>
        {address.isDefault ? null : (
          <Button
            size="sm"
            variant="ghost"
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={t('setAsDefaultLabel', { address: which })}
          >
            {t('setAsDefault')}
          </Button>
        )}
      </div>
    </li>
  );
}
