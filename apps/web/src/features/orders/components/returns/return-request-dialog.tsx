import { useId, useState, type FormEvent } from 'react';
import {
  CreateReturnBodySchema,
  formatMessage,
  type MessageValues,
  RETURN_COMMENTS_MAX,
  type Order,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  type ReturnableItem,
  type ReturnReason,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FIELD_CONTROL_CLASS, fieldBorderClass } from '@/components/ui/field-styles';
import { FieldErrorText, TextField } from '@/components/ui/form-field';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { isApiError } from '@/lib/api-client';
import { useT, type Translate } from '@/lib/i18n';
import { useCreateReturn, usePickupAddresses, useReturnPhotoUpload } from '../../api/returns';
import { type LineChoice, UNTICKED } from './return-line-choice';
import { ReturnLineFields } from './return-line-fields';
import { returnsMessages, type ReturnsMessages } from './returns.messages';

type Errors = Record<string, string>;

/** The contracts schema's messages for this form's fields, with their values. */
const SCHEMA_ERRORS: ReadonlyArray<readonly [keyof ReturnsMessages, MessageValues?]> = [
  ['errorChooseItems'],
  ['errorChooseReason'],
  ['errorUpiId'],
  ['errorHolderName'],
  ['errorHolderNameLong'],
  ['errorAccountNumber'],
  ['errorAccountsDiffer'],
  ['errorIfsc'],
  ['errorCommentsLong', { max: RETURN_COMMENTS_MAX }],
  ['errorPhotos', { max: RETURN_PHOTOS_MAX }],
];

/** The schema speaks English: its message for a field in the page's language. */
function fieldError(t: Translate<ReturnsMessages>, message: string): string {
  const known = SCHEMA_ERRORS.find(
    ([key, values]) => formatMessage(returnsMessages.en[key], values) === message,
  );
  return known ? t(known[0], known[1]) : message;
}

/**
 * Issue 15: one request for any of the order's items that may still be returned (the one the
 * shopper clicked starts ticked) - each returned or exchanged for another size of the same
 * colour, how many of each; then once for the request: why, comments, up to 3 photos, the
 * pickup address, and for a cash-on-delivery return where the refund goes (UPI id, or a bank
 * account typed twice with its IFSC). Checked with the server's own schema first.
 */
