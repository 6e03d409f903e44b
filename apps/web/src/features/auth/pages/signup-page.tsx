import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import type { SendOtpResult } from '@shop/contracts';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/lib/i18n';
import { authMessages } from '../auth.messages';
import { useOtpLength } from '../api/get-public-config';
import { codeSentFrom, type CodeSent } from '../code-sent';
import { AuthCard } from '../components/auth-card';
import { OtpStepForm } from '../components/otp-step-form';
import { SignupDetailsForm } from '../components/signup-details-form';
import { returnPathFrom, signupStateFrom } from '../session-helpers';
import type { SignupDetails } from '../sign-in-forms';
import { useFinishSignIn } from '../use-finish-sign-in';

/** spec §2 Signup: details, then the one-time code; success goes to '/' (or the remembered page). */
export function SignupPage() {
  const t = useT(authMessages);
  const location = useLocation();
  const handedOver = signupStateFrom(location.state);
  const configuredLength = useOtpLength();
  const { finish, alreadySignedIn } = useFinishSignIn();
  const [details, setDetails] = useState<SignupDetails>({
    name: '',
    phone: handedOver.phone,
    email: '',
  });
  // The "sent flag" of spec §2: set once a code is on its way, cleared by 'Back to details'.
  const [codeSent, setCodeSent] = useState<CodeSent | null>(null);

  if (alreadySignedIn) return <Navigate to="/" replace />;

  function onCodeSent(entered: SignupDetails, result: SendOtpResult | null) {
    setDetails(entered);
    setCodeSent(codeSentFrom(result, configuredLength));
  }

  return (
    <>
      <PageTitle title={t('signupTitle')} />
      <AuthCard
        title={t('signupTitle')}
        subtitle={codeSent ? t('checkMessages') : t('signupSubtitle')}
      >
        {handedOver.message && !codeSent ? (
          <NoticeBanner tone="info" className="mt-6">
            {handedOver.message}
          </NoticeBanner>
        ) : null}
        {codeSent ? (
          <OtpStepForm
            phone={details.phone}
            details={{ name: details.name, email: details.email || undefined }}
            otpLength={codeSent.otpLength}
            resendAfterSeconds={codeSent.resendAfterSeconds}
            earlierCode={codeSent.earlierCode}
            backLabel={t('backToDetails')}
            // Unmounting the code step drops the typed code; the details stay filled in.
            onBack={() => setCodeSent(null)}
            onVerified={(result) => finish(result, returnPathFrom(location.state))}
          />
        ) : (
          <SignupDetailsForm defaults={details} onCodeSent={onCodeSent} />
        )}
        <p className="mt-8 border-t border-slate-100 pt-6 text-center text-sm text-slate-600">
          {t('haveAccount')}{' '}
          <Link
            to="/login"
            state={location.state}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('login')}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
