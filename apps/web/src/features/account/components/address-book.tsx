import { useEffect, useRef, useState } from 'react';
import type { Address } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { MapPinIcon, PlusIcon } from '@/components/ui/icons';
import { NoticeBanner, type NoticeTone } from '@/components/ui/notice-banner';
import { Spinner } from '@/components/ui/spinner';
import { useAddresses } from '../api/get-addresses';
import { useDeleteAddress } from '../api/delete-address';
import { useUpdateAddress } from '../api/update-address';
import { addressIdOf, defaultAddressBody } from '../address-form-values';
import { useT } from '@/lib/i18n';
import { accountMessages } from '../account.messages';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';

type Editing = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; address: Address };
type Notice = { tone: NoticeTone; text: string } | null;

/** The Addresses tab: saved addresses, add, edit, delete and choose the default. */
export function AddressBook() {
  const t = useT(accountMessages);
  const addresses = useAddresses();
  const deleteAddress = useDeleteAddress();
  const updateAddress = useUpdateAddress();
  const [editing, setEditing] = useState<Editing>({ mode: 'list' });
  const [notice, setNotice] = useState<Notice>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const backFromForm = useRef(false);

  // Leaving the form puts focus back at the top of the list, not on the page's first link.
  useEffect(() => {
    if (editing.mode !== 'list' || !backFromForm.current) return;
    backFromForm.current = false;
    headingRef.current?.focus();
  }, [editing]);

  function showList(message?: string) {
    backFromForm.current = true;
    if (message) setNotice({ tone: 'success', text: message });
    setEditing({ mode: 'list' });
  }

  function onDelete(address: Address) {
    setNotice(null);
    const id = addressIdOf(address);
    if (!id) {
      setNotice({ tone: 'error', text: t('missingAddressId') });
      return;
    }
    if (!window.confirm(t('deleteConfirm'))) return;
    deleteAddress.mutate(id, {
      onSuccess: () => setNotice({ tone: 'success', text: t('addressDeleted') }),
      onError: () => setNotice({ tone: 'error', text: t('deleteFailed') }),
    });
  }

  function onMakeDefault(address: Address) {
    setNotice(null);
    updateAddress.mutate(
      { id: addressIdOf(address), body: defaultAddressBody(address) },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('defaultUpdated') }),
        onError: () => setNotice({ tone: 'error', text: t('updateFailed') }),
      },
    );
  }

  if (editing.mode !== 'list') {
    return (
      <AddressForm
        key={editing.mode === 'edit' ? addressIdOf(editing.address) : 'new'}
        address={editing.mode === 'edit' ? editing.address : undefined}
        onCancel={() => showList()}
        onSaved={showList}
      />
    );
  }

  const list = addresses.data ?? [];
  const busyId =
    (deleteAddress.isPending ? deleteAddress.variables : null) ??
    (updateAddress.isPending ? updateAddress.variables?.id : null);

  return (
    <section aria-labelledby="addresses-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="addresses-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {t('savedAddresses')}
        </h2>
        <Button
          size="sm"
          onClick={() => {
            setNotice(null);
            setEditing({ mode: 'add' });
          }}
        >
          <PlusIcon className="size-4" /> {t('addNewAddress')}
        </Button>
      </div>
      {notice ? (
        <NoticeBanner tone={notice.tone} className="mt-4">
          {notice.text}
        </NoticeBanner>
      ) : null}
      {addresses.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('loadingAddresses')} />
        </div>
      ) : addresses.isError ? (
        <NoticeBanner tone="error" className="mt-4">
          {t('loadAddressesFailed')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => addresses.refetch()}
          >
            {t('tryAgain')}
          </button>
        </NoticeBanner>
      ) : list.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center">
          <MapPinIcon className="size-10 text-slate-400" />
          <p className="mt-3 font-medium text-slate-900">{t('noAddresses')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('noAddressesText')}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {list.map((address, index) => (
            <AddressCard
              key={addressIdOf(address) || `address-${index}`}
              address={address}
              busy={busyId === addressIdOf(address)}
              onEdit={() => {
                setNotice(null);
                setEditing({ mode: 'edit', address });
              }}
              onDelete={() => onDelete(address)}
              onMakeDefault={() => onMakeDefault(address)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
