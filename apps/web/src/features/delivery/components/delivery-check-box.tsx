import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useAddresses } from '@/features/account';
import { useAuth } from '@/features/auth';
import { useDeliveryCheck } from '../api/check-delivery';
import { rememberedPincode, rememberPincode } from '../remembered-pincode';
import { useT } from '@/lib/i18n';
import { deliveryMessages } from '../delivery.messages';
import { DeliveryAnswer } from './delivery-answer';
import { pincodeDigits } from '@/lib/pincode-digits';

const PINCODE = /^[1-9]\d{5}$/;

function DeliveryCheckForm({ productId, initial }: { productId: string; initial: string | null }) {
  const headingId = useId();
  const t = useT(deliveryMessages);
  const [typed, setTyped] = useState(initial ?? '');
  const [checked, setChecked] = useState<string | null>(initial);
  const [problem, setProblem] = useState<string | undefined>();
  const check = useDeliveryCheck(checked, productId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!PINCODE.test(typed)) {
      setProblem(t('invalidPincode'));
      // The answer for the pincode checked before is not an answer for this one.
      setChecked(null);
      return;
    }
    setProblem(undefined);
    setChecked(typed);
    rememberPincode(typed);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 p-4"
    >
      <h2 id={headingId} className="font-semibold text-slate-900">
        {t('checkDelivery')}
      </h2>
      <form noValidate onSubmit={submit} className="flex items-start gap-2">
        <TextField
          label={t('pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t('enterPincode')}
          value={typed}
          error={problem}
          className="flex-1"
          onChange={(event) => setTyped(pincodeDigits(event.target.value))}
        />
        <Button type="submit" variant="secondary" className="mt-7">
          {t('check')}
        </Button>
      </form>
      {checked === null ? (
        <p className="text-sm text-slate-600">{t('checkHint')}</p>
      ) : check.isPending ? (
        <Spinner label={t('checkingDelivery')} className="justify-start" />
      ) : check.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {check.error.message || t('checkFailed')}
        </p>
      ) : (
        <DeliveryAnswer check={check.data} />
      )}
    </section>
  );
}

/** Signed in: the default address's pincode, once the address book has loaded. */
function SignedInDeliveryCheck({ productId }: { productId: string }) {
  const addresses = useAddresses();
  if (addresses.isPending) return <DeliveryCheckForm productId={productId} initial={null} />;
  const fallback = addresses.data?.find((address) => address.isDefault)?.pincode;
  const initial = fallback ?? rememberedPincode();
  return <DeliveryCheckForm key={initial ?? ''} productId={productId} initial={initial} />;
}

/**
 * The product page's 'Check delivery' box (issue 16): the pincode is remembered in this browser
 * (or, signed in, the default address's), and the answer says "Delivery by Fri, 28 Nov" and
 * whether cash on delivery is available - or why it cannot come there.
 */
export function DeliveryCheckBox({ productId }: { productId: string }) {
  const { user } = useAuth();
  return user ? (
    <SignedInDeliveryCheck productId={productId} />
  ) : (
    <DeliveryCheckForm productId={productId} initial={rememberedPincode()} />
  );
}
