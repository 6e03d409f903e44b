import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { cancellationRefund, type AdminOrderDetail, type CancelledBy } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { showToast } from '@/components/ui/toast-store';
import { formatPaise } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCancelOrder } from '../api/cancel-order';
import { useServerSubmit } from '../use-server-submit';
import { TextAreaField } from './form-controls';
import { orderMessages } from './order.messages';

/**
 * Cancelling asks first, who it is for, and says what the shopper gets back: everything paid
 * when the shop cancels; at the shopper's request spec §9's rule (the full total before
 * shipping, 90% once shipped); nothing for cash on delivery. The reason is shown to the shopper.
 */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: AdminOrderDetail;
  onClose: () => void;
}) {
  const t = useT(orderMessages);
  const cancel = useCancelOrder(order._id);
  const form = useForm<{ reason: string; cancelledBy: CancelledBy }>({
    defaultValues: { reason: '', cancelledBy: 'shop' },
  });
  const { errors, isSubmitting } = form.formState;
  const refund = cancellationRefund(
    order,
    useWatch({ control: form.control, name: 'cancelledBy' }),
  );
  const whoId = useId();

  const { failure, onSubmit } = useServerSubmit(form, ['reason'], async (values) => {
    await cancel.mutateAsync(values);
    showToast(t('cancelledToast', { number: order.orderNumber }));
    onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isSubmitting}
      title={t('cancelTitle', { number: order.orderNumber })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4 text-sm">
        {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
        <fieldset>
          <legend className="mb-1.5 font-medium text-slate-800">{t('cancelledByLegend')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            <label className="flex items-center gap-2" htmlFor={`${whoId}-shop`}>
              <input
                id={`${whoId}-shop`}
                type="radio"
                value="shop"
                {...form.register('cancelledBy')}
              />
              {t('cancelledByShop')}
            </label>
            <label className="flex items-center gap-2" htmlFor={`${whoId}-shopper`}>
              <input
                id={`${whoId}-shopper`}
                type="radio"
                value="shopper"
                {...form.register('cancelledBy')}
              />
              {t('cancelledByShopper')}
            </label>
          </div>
        </fieldset>
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <p className="font-semibold">
            {t('refundAmount', { amount: formatPaise(refund.amountPaise) })}
          </p>
          <p>{t('timeline', { timeline: refund.timeline })}</p>
          <p className="mt-1">{t('stockBack')}</p>
        </div>
        <TextAreaField
          label={t('reasonShown')}
          {...form.register('reason')}
          error={errors.reason?.message}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting} data-autofocus>
            {t('keepOrder')}
          </Button>
          <Button type="submit" disabled={isSubmitting} className="bg-red-700 hover:bg-red-800">
            {isSubmitting ? t('cancelling') : t('cancelOrder')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
