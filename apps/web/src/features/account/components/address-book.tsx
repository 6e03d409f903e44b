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
import { AddressCard } from './address-card';
import { AddressForm, UPDATE_ADDRESS_FAILED } from './address-form';

/** spec §2 Account, §8 Profile messages. */
export const DELETE_ADDRESS_CONFIRM = 'Are you sure you want to delete this address?';
export const DELETE_ADDRESS_FAILED = 'Failed to delete address. Please try again.';
export const MISSING_ADDRESS_ID = 'Error: Cannot delete address. Invalid address ID.';

type Editing = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; address: Address };
type Notice = { tone: NoticeTone; text: string } | null;

/** The Addresses tab: saved addresses, add, edit, delete and choose the default. */
export function AddressBook() {
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
      setNotice({ tone: 'error', text: MISSING_ADDRESS_ID });
      return;
    }
    if (!window.confirm(DELETE_ADDRESS_CONFIRM)) return;
    deleteAddress.mutate(id, {
      onSuccess: () => setNotice({ tone: 'success', text: 'Address deleted' }),
      onError: () => setNotice({ tone: 'error', text: DELETE_ADDRESS_FAILED }),
    });
  }

  function onMakeDefault(address: Address) {
    setNotice(null);
    updateAddress.mutate(
      { id: addressIdOf(address), body: defaultAddressBody(address) },
      {
        onSuccess: () => setNotice({ tone: 'success', text: 'Default address updated' }),
        onError: () => setNotice({ tone: 'error', text: UPDATE_ADDRESS_FAILED }),
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
          Saved Addresses
        </h2>
        <Button
          size="sm"
          onClick={() => {
            setNotice(null);
            setEditing({ mode: 'add' });
          }}
        >
          <PlusIcon className="size-4" /> Add New Address
        </Button>
      </div>
      {notice ? (
        <NoticeBanner tone={notice.tone} className="mt-4">
          {notice.text}
        </NoticeBanner>
      ) : null}
      {addresses.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading your addresses" />
        </div>
      ) : addresses.isError ? (
        <NoticeBanner tone="error" className="mt-4">
          Failed to load addresses. Please try again.{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => addresses.refetch()}
          >
            Try Again
          </button>
        </NoticeBanner>
      ) : list.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center">
          <MapPinIcon className="size-10 text-slate-400" />
          <p className="mt-3 font-medium text-slate-900">No saved addresses yet</p>
          <p className="mt-1 text-sm text-slate-600">
            Add an address to check out faster. Your first address becomes the default.
          </p>
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
