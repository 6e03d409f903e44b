import { showToast } from '@/components/ui/toast-store';
import { useDeliverySettings, useSaveDeliverySettings } from '../api/delivery-settings';
import { AdminPageHeader } from '../components/admin-page-header';
import { DeliverySettingsForm } from '../components/delivery-settings-form';
import { LoadError, LoadingRows } from '../components/query-states';

/** /admin/delivery: dispatch, cut-off, zones and cash-on-delivery rules (issue 16). */
export function DeliverySettingsPage() {
  const settings = useDeliverySettings();
  const save = useSaveDeliverySettings();
  return (
    <>
      <AdminPageHeader title="Delivery and cash on delivery" />
      {settings.isPending ? (
        <LoadingRows label="Loading the delivery settings" rows={4} />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <DeliverySettingsForm
          settings={settings.data}
          onSave={async (body) => {
            await save.mutateAsync(body);
            showToast('Delivery settings saved');
          }}
        />
      )}
    </>
  );
}
