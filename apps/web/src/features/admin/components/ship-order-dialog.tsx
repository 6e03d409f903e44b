import { useForm } from 'react-hook-form';
import type { AdminOrderDetail } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { showToast } from '@/components/ui/toast-store';
import { useAdvanceOrder } from '../api/advance-order';
import { useServerSubmit } from '../use-server-submit';

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
      showToast(`Order ${order.orderNumber} is shipped`);
      onClose();
    },
  );

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isSubmitting}
      title={`Ship order ${order.orderNumber}`}
      description="The shopper sees these details in the order's tracking."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
        <TextField
          label="Carrier"
          placeholder="Delhivery"
          {...form.register('carrier')}
          error={errors.carrier?.message}
        />
        <TextField
          label="Tracking number"
          {...form.register('trackingNumber')}
          error={errors.trackingNumber?.message}
        />
        <TextField
          label="Location"
          labelNote="(optional)"
          placeholder="Mumbai hub"
          {...form.register('location')}
          error={errors.location?.message}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Shipping...' : 'Mark as shipped'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