export function ReturnRequestDialog({
  order,
  items,
  firstItemId,
  open,
  onClose,
  onSent,
}: {
  order: Order;
  /** The items that may still be asked for (returnable, units left). */
  items: ReturnableItem[];
  /** The item whose button opened the dialog. */
  firstItemId: string;
  open: boolean;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const t = useT(returnsMessages);
  const id = useId();
  const create = useCreateReturn(order.orderId);
  const upload = useReturnPhotoUpload();
  const [choices, setChoices] = useState<Record<string, LineChoice>>({
    [firstItemId]: { ...UNTICKED, ticked: true },
  });
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
  const choiceOf = (item: ReturnableItem) => choices[item.orderItemId] ?? UNTICKED;
  const ticked = items.filter((item) => choiceOf(item).ticked);
  const cod = order.paymentMethod === 'COD';
  const needsPayout = cod && ticked.some((item) => choiceOf(item).kind === 'return');
  const only = items.length === 1 ? items[0] : undefined;

  const body = () => ({
    lines: ticked.map((item) => {
      const { kind, quantity, exchangeVariantId } = choiceOf(item);
      return {
        orderItemId: item.orderItemId,
        quantity,
        kind,
        ...(kind === 'exchange' ? { exchangeVariantId: exchangeVariantId || undefined } : {}),
      };
    }),
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
    for (const item of ticked) {
      const choice = choiceOf(item);
      if (choice.kind === 'exchange' && !choice.exchangeVariantId) {
        found[`size:${item.orderItemId}`] = t('chooseSizeError');
      }
    }
    // The server takes a request of returns or of exchanges (one refund or one shipment).
    if (new Set(ticked.map((item) => choiceOf(item).kind)).size > 1) {
      found.lines = t('errorMixedKinds');
    }
    const checked = CreateReturnBodySchema.safeParse(body());
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [first, index] = issue.path;
        // A line's issue belongs to its item's control, named by the item, not its position.
        const line = first === 'lines' && typeof index === 'number' ? ticked[index] : undefined;
        const field = String(issue.path.at(-1) ?? 'form');
        const key = line ? `${field}:${line.orderItemId}` : field;
        found[key] ??= fieldError(t, issue.message);
      }
    }
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0 || !checked.success) return;
    try {
      await create.mutateAsync(checked.data);
      onSent(t('requestSent'));
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('requestFailed'));
    }
  };

  const addPhoto = (file: File) => {
    upload.mutate(file, {
      onSuccess: (result) => setPhotos((current) => [...current, result.url]),
      onError: (error) => setFailure(isApiError(error) ? error.message : t('photoFailed')),
    });
  };

  const chosen = saved.data?.addresses.find((address) => address.id === pickupAddressId);
  const a = chosen ?? order.shippingAddress;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('returnOrExchange')}
      description={
        only
          ? [t('itemSize', { name: only.name, size: only.size }), only.color]
              .filter(Boolean)
              .join(' · ')
          : t('tickItems')
      }
      dismissible={!create.isPending}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <fieldset aria-describedby={errors.lines ? `${id}-items-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('itemsLegend')}</legend>
          <ul className="space-y-2">
            {items.map((item) => (
              <ReturnLineFields
                key={item.orderItemId}
                item={item}
                choice={choiceOf(item)}
                onChange={(choice) =>
                  setChoices((current) => ({ ...current, [item.orderItemId]: choice }))
                }
                sizeError={errors[`size:${item.orderItemId}`]}
                describedBy={errors.lines ? `${id}-items-error` : undefined}
                autoFocus={item.orderItemId === firstItemId}
              />
            ))}
          </ul>
          <FieldErrorText id={`${id}-items-error`} message={errors.lines} />
        </fieldset>

        <div>
          <label
            htmlFor={`${id}-reason`}
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            {t('reason')}
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReturnReason)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            className={`${FIELD_CONTROL_CLASS} ${fieldBorderClass(Boolean(errors.reason))}`}
          >
            <option value="">{t('chooseReason')}</option>
            {RETURN_REASONS.map((value) => (
              <option key={value} value={value}>
                {t('returnReason', { reason: value })}
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
            {t('comments')} <span className="font-normal text-slate-500">{t('optional')}</span>
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
            {t('pickupFrom')}
          </h3>
          {saved.data && saved.data.addresses.length > 0 ? (
            <>
              <label htmlFor={`${id}-pickup-choice`} className="sr-only">
                {t('pickupAddress')}
              </label>
              <select
                id={`${id}-pickup-choice`}
                value={pickupAddressId}
                onChange={(event) => setPickupAddressId(event.target.value)}
                className={`${FIELD_CONTROL_CLASS} ${fieldBorderClass(false)} my-1`}
              >
                <option value="">{t('orderAddress')}</option>
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
              {t('payoutLegend')}
            </legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-payout`}
                  checked={payout === 'UPI'}
                  onChange={() => setPayout('UPI')}
                />
                {t('upi')}
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-payout`}
                  checked={payout === 'BANK'}
                  onChange={() => setPayout('BANK')}
                />
                {t('bankAccount')}
              </label>
            </div>
            {payout === 'UPI' ? (
              <TextField
                label={t('upiId')}
                value={upiId}
                onChange={(event) => setUpiId(event.target.value)}
                // eslint-disable-next-line i18n/no-literal-text -- an example UPI id: they are Latin letters in every language
                placeholder="name@okaxis"
                error={errors.upiId}
              />
            ) : (
              <>
                <TextField
                  label={t('holderName')}
                  value={bank.holderName}
                  onChange={(event) => setBank({ ...bank, holderName: event.target.value })}
                  error={errors.holderName}
                />
                <TextField
                  label={t('accountNumber')}
                  inputMode="numeric"
                  value={bank.accountNumber}
                  onChange={(event) => setBank({ ...bank, accountNumber: event.target.value })}
                  error={errors.accountNumber}
                />
                <TextField
                  label={t('accountNumberAgain')}
                  inputMode="numeric"
                  value={bank.confirmAccountNumber}
                  onChange={(event) =>
                    setBank({ ...bank, confirmAccountNumber: event.target.value })
                  }
                  error={errors.confirmAccountNumber}
                  onPaste={(event) => event.preventDefault()}
                />
                <TextField
                  label={t('ifsc')}
                  value={bank.ifsc}
                  onChange={(event) => setBank({ ...bank, ifsc: event.target.value.toUpperCase() })}
                  // eslint-disable-next-line i18n/no-literal-text -- an example IFSC: a code, the same in every language
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
            {t('close')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('sending') : t('sendRequest')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
