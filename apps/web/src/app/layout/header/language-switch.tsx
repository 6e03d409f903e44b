import { useState } from 'react';
import { LANGUAGE_NAMES, type Language, type UpdateProfileBody } from '@shop/contracts';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { switchLanguage, useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/**
 * What the switch says, in the language it switches to (a Hindi reader looks for हिन्दी on an
 * English page): the visible name begins the accessible name, so voice control finds it.
 */
const SWITCH_LABELS: Readonly<Record<Language, string>> = {
  en: 'English: read this page in English',
  hi: 'हिन्दी: यह पेज हिन्दी में पढ़ें',
};

/**
 * Issue 19: the language switch of the header and the phone menu. A signed-in shopper's choice
 * is saved on the profile first (their e-mails and SMS follow it), then the same page opens in
 * the other language; a failed save does not stop the switch.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const { status } = useAuth();
  const [busy, setBusy] = useState(false);
  const other: Language = language === 'hi' ? 'en' : 'hi';

  async function choose() {
    setBusy(true);
    if (status === 'signedIn') {
      const body: UpdateProfileBody = { language: other };
      await api.put('/users/profile', body).catch(() => undefined);
    }
    switchLanguage(other);
  }

  return (
    <button
      type="button"
      lang={other}
      aria-label={SWITCH_LABELS[other]}
      disabled={busy}
      onClick={() => void choose()}
      className={cn(
        'rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60',
        className,
      )}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
