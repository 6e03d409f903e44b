import type { AdminCoupon, AdminCouponCreateBody, CouponType } from '@shop/contracts';
import { formatPrice } from '@/lib/format';
import type { Translate } from '@/lib/i18n';
import type { CouponMessages } from './components/coupon.messages';
import { hasHindi, hindiText } from './translation-values';

export interface CouponFormValues {
  code: string;
  description: string;
  type: CouponType;
  value: string;
  maxDiscount: string;
  minOrderValue: string;
  /** `datetime-local` text in the admin's own time zone. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perUserLimit: string;
  isActive: boolean;
  /** Issue 19: the description in Hindi, blank when there is none. */
  translations: { hi: { description: string } };
}

export const COUPON_FIELDS = [
  'code',
  'description',
  'type',
  'value',
  'maxDiscount',
  'minOrderValue',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perUserLimit',
  'isActive',
  'translations',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the `datetime-local` box shows it (local time, minutes). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function couponFormValues(coupon?: AdminCoupon): CouponFormValues {
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    type: coupon?.type ?? 'percentage',
    value: text(coupon?.value),
    maxDiscount: text(coupon?.maxDiscount),
    minOrderValue: coupon ? String(coupon.minOrderValue) : '0',
    startsAt: toLocalInput(coupon?.startsAt ?? null),
    endsAt: toLocalInput(coupon?.endsAt ?? null),
    usageLimit: text(coupon?.usageLimit),
    perUserLimit: text(coupon?.perUserLimit),
    isActive: coupon?.isActive ?? true,
    translations: { hi: { description: coupon?.translations.hi?.description ?? '' } },
  };
}

/**
 * Empty limits mean 'no limit' (null); a flat coupon has no cap. A blank Hindi description is
 * sent as null, which removes it; a new coupon sends none when it is blank.
 */
export function couponBody(values: CouponFormValues, isNew: boolean): AdminCouponCreateBody {
  const optional = (text: string) => (text.trim() === '' ? null : Number(text));
  const translations = { hi: { description: hindiText(values.translations.hi.description) } };
  return {
    ...(isNew && !hasHindi(translations) ? {} : { translations }),
    code: values.code,
    description: values.description,
    type: values.type,
    value: values.value.trim() === '' ? Number.NaN : Number(values.value),
    maxDiscount: values.type === 'percentage' ? optional(values.maxDiscount) : null,
    minOrderValue: values.minOrderValue.trim() === '' ? 0 : Number(values.minOrderValue),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    usageLimit: optional(values.usageLimit),
    perUserLimit: optional(values.perUserLimit),
    isActive: values.isActive,
  };
}

/** '10% off, up to ₹500' or '₹100 off', in the page's language. */
export function discountText(
  t: Translate<CouponMessages>,
  coupon: Pick<AdminCoupon, 'type' | 'value' | 'maxDiscount'>,
) {
  if (coupon.type === 'flat') return t('flatOff', { amount: formatPrice(coupon.value) });
  return coupon.maxDiscount
    ? t('percentOffUpTo', { percent: coupon.value, cap: formatPrice(coupon.maxDiscount) })
    : t('percentOff', { percent: coupon.value });
}
