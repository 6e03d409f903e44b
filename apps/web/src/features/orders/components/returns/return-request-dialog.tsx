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
  type ReturnKind,
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
import { returnsMessages, type ReturnsMessages } from './returns.messages';

type Errors = Record<string, string>;

/** The contracts schema's messages for this form's fields, with their values. */
const SCHEMA_ERRORS: ReadonlyArray<readonly [keyof ReturnsMessages, MessageValues?]> = [
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
  const t = useT(returnsMessages);
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
    if (kind === 'exchange' && !exchangeVariantId) found.size = t('chooseSizeError');
    const checked = CreateReturnBodySchema.safeParse(body());
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const key = issue.path.at(-1) === 'reason' ? 'reason' : String(issue.path.at(-1) ?? 'form');
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
      description={[t('itemSize', { name: item.name, size: item.size }), item.color]
        .filter(Boolean)
        .join(' · ')}
      dismissible={!create.isPending}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">
            {t('whatWouldYouLike')}
          </legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'return'}
                onChange={() => setKind('return')}
              />
              {t('returnForRefund')}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'exchange'}
                disabled={!canExchange}
                onChange={() => setKind('exchange')}
              />
              {t('exchangeForSize')}
            </label>
          </div>
          {!canExchange ? <p className="mt-1 text-sm text-slate-500">{t('noOtherSize')}</p> : null}
        </fieldset>

        {kind === 'exchange' ? (
          <div>
            <label
              htmlFor={`${id}-size`}
              className="mb-1.5 block text-sm font-medium text-slate-800"
            >
              {t('newSize')}
            </label>
            <select
              id={`${id}-size`}
              value={exchangeVariantId}
              onChange={(event) => setExchangeVariantId(event.target.value)}
              aria-invalid={errors.size ? true : undefined}
              aria-describedby={errors.size ? `${id}-size-error` : undefined}
              className={`${FIELD_CONTROL_CLASS} ${fieldBorderClass(Boolean(errors.size))}`}
            >
              <option value="">{t('chooseSize')}</option>
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
            {t('quantity')}
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
