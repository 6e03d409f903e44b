import { Link, useNavigate, useParams } from 'react-router';
import { showToast } from '@/components/ui/toast-store';
import { useBanner } from '../api/get-banner';
import { useSaveBanner } from '../api/save-banner';
import { AdminPageHeader } from '../components/admin-page-header';
import { BannerForm } from '../components/banner-form';
import { LoadError, LoadingRows } from '../components/query-states';

/** Create (/admin/banners/new) or edit (/admin/banners/{id}) one banner. */
export function BannerEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const banner = useBanner(id);
  const save = useSaveBanner(id);
  const back = (
    <Link to="/admin/banners" className="font-semibold text-brand-700 hover:underline">
      ← All banners
    </Link>
  );

  async function onSave(body: Parameters<typeof save.mutateAsync>[0]) {
    const saved = await save.mutateAsync(body);
    showToast(id ? `Saved ${saved.title}` : `Created ${saved.title}`);
    void navigate('/admin/banners');
  }

  if (!id) {
    return (
      <>
        <AdminPageHeader title="New banner" back={back} />
        <BannerForm submitLabel="Create banner" onSave={onSave} />
      </>
    );
  }
  return (
    <>
      <AdminPageHeader
        title={banner.data ? `Edit ${banner.data.title}` : 'Edit banner'}
        back={back}
      />
      {banner.isPending ? (
        <LoadingRows label="Loading the banner" rows={4} />
      ) : banner.isError ? (
        <LoadError error={banner.error} onRetry={() => void banner.refetch()} />
      ) : (
        <BannerForm
          key={banner.data._id}
          banner={banner.data}
          submitLabel="Save banner"
          onSave={onSave}
        />
      )}
    </>
  );
}
