import { useId, useState, type FormEvent } from 'react';
import {
  CreateReturnBodySchema,
  type Order,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnableItem,
  type ReturnKind,
  type ReturnReason,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FIELD_CONTROL_CLASS, fieldBorderClass } from '@/components/ui/field-styles';
import { FieldErrorText, TextField } from '@/components/ui/form-field';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { isApiError } from '@/lib/api-client';
import { useCreateReturn, usePickupAddresses, useReturnPhotoUpload } from '../../api/returns';

export const RETURN_REQUEST_FAILED = 'Your request could not be sent. Please try again.';
export const RETURN_REQUEST_SENT = 'Request sent. We will confirm the pickup soon.';

type Errors = Record<string, string>;

/**
 * Issue 15: the request for one item of a delivered order - return it or exchange it for
 * another size of the same colour, how many, why, comments, up to 3 photos, and for a
 * cash-on-delivery return where the refund goes (UPI id, or a bank account typed twice with its
 * IFSC). The pickup is from the order's address. Checked with the server's own schema first.
 */
export function ReturnRequestDialog({
  order,
  item,
  open,
  onClose,
  onSent,
}: {
  order: Order;
  item: ReturnableItem;
  open: boolean;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const id = useId();
  const create = useCreateReturn(order.orderId);
  const upload = useReturnPhotoUpload();
  const [kind, setKind] = useState<ReturnKind>('return');
  const [quantity, setQuantity] = useState(1);
  const [exchangeVariantId, setExchangeVariantId] = useState('');
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [comments, setComments] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [payout, setPayout] = useState<'UPI' | 'BANK'>('UPI');
  const [upiId, setUpiId] = useState('');
  const [bank, setBank] = useState({
    holderName: '',
    accountNumber: '',
    confirmAccountNumber: '',
    ifsc: '',
  });
  const [pickupAddressId, setPickupAddressId] = useState('');
  const saved = usePickupAddresses(open);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const cod = order.paymentMethod === 'COD';
  const needsPayout = cod && kind === 'return';
  const canExchange = item.exchangeSizes.length > 0;

  const body = () => ({
    lines: [
      {
        orderItemId: item.orderItemId,
        quantity,
        kind,
        ...(kind === 'exchange' ? { exchangeVariantId: exchangeVariantId || undefined } : {}),
      },
    ],
    reason,
    comments,
    photos,
    ...(pickupAddressId ? { pickupAddressId } : {}),
    ...(needsPayout
      ? {
          refundDestination:
            payout === 'UPI'
              ? { method: 'UPI' as const, upiId }
              : { method: 'BANK' as const, ...bank },
        }
      : {}),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found: Errors = {};
    if (kind === 'exchange' && !exchangeVariantId) found.size = 'Choose the size you want instead';
    const checked = CreateReturnBodySchema.safeParse(body());
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const key = issue.path.at(-1) === 'reason' ? 'reason' : String(issue.path.at(-1) ?? 'form');
        found[key] ??= issue.message;
      }
    }
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0 || !checked.success) return;
    try {
      await create.mutateAsync(checked.data);
      onSent(RETURN_REQUEST_SENT);
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : RETURN_REQUEST_FAILED);
    }
  };

  const addPhoto = (file: File) => {
    upload.mutate(file, {
      onSuccess: (result) => setPhotos((current) => [...current, result.url]),
      onError: (error) =>
        setFailure(isApiError(error) ? error.message : 'The photo was not uploaded'),
    });
  };

  const chosen = saved.data?.addresses.find((address) => address.id === pickupAddressId);
  const a = chosen ?? order.shippingAddress;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Return or exchange"
      description={`${item.name} · Size ${item.size}${item.color ? ` · ${item.color}` : ''}`}
      dismissible={!create.isPending}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">
            What would you like?
          </legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'return'}
                onChange={() => setKind('return')}
              />
              Return for a refund
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'exchange'}
                disabled={!canExchange}
                onChange={() => setKind('exchange')}
              />
              Exchange for another size
            </label>
          </div>
          {!canExchange ? (
            <p className="mt-1 text-sm text-slate-500">No other size of this colour is in stock.</p>
          ) : null}
        </fieldset>

        {kind === 'exchange' ? (
          <div>
            <label
              htmlFor={`${id}-size`}
              className="mb-1.5 block text-sm font-medium text-slate-800"
            >
              New size
            </label>
            <select
              id={`${id}-size`}
              value={exchangeVariantId}
              onChange={(event) => setExchangeVariantId(event.target.value)}
              aria-invalid={errors.size ? true : undefined}
              aria-describedby={errors.size ? `${id}-size-error` : undefined}
              className={`${FIELD_CONTROL_CLASS} ${fieldBorderClass(Boolean(errors.size))}`}
            >
              <option value="">Choose a size</option>
              {item.exchangeSizes.map((size) => (
                <option key={size.variantId} value={size.variantId}>
                  {size.size}
                </option>
              ))}
            </select>
            <FieldErrorText id={`${id}-size-error`} message={errors.size} />
          </div>
        ) : null}

        <div>
          <label
            htmlFor={`${id}-quantity`}
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            Quantity
          </label>
          <select
            id={`${id}-quantity`}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
            className={`${FIELD_CONTROL_CLASS} ${fieldBorderClass(false)}`}
          >
            {Array.from({ length: item.unitsLeft }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>

        <div>
          <label
            htmlFor={`${id}-reason`}
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            Reason
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReturnReason)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            className={`${FIELD_CONTROL_CLASS} ${fieldBorderClass(Boolean(errors.reason))}`}
          >
            <option value="">Choose a reason</option>
            {RETURN_REASONS.map((value) => (
              <option key={value} value={value}>
                {RETURN_REASON_LABELS[value]}
              </option>
            ))}
          </select>
          <FieldErrorText id={`${id}-reason-error`} message={errors.reason} />
        </div>

        <div>
          <label
            htmlFor={`${id}-comments`}
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            Comments <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            id={`${id}-comments`}
            value={comments}
            onChange={(event) => setComments(event.target.value)}
            rows={3}
            className={`${FIELD_CONTROL_CLASS} ${fieldBorderClass(Boolean(errors.comments))}`}
          />
          <FieldErrorText id={`${id}-comments-error`} message={errors.comments} />
        </div>

        <PhotoPicker
          inputId={`${id}-photo`}
          max={RETURN_PHOTOS_MAX}
          photos={photos}
          uploading={upload.isPending}
          onAdd={addPhoto}
          onRemove={(url) => setPhotos((current) => current.filter((p) => p !== url))}
        />

        <section aria-labelledby={`${id}-pickup`} className="rounded-xl bg-slate-50 p-3 text-sm">
          <h3 id={`${id}-pickup`} className="font-semibold text-slate-900">
            Pickup from
          </h3>
          {saved.data && saved.data.addresses.length > 0 ? (
            <>
              <label htmlFor={`${id}-pickup-choice`} className="sr-only">
                Pickup address
              </label>
              <select
                id={`${id}-pickup-choice`}
                value={pickupAddressId}
                onChange={(event) => setPickupAddressId(event.target.value)}
                className={`${FIELD_CONTROL_CLASS} ${fieldBorderClass(false)} my-1`}
              >
                <option value="">The delivery address of this order</option>
                {saved.data.addresses.map((address) => (
                  <option key={address.id} value={address.id}>
                    {address.name}, {address.addressLine1}, {address.city}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <p className="text-slate-700">
            {[a.name, a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.pincode}`]
              .filter(Boolean)
              .join(', ')}
          </p>
        </section>

        {needsPayout ? (
          <fieldset className="space-y-3">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">
              You paid in cash: where should we send the refund?
            </legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-payout`}
                  checked={payout === 'UPI'}
                  onChange={() => setPayout('UPI')}
                />
                UPI
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-payout`}
                  checked={payout === 'BANK'}
                  onChange={() => setPayout('BANK')}
                />
                Bank account
              </label>
            </div>
            {payout === 'UPI' ? (
              <TextField
                label="UPI id"
                value={upiId}
                onChange={(event) => setUpiId(event.target.value)}
                placeholder="name@okaxis"
                error={errors.upiId}
              />
            ) : (
              <>
                <TextField
                  label="Account holder's name"
                  value={bank.holderName}
                  onChange={(event) => setBank({ ...bank, holderName: event.target.value })}
                  error={errors.holderName}
                />
                <TextField
                  label="Account number"
                  inputMode="numeric"
                  value={bank.accountNumber}
                  onChange={(event) => setBank({ ...bank, accountNumber: event.target.value })}
                  error={errors.accountNumber}
                />
                <TextField
                  label="Account number again"
                  inputMode="numeric"
                  value={bank.confirmAccountNumber}
                  onChange={(event) =>
                    setBank({ ...bank, confirmAccountNumber: event.target.value })
                  }
                  error={errors.confirmAccountNumber}
                  onPaste={(event) => event.preventDefault()}
                />
                <TextField
                  label="IFSC"
                  value={bank.ifsc}
                  onChange={(event) => setBank({ ...bank, ifsc: event.target.value.toUpperCase() })}
                  placeholder="SBIN0001234"
                  error={errors.ifsc}
                />
              </>
            )}
          </fieldset>
        ) : null}

        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            Close
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Sending…' : 'Send request'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
