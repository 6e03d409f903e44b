import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { useAdminStoreProfile, useSaveStoreProfile } from '../api/store-profile';
import { AdminPageHeader } from '../components/admin-page-header';
import { LoadError, LoadingRows } from '../components/query-states';
import { settingsMessages } from '../components/settings.messages';
import { StoreProfileForm } from '../components/store-profile-form';

/** /admin/store-profile: who the shop is on the footer, its invoices and e-mails (issue 14). */
export function StoreProfilePage() {
  const t = useT(settingsMessages);
  const profile = useAdminStoreProfile();
  const save = useSaveStoreProfile();
  return (
    <>
      <AdminPageHeader title={t('storeProfile')} />
      {profile.isPending ? (
        <LoadingRows label={t('loadingProfile')} rows={4} />
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <StoreProfileForm
          key={profile.data.updatedAt}
          profile={profile.data}
          onSave={async (body) => {
            await save.mutateAsync(body);
            showToast(t('profileSaved'));
          }}
        />
      )}
    </>
  );
}
