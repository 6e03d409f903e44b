import { useId, useState, type FormEvent } from 'react';
import {
  CANCELLATION_REASONS,
  cancelSuccessMessage,
  cancellationRefund,
  type CancellationReason,
  type Order,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FIELD_CONTROL_CLASS, fieldBorderClass } from '@/components/ui/field-styles';
import { formatPaise } from '@/lib/format';
import { useCancelOrder } from '../api/cancel-order';
import { DangerButton } from './danger-button';

/** spec §5/§8 cancellation texts. */
export const SELECT_REASON_MESSAGE = 'Please select a cancellation reason';
export const CONFIRM_CANCEL_MESSAGE = 'Are you sure you want to cancel this order?';
export const CANCEL_FAILED_MESSAGE = 'Failed to cancel order. Please try again.';

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
    if (!window.confirm(CONFIRM_CANCEL_MESSAGE)) return;
    try {
      const cancelled = await cancel.mutateAsync(reason);
      const recorded = cancelled.refund ?? {
        amountPaise: refund.amountPaise,
        timeline: refund.timeline,
      };
      onClose();
      window.alert(cancelSuccessMessage(recorded.amountPaise, recorded.timeline));
    } catch {
      window.alert(CANCEL_FAILED_MESSAGE);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="Cancel Order" dismissible={!cancel.isPending}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <section
          aria-labelledby={`${reasonId}-refund`}
          className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
        >
          <h3 id={`${reasonId}-refund`} className="font-semibold">
            Refund Information
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>Refund amount</dt>
            <dd className="font-semibold">{formatPaise(refund.amountPaise)}</dd>
            <dt>Refund timeline</dt>
            <dd className="font-semibold">{refund.timeline}</dd>
          </dl>
        </section>
        <div>
          <label htmlFor={reasonId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Reason for cancellation *
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
            <option value="">Select a reason</option>
            {CANCELLATION_REASONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {showReasonError ? (
            <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
              {SELECT_REASON_MESSAGE}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={commentsId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Additional Comments (Optional)
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
            Keep Order
          </Button>
          <DangerButton type="submit" disabled={!reason || cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel Order'}
          </DangerButton>
        </div>
      </form>
    </Dialog>
  );
}
