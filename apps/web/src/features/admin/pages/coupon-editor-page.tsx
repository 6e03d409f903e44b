import { useNavigate, useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import type { AdminCouponCreateBody } from '@shop/contracts';
import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useCoupon } from '../api/get-coupon';
import { useSaveCoupon } from '../api/save-coupon';
import { AdminPageHeader } from '../components/admin-page-header';
import { CouponForm } from '../components/coupon-form';
import { CouponRedemptions } from '../components/coupon-redemptions';
import { couponMessages } from '../components/coupon.messages';
import { LoadError, LoadingRows } from '../components/query-states';

/** Create (/admin/coupons/new) or edit a coupon, with its redemptions below. */
export function CouponEditorPage() {
  const t = useT(couponMessages);
  const common = useT(adminMessages);
  const { id } = useParams();
  const navigate = useNavigate();
  const coupon = useCoupon(id);
  const save = useSaveCoupon(id);
  const back = (
    <Link to="/admin/coupons" className="font-semibold text-brand-700 hover:underline">
      {t('allCouponsBack')}
    </Link>
  );

  async function onSave(body: AdminCouponCreateBody) {
    const saved = await save.mutateAsync(body);
    showToast(common(id ? 'saved' : 'created', { name: saved.code }));
    if (!id) void navigate(`/admin/coupons/${saved.id}`);
  }

  if (!id) {
    return (
      <>
        <AdminPageHeader title={t('newCoupon')} back={back} />
        <CouponForm submitLabel={t('createCoupon')} onSave={onSave} />
      </>
    );
  }
  return (
    <>
      <AdminPageHeader
        title={coupon.data ? t('couponCode', { code: coupon.data.code }) : t('coupon')}
        back={back}
      />
      {coupon.isPending ? (
        <LoadingRows label={t('loadingCoupon')} rows={4} />
      ) : coupon.isError ? (
        <LoadError error={coupon.error} onRetry={() => void coupon.refetch()} />
      ) : (
        <CouponForm
          key={coupon.data.id}
          coupon={coupon.data}
          submitLabel={t('saveCoupon')}
          onSave={onSave}
        />
      )}
      <CouponRedemptions couponId={id} />
    </>
  );
}
