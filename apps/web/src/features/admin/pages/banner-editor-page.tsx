import { useNavigate, useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useBanner } from '../api/get-banner';
import { useSaveBanner } from '../api/save-banner';
import { AdminPageHeader } from '../components/admin-page-header';
import { BannerForm } from '../components/banner-form';
import { bannerMessages } from '../components/banner.messages';
import { LoadError, LoadingRows } from '../components/query-states';

/** Create (/admin/banners/new) or edit (/admin/banners/{id}) one banner. */
export function BannerEditorPage() {
  const t = useT(bannerMessages);
  const common = useT(adminMessages);
  const { id } = useParams();
  const navigate = useNavigate();
  const banner = useBanner(id);
  const save = useSaveBanner(id);
  const back = (
    <Link to="/admin/banners" className="font-semibold text-brand-700 hover:underline">
      {t('allBanners')}
    </Link>
  );

  async function onSave(body: Parameters<typeof save.mutateAsync>[0]) {
    const saved = await save.mutateAsync(body);
    showToast(common(id ? 'saved' : 'created', { name: saved.title }));
    void navigate('/admin/banners');
  }

  if (!id) {
    return (
      <>
        <AdminPageHeader title={t('newBanner')} back={back} />
        <BannerForm submitLabel={t('createBanner')} onSave={onSave} />
      </>
    );
  }
  return (
    <>
      <AdminPageHeader
        title={banner.data ? common('editNamed', { name: banner.data.title }) : t('editBanner')}
        back={back}
      />
      {banner.isPending ? (
        <LoadingRows label={t('loadingBanner')} rows={4} />
      ) : banner.isError ? (
        <LoadError error={banner.error} onRetry={() => void banner.refetch()} />
      ) : (
        <BannerForm
          key={banner.data._id}
          banner={banner.data}
          submitLabel={t('saveBanner')}
          onSave={onSave}
        />
      )}
    </>
  );
}
