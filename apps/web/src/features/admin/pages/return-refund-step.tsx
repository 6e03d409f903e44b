import { useEffect, useRef, useState } from 'react';
import { type AdminReturnList, formatPaise } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { FieldErrorText } from '@/components/ui/form-field';
import { useFieldIds } from '@/components/ui/use-field-ids';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useReturnStep } from '../api/returns';
import { ConfirmDialog } from '../components/confirm-dialog';
import { failureText, fieldPath } from '../server-errors';
import { returnsMessages } from './returns.messages';

type Request = AdminReturnList['returns'][number];

const FIELD = 'w-full rounded-lg border border-slate-300 px-2 py-1 text-sm';

/**
 * The last step of a checked return: money leaves the shop and cannot be called back, so the
 * owner confirms the amount first. An online payment goes back through the gateway; for cash on
 * delivery the owner has paid by UPI or bank transfer and records its reference (UTR), which the
 * shopper is given to trace the money, so it is required.
 */
export function ReturnRefundStep({ request, label }: { request: Request; label: string }) {
  const t = useT(returnsMessages);
  const common = useT(adminMessages);
  const step = useReturnStep();
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = useFieldIds(undefined, null, referenceError);
  const payout = request.refundMethod !== 'original';
  const amount = formatPaise(request.refundPaise);
  const action = payout ? t('recordPayout', { amount }) : t('refund', { amount });

  // A refused reference takes the focus, once the dialog is gone (it gives the focus back to
  // the button that opened it as it closes).
  useEffect(() => {
    if (referenceError && !confirming) input.current?.focus();
  }, [referenceError, confirming]);

  const ask = () => {
    if (payout && !reference.trim()) return setReferenceError(t('referenceRequired'));
    step.reset();
    setConfirming(true);
  };
  const send = () =>
    step.mutate(
      { id: request._id, action: 'refund', ...(payout ? { reference: reference.trim() } : {}) },
      {
        onSuccess: () => setConfirming(false),
        onError: (error) => {
          // A reference the server refuses is fixed in its field, not in the dialog.
          const complaint = isApiError(error)
            ? error.errors?.find((fieldError) => fieldPath(fieldError.path) === 'reference')
            : undefined;
          if (!complaint) return;
          setConfirming(false);
          setReferenceError(complaint.message);
        },
      },
    );

  return (
    <>
      {payout ? (
        <form
          noValidate
          className="flex flex-wrap gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            ask();
          }}
        >
          <input
            ref={input}
            id={ids.controlId}
            type="text"
            aria-label={t('fieldFor', { field: t('transferReference'), request: label })}
            aria-invalid={referenceError ? true : undefined}
            aria-describedby={ids.describedBy}
            placeholder={t('transferReference')}
            value={reference}
            onChange={(event) => {
              setReference(event.target.value);
              setReferenceError(undefined);
            }}
            className={FIELD}
          />
          <Button type="submit" size="sm" variant="outline" disabled={step.isPending}>
            {action}
          </Button>
          <FieldErrorText id={ids.errorId} message={referenceError} />
        </form>
      ) : (
        <Button size="sm" disabled={step.isPending} onClick={ask}>
          {action}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={payout ? t('confirmPayoutTitle', { amount }) : t('confirmRefundTitle', { amount })}
        confirmLabel={action}
        busyLabel={t('refunding')}
        cancelLabel={common('cancel')}
        busy={step.isPending}
        error={step.isError ? failureText(step.error) : null}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      >
        <p>
          {payout
            ? t('confirmPayoutText', {
                amount,
                to: request.refundTo ?? t('theShopper'),
                reference: reference.trim(),
              })
            : t('confirmRefundText', { amount })}
        </p>
      </ConfirmDialog>
    </>
  );
}
