import { Link, useNavigate, useParams } from 'react-router';
import type { AdminCouponCreateBody } from '@shop/contracts';
import { showToast } from '@/components/ui/toast-store';
import { useCoupon } from '../api/get-coupon';
import { useSaveCoupon } from '../api/save-coupon';
import { AdminPageHeader } from '../components/admin-page-header';
import { CouponForm } from '../components/coupon-form';
import { CouponRedemptions } from '../components/coupon-redemptions';
import { LoadError, LoadingRows } from '../components/query-states';

/** Create (/admin/coupons/new) or edit a coupon, with its redemptions below. */
export function CouponEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const coupon = useCoupon(id);
  const save = useSaveCoupon(id);
  const back = (
    <Link to="/admin/coupons" className="font-semibold text-brand-700 hover:underline">
      ← All coupons
    </Link>
  );

  async function onSave(body: AdminCouponCreateBody) {
    const saved = await save.mutateAsync(body);
    showToast(id ? `Saved ${saved.code}` : `Created ${saved.code}`);
    if (!id) void navigate(`/admin/coupons/${saved.id}`);
  }

  if (!id) {
    return (
      <>
        <AdminPageHeader title="New coupon" back={back} />
        <CouponForm submitLabel="Create coupon" onSave={onSave} />
      </>
    );
  }
  return (
    <>
      <AdminPageHeader title={coupon.data ? `Coupon ${coupon.data.code}` : 'Coupon'} back={back} />
      {coupon.isPending ? (
        <LoadingRows label="Loading the coupon" rows={4} />
      ) : coupon.isError ? (
        <LoadError error={coupon.error} onRetry={() => void coupon.refetch()} />
      ) : (
        <CouponForm
          key={coupon.data.id}
          coupon={coupon.data}
          submitLabel="Save coupon"
          onSave={onSave}
        />
      )}
      <CouponRedemptions couponId={id} />
    </>
  );
}
