import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { cartMessages } from '../cart.messages';

/**
 * In place of 'Proceed to Checkout' while some lines cannot be bought as they stand: the button,
 * disabled, and what must change first (issue 20: checkout explains rather than fails later).
 */
export function CheckoutBlockers({ blockers }: { blockers: { key: string; text: string }[] }) {
  const t = useT(cartMessages);
  const reasonId = useId();
  return (
    <>
      <Button size="lg" disabled aria-describedby={reasonId}>
        {t('proceedToCheckout')}
      </Button>
      <div
        id={reasonId}
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      >
        <p className="font-semibold">{t('beforeCheckout')}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {blockers.map((blocker) => (
            <li key={blocker.key}>{blocker.text}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
