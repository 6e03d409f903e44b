import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { useDeliverySettings, useSaveDeliverySettings } from '../api/delivery-settings';
import { AdminPageHeader } from '../components/admin-page-header';
import { DeliverySettingsForm } from '../components/delivery-settings-form';
import { LoadError, LoadingRows } from '../components/query-states';
import { settingsMessages } from '../components/settings.messages';

/** /admin/delivery: dispatch, cut-off, zones and cash-on-delivery rules (issue 16). */
export function DeliverySettingsPage() {
  const t = useT(settingsMessages);
  const settings = useDeliverySettings();
  const save = useSaveDeliverySettings();
  return (
    <>
      <AdminPageHeader title={t('deliveryTitle')} />
      {settings.isPending ? (
        <LoadingRows label={t('loadingDelivery')} rows={4} />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <DeliverySettingsForm
          settings={settings.data}
          onSave={async (body) => {
            await save.mutateAsync(body);
            showToast(t('deliverySaved'));
          }}
        />
      )}
    </>
  );
}
