import { useId, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LockIcon } from '@/components/ui/icons';
import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { useAddresses } from '@/features/account';
import { useAuth } from '@/features/auth';
import { CouponBox, OrderSummary, useCartSummary } from '@/features/cart';
import { OrderDeliveryNote, useOrderDelivery } from '@/features/delivery';
import { PaymentRetryPanel, usePaymentMethods } from '@/features/orders';
import { useServerCart } from '@/features/shopping';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { checkoutMessages } from '../checkout.messages';
import { NEW_ADDRESS } from '../address-choice';
import { checkoutBody } from '../checkout-body';
import { CheckoutItems } from '../components/checkout-items';
import { PaymentSection } from '../components/payment-section';
import { ShippingAddressSection } from '../components/shipping-address-section';
import { useCheckoutForm } from '../use-checkout-form';
import { isSettled, usePlaceOrder } from '../use-place-order';

function CheckoutHeader() {
  const t = useT(checkoutMessages);
  return (
    <>
      <PageTitle title={t('title')} />
      <p className="text-sm font-medium text-slate-500">{t('step')}</p>
      <PageHeading className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('title')}
      </PageHeading>
    </>
  );
}

/**
 * spec §2 Checkout (/checkout, Step 2 of 2): shipping address, payment method, the order summary
 * with the coupon box and 'Place Order {total}'. Signed-out visitors never get here (RequireAuth);
 * an empty cart goes back to /cart - unless this tab placed an order whose payment was
 * declined (before a reload too), which is paid again here on the same order. Under Razorpay every online order is
 * paid that way: Razorpay's window opens as soon as it is placed (decision 008).
 */
export function CheckoutPage() {
  const t = useT(checkoutMessages);
  const cart = useServerCart();
  const summary = useCartSummary();
  const addresses = useAddresses();
  const paymentMethods = usePaymentMethods();
  const form = useCheckoutForm(addresses);
  const { user } = useAuth();
  const razorpay = paymentMethods.data?.provider === 'razorpay';
  const { place, placing, placed, held, restoring, finish } = usePlaceOrder();
  const formId = useId();
  // Issue 16: the chosen address's pincode decides the promise and whether COD is offered.
  const pincode =
    form.addressChoice === NEW_ADDRESS
      ? form.newAddress.pincode
      : addresses.data?.find((address) => address._id === form.addressChoice)?.pincode;
  const delivery = useOrderDelivery(pincode);
  const codUnavailable =
    delivery.data && !delivery.data.codAvailable
      ? (delivery.data.reason ?? delivery.data.codReason ?? t('codNotAvailable'))
      : undefined;
  const codFee = form.method === 'cod' ? (delivery.data?.codFee ?? 0) : 0;

  if (placed && isSettled(placed)) return <PageSpinner label={t('openingConfirmation')} />;
  const emptyCart = cart.data?.items.length === 0;
  // A reload after a declined payment: its order holds what was in the cart. A cart filled
  // again since is checked out as usual (the held order waits under My Orders).
  const unpaid = placed ?? (emptyCart ? held : null);
  if (unpaid) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <CheckoutHeader />
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <PaymentRetryPanel
            order={unpaid}
            paymentMethods={paymentMethods.data}
            onPaid={finish}
            takeFocus
            // Razorpay's window opens by itself only for an order placed just now.
            openRazorpay={unpaid === placed}
          />
        </div>
      </div>
    );
  }

  if (cart.isPending || (emptyCart && restoring)) {
    return <PageSpinner label={t('loadingCart')} />;
  }
  if (cart.isError) {
    return (
      <EmptyState title={t('loadFailed')} description={cart.error.message}>
        <Button onClick={() => void cart.refetch()}>{t('tryAgain')}</Button>
      </EmptyState>
    );
  }
  if (cart.data.items.length === 0) return <Navigate to="/cart" replace />;

  const total = summary.data === undefined ? undefined : summary.data.total + codFee;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkoutBody(form, addresses.data ?? [], summary.data?.appliedCoupon?.code, {
      razorpay,
      accountEmail: user?.email,
      expectedTotal: total,
    });
    if ('problem' in result) window.alert(result.problem);
    else void place(result.body);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <CheckoutHeader />
      <Link
        to="/cart"
        className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('backToCart')}
      </Link>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_24rem]">
        {/* The coupon box is a form of its own, so the Place Order button joins this one by id. */}
        <form
          id={formId}
          noValidate
          onSubmit={submit}
          aria-label={t('checkoutForm')}
          className="space-y-6"
        >
          <ShippingAddressSection
            addresses={addresses.data ?? []}
            loading={form.addressChoice === null}
            failed={addresses.isError}
            choice={form.addressChoice ?? ''}
            onChoice={form.setAddressChoice}
            values={form.newAddress}
            onChange={form.changeNewAddress}
            saveAddress={form.saveAddress}
            onSaveAddress={form.setSaveAddress}
            disabled={placing}
          />
          <section
            aria-label={t('delivery')}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            {pincode ? (
              <OrderDeliveryNote pincode={pincode} />
            ) : (
              <p className="text-sm text-slate-600">{t('enterPincode')}</p>
            )}
          </section>
          <PaymentSection
            method={form.method}
            onMethod={form.setMethod}
            details={form.details}
            onDetails={form.changeDetails}
            paymentMethods={paymentMethods.data}
            codUnavailable={codUnavailable}
            codFee={delivery.data?.codFee ?? 0}
            disabled={placing}
          />
        </form>
        <div className="space-y-4 lg:sticky lg:top-24">
          <CheckoutItems items={cart.data.items} />
          <CouponBox />
          <OrderSummary
            totals={summary.data ?? null}
            updating={summary.isFetching}
            shipping="summary"
            codFee={codFee}
          >
            <Button type="submit" form={formId} size="lg" disabled={placing || total === undefined}>
              <LockIcon className="size-5" />
              {placing
                ? t('placingOrder')
                : t('placeOrder', { total: total === undefined ? '' : formatPrice(total) })}
            </Button>
          </OrderSummary>
        </div>
      </div>
    </div>
  );
}
