import { useForm } from 'react-hook-form';
import type { AdminOrderDetail } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useAdvanceOrder } from '../api/advance-order';
import { useServerSubmit } from '../use-server-submit';
import { orderMessages } from './order.messages';

interface ShipValues {
  carrier: string;
  trackingNumber: string;
  location: string;
}

/** Shipping records the carrier and tracking number; the location shows in the shopper's tracking. */
export function ShipOrderDialog({
  order,
  onClose,
}: {
  order: AdminOrderDetail;
  onClose: () => void;
}) {
  const t = useT(orderMessages);
  const common = useT(adminMessages);
  const advance = useAdvanceOrder(order._id);
  const form = useForm<ShipValues>({
    defaultValues: { carrier: '', trackingNumber: '', location: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const { failure, onSubmit } = useServerSubmit(
    form,
    ['carrier', 'trackingNumber', 'location'],
    async (values) => {
      await advance.mutateAsync({
        status: 'shipped',
        carrier: values.carrier,
        trackingNumber: values.trackingNumber,
        ...(values.location.trim() ? { location: values.location } : {}),
      });
      showToast(t('shipped', { number: order.orderNumber }));
      onClose();
    },
  );

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isSubmitting}
      title={t('shipTitle', { number: order.orderNumber })}
      description={t('shipDescription')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
        <TextField
          label={t('carrier')}
          placeholder={t('carrierExample')}
          {...form.register('carrier')}
          error={errors.carrier?.message}
        />
        <TextField
          label={t('trackingNumber')}
          {...form.register('trackingNumber')}
          error={errors.trackingNumber?.message}
        />
        <TextField
          label={t('location')}
          labelNote={t('optional')}
          placeholder={t('locationExample')}
          {...form.register('location')}
          error={errors.location?.message}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {common('cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('shipping') : t('markShipped')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
