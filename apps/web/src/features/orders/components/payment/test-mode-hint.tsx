import type { PaymentMethodChoice } from '@shop/contracts';

/**
 * The simulated gateway's documented test inputs (API README "Payments", decision 008). Shown
 * whenever GET /orders/payment-methods says the provider is simulated - every build, because
 * `npm start` runs the shop in demo mode - so nobody types a real card into a test shop.
 */
const TEST_INPUTS: Partial<Record<PaymentMethodChoice, string>> = {
  card: 'Card 4111 1111 1111 1111 is approved and 4000 0000 0000 0002 is declined (any future expiry, any 3-digit CVV).',
  upi: 'UPI ID success@upi is approved and failure@upi is declined.',
  netbanking: 'Every bank approves the payment.',
};

export function TestModeHint({ choice }: { choice: PaymentMethodChoice }) {
  const inputs = TEST_INPUTS[choice];
  if (!inputs) return null;
  return (
    <p className="rounded-lg border border-dashed border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <strong className="font-semibold">Test mode:</strong> no real money moves. {inputs}
    </p>
  );
}
