import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FIELD_CONTROL_CLASS, fieldBorderClass } from '@/components/ui/field-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useCouponNotice } from '@/features/shopping';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { useApplyCoupon } from '../api/apply-coupon';
import { useCartSummary } from '../api/get-cart-summary';
import { useRemoveCoupon } from '../api/remove-coupon';
import { useT } from '@/lib/i18n';
import { cartAlert } from '../cart-alerts';
import { cartMessages } from '../cart.messages';

/** spec §4 Coupon: the box's states. */
export type CouponState = 'none' | 'applying' | 'applied' | 'removed';

/**
 * spec §8: the server's reason, else 'Invalid coupon code'. Only an answer in the API's envelope
 * carries a reason; HTTP_* and client codes are the client's own words for a failed call.
 */
function couponFailure(error: unknown): string {
  const fromServer =
    isApiError(error) &&
    error.status > 0 &&
    !error.code.startsWith('HTTP_') &&
    error.code !== 'INVALID_RESPONSE';
  return fromServer && error.message ? error.message : cartAlert('couponInvalid');
}

/**
 * spec §2/§4/§5 Coupon, for a signed-in shopper's server cart: the code is trimmed and
 * upper-cased, an empty one says 'Please enter a coupon code'. States: none, applying, applied
 * (the code with a remove button) and removed. When the server took the coupon off because the
 * cart no longer qualifies, its reason is shown.
 */
export function CouponBox({ className }: { className?: string }) {
  const t = useT(cartMessages);
  const inputId = useId();
  const messageId = useId();
  const summary = useCartSummary();
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const dropped = useCouponNotice();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);

  const applied = summary.data?.appliedCoupon ?? null;
  const state: CouponState = apply.isPending
    ? 'applying'
    : applied
      ? 'applied'
      : removed
        ? 'removed'
        : 'none';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const couponCode = code.trim().toUpperCase();
    if (!couponCode) {
      setError(t('couponEmpty'));
      return;
    }
    setError(null);
    // A new code leaves the 'removed' state: its note is about the coupon before.
    setRemoved(false);
    apply.mutate(couponCode, {
      onSuccess: () => setCode(''),
      onError: (failure) => setError(couponFailure(failure)),
    });
  }

  function takeOff() {
    remove.mutate(undefined, {
      onSuccess: () => setRemoved(true),
      onError: (failure) =>
        setError(isApiError(failure) ? failure.message : t('removeCouponFailed')),
    });
  }

  return (
    <section
      aria-label={t('coupon')}
      data-state={state}
      className={cn('rounded-xl border border-slate-200 bg-white p-5 shadow-sm', className)}
    >
      {dropped && state !== 'applied' ? (
        <NoticeBanner tone="info" className="mb-3">
          {dropped}
        </NoticeBanner>
      ) : null}
      {state === 'applied' && applied ? (
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-emerald-800">
              {t('couponAppliedBefore')}{' '}
              <span className="font-mono tracking-wide">{applied.code}</span>{' '}
              {t('couponAppliedAfter')}
            </p>
            <p className="mt-0.5 text-sm text-slate-600">
              {t('youSave', { amount: formatPrice(applied.discount) })}
              {applied.description ? ` · ${applied.description}` : null}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={takeOff}
            disabled={remove.isPending}
            aria-label={t('removeCoupon', { code: applied.code })}
          >
            {remove.isPending ? t('removing') : t('remove')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
            {t('couponCode')}
          </label>
          {state === 'removed' ? (
            <p role="status" className="mt-1 text-sm text-slate-600">
              {t('couponRemoved')}
            </p>
          ) : null}
          <div className="mt-2 flex gap-2">
            <input
              id={inputId}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.toUpperCase());
                setError(null);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              placeholder={t('enterCode')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? messageId : undefined}
              disabled={state === 'applying'}
              className={cn(
                FIELD_CONTROL_CLASS,
                fieldBorderClass(Boolean(error)),
                'min-w-0 flex-1 uppercase',
              )}
            />
            <Button type="submit" variant="secondary" disabled={state === 'applying'}>
              {state === 'applying' ? t('applying') : t('apply')}
            </Button>
          </div>
          {error ? (
            <p id={messageId} role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
