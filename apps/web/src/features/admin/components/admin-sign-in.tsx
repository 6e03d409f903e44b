import { useState, type FormEvent } from 'react';
import { DEFAULT_OTP_LENGTH, PhoneSchema, pathInLanguage } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { PageTitle } from '@/components/ui/page-title';
import { PhoneNumberField } from '@/components/ui/phone-number-field';
import { SEND_OTP_FAILED, failureMessage, isEarlierCodeStillValid } from '@/features/auth';
import { useLanguage, useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { postAdminSendOtp } from '../api/admin-sign-in';
import { AdminCodeStep } from './admin-code-step';

/**
 * The console's sign-in (issue 7): the shop's mobile number and one-time code, but only an admin
 * account gets in. A customer's number is refused after the code and its session ended at once,
 * so no token is kept.
 */
export function AdminSignIn({ notice }: { notice?: string }) {
  const t = useT(adminMessages);
  const language = useLanguage();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [failure, setFailure] = useState<string | undefined>(notice);
  const [sending, setSending] = useState(false);
  const [codeStep, setCodeStep] = useState<{ otpLength: number } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = PhoneSchema.safeParse(phone);
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message);
      return;
    }
    setPhoneError(undefined);
    setFailure(undefined);
    setSending(true);
    try {
      const result = await postAdminSendOtp(parsed.data);
      setCodeStep({ otpLength: result.otpLength });
    } catch (error) {
      if (isEarlierCodeStillValid(error)) setCodeStep({ otpLength: DEFAULT_OTP_LENGTH });
      else setFailure(failureMessage(error, SEND_OTP_FAILED));
    } finally {
      setSending(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-100 px-4 py-12 sm:items-center">
      <PageTitle title={t('signInTitle')} />
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('backOffice')}
        </p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{t('signInTitle')}</h1>
        {codeStep ? (
          <AdminCodeStep
            phone={phone}
            otpLength={codeStep.otpLength}
            onBack={(message) => {
              setCodeStep(null);
              setFailure(message);
            }}
          />
        ) : (
          <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
            {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
            <PhoneNumberField
              value={phone}
              onChange={setPhone}
              error={phoneError}
              autoFocus
              hint={t('signInHint')}
            />
            <Button type="submit" size="lg" className="w-full" disabled={sending}>
              {sending ? t('sendingOtp') : t('sendOtp')}
            </Button>
            <a
              href={pathInLanguage('/', language)}
              className="block text-center text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('backToShop')}
            </a>
          </form>
        )}
      </div>
    </main>
  );
}
