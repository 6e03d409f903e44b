import { useForm } from 'react-hook-form';
import { cancellationRefund, type AdminOrderDetail } from '@shop/contracts';
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
 * Cancelling asks first and says what the shopper gets back (spec §9: the full total before
 * shipping, 90% once shipped, nothing for cash on delivery); the reason is shown to the shopper.
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
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const refund = cancellationRefund(order);

  const { failure, onSubmit } = useServerSubmit(form, ['reason'], async ({ reason }) => {
    await cancel.mutateAsync({ reason });
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
