import type { PaymentMethodChoice } from '@shop/contracts';
import { useT } from '@/lib/i18n';
import { paymentMessages } from '../../payment/payment.messages';

/**
 * The simulated gateway's documented test inputs (API README "Payments", decision 008). Shown
 * whenever GET /orders/payment-methods says the provider is simulated - every build, because
 * `npm start` runs the shop in demo mode - so nobody types a real card into a test shop.
 */
const TEST_INPUTS = {
  card: 'testCard',
  upi: 'testUpi',
  netbanking: 'testNetbanking',
} as const satisfies Partial<Record<PaymentMethodChoice, string>>;

export function TestModeHint({ choice }: { choice: PaymentMethodChoice }) {
  const t = useT(paymentMessages);
  if (choice === 'cod') return null;
  const inputs = t(TEST_INPUTS[choice]);
  return (
    <p className="rounded-lg border border-dashed border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <strong className="font-semibold">{t('testMode')}</strong> {t('noRealMoney')} {inputs}
    </p>
  );
}
