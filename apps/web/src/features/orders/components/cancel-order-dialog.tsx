import { useId, useState, type FormEvent } from 'react';
import {
  CANCELLATION_REASONS,
  cancellationRefund,
  type CancellationReason,
  type Order,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FIELD_CONTROL_CLASS, fieldBorderClass } from '@/components/ui/field-styles';
import { formatPaise } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCancelOrder } from '../api/cancel-order';
import { refundTimelineText } from '../order-texts';
import { ordersMessages, type OrdersMessages } from '../orders.messages';
import { DangerButton } from './danger-button';

/** spec §5: the stored reasons stay English; each has its label in the book. */
const REASON_KEYS: Record<CancellationReason, keyof OrdersMessages> = {
  'Changed my mind': 'reasonChangedMind',
  'Found a better price elsewhere': 'reasonBetterPrice',
  'Ordered by mistake': 'reasonMistake',
  'Product no longer needed': 'reasonNotNeeded',
  'Delivery taking too long': 'reasonTooLong',
  'Want to change size/color': 'reasonChangeSize',
  'Financial reasons': 'reasonFinancial',
  Other: 'reasonOther',
};

/**
 * spec §2 Cancel dialog: the refund box (amount and timeline by spec §9), a required reason, an
 * optional comment that stays here (spec §3), 'Keep Order' and 'Cancel Order'. The browser's
 * confirm and alert boxes are the spec's; the success alert names the refund the server recorded.
 */
export function CancelOrderDialog({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT(ordersMessages);
  const reasonId = useId();
  const commentsId = useId();
  const errorId = useId();
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [comments, setComments] = useState('');
  const [touched, setTouched] = useState(false);
  const cancel = useCancelOrder(order.orderId);
  const refund = cancellationRefund(order);
  const showReasonError = touched && !reason;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    if (!reason) {
      setTouched(true);
      return;
    }
    if (!window.confirm(t('confirmCancel'))) return;
    try {
      const cancelled = await cancel.mutateAsync(reason);
      const amountPaise = cancelled.refund?.amountPaise ?? refund.amountPaise;
      onClose();
      // The server's timeline is spec §9's by payment method: the book has it in each language.
      window.alert(
        t('cancelSuccess', {
          // spec §8: to 2 decimals; in the en-IN style every amount has (spec §1), as the dialog.
          amount: formatPaise(amountPaise),
          timeline: refundTimelineText(t, order.paymentMethod),
        }),
      );
    } catch {
      window.alert(t('cancelFailed'));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('cancelOrder')} dismissible={!cancel.isPending}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <section
          aria-labelledby={`${reasonId}-refund`}
          className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
        >
          <h3 id={`${reasonId}-refund`} className="font-semibold">
            {t('refundInformation')}
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>{t('refundAmount')}</dt>
            <dd className="font-semibold">{formatPaise(refund.amountPaise)}</dd>
            <dt>{t('refundTimelineLabel')}</dt>
            <dd className="font-semibold">{refundTimelineText(t, order.paymentMethod)}</dd>
          </dl>
        </section>
        <div>
          <label htmlFor={reasonId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('cancelReasonLabel')}
          </label>
          <select
            id={reasonId}
            data-autofocus
            required
            value={reason}
            aria-invalid={showReasonError || undefined}
            aria-describedby={showReasonError ? errorId : undefined}
            onBlur={() => setTouched(true)}
            onChange={(event) => setReason(event.target.value as CancellationReason | '')}
            className={`${FIELD_CONTROL_CLASS} ${fieldBorderClass(showReasonError)}`}
          >
            <option value="">{t('selectReason')}</option>
            {CANCELLATION_REASONS.map((option) => (
              <option key={option} value={option}>
                {t(REASON_KEYS[option])}
              </option>
            ))}
          </select>
          {showReasonError ? (
            <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
              {t('selectReasonMessage')}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={commentsId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('additionalComments')}
          </label>
          <textarea
            id={commentsId}
            rows={3}
            value={comments}
            onChange={(event) => setComments(event.target.value)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 hover:border-brand-400"
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
            {t('keepOrder')}
          </Button>
          <DangerButton type="submit" disabled={!reason || cancel.isPending}>
            {cancel.isPending ? t('cancelling') : t('cancelOrder')}
          </DangerButton>
        </div>
      </form>
    </Dialog>
  );
}
