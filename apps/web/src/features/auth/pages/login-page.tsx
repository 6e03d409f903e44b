import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import type { SendOtpResult } from '@shop/contracts';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/lib/i18n';
import { authMessages } from '../auth.messages';
import { useOtpLength } from '../api/get-public-config';
import { AuthCard } from '../components/auth-card';
import { LoginPhoneForm } from '../components/login-phone-form';
import { OtpStepForm } from '../components/otp-step-form';
import { returnPathFrom } from '../session-helpers';
import { codeSentFrom, type CodeSent } from '../code-sent';
import type { SignupRouteState } from '../types';
import { useFinishSignIn } from '../use-finish-sign-in';

/** spec §2 Login: the mobile number, then the one-time code; then back where the shopper was. */
export function LoginPage() {
  const t = useT(authMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const configuredLength = useOtpLength();
  const { finish, alreadySignedIn } = useFinishSignIn();
  const [phone, setPhone] = useState('');
  const [codeSent, setCodeSent] = useState<(CodeSent & { phone: string }) | null>(null);

  if (alreadySignedIn) return <Navigate to="/" replace />;

  function onCodeSent(sentTo: string, result: SendOtpResult | null) {
    setPhone(sentTo);
    setCodeSent({ phone: sentTo, ...codeSentFrom(result, configuredLength) });
  }

  function onNameRequired(sentTo: string) {
    // spec §4: a new number registers first; `from` rides along so signup can return there too.
    const state: SignupRouteState = {
      phone: sentTo,
      message: t('registrationRequired'),
      ...fromOf(location.state),
    };
    void navigate('/signup', { state });
  }

  return (
    <>
      <PageTitle title={t('loginTitle')} />
      <AuthCard
        title={t('loginTitle')}
        subtitle={codeSent ? t('checkMessages') : t('loginSubtitle')}
      >
        {codeSent ? (
          <OtpStepForm
            key={codeSent.phone}
            phone={codeSent.phone}
            otpLength={codeSent.otpLength}
            resendAfterSeconds={codeSent.resendAfterSeconds}
            earlierCode={codeSent.earlierCode}
            backLabel={t('changeNumber')}
            onBack={() => setCodeSent(null)}
            onVerified={(result) => finish(result, returnPathFrom(location.state))}
            onNameRequired={() => onNameRequired(codeSent.phone)}
          />
        ) : (
          <LoginPhoneForm defaultPhone={phone} onCodeSent={onCodeSent} />
        )}
        <p className="mt-8 border-t border-slate-100 pt-6 text-center text-sm text-slate-600">
          {t('newHere')}{' '}
          {/* Keeps `from` so a shopper who signs up still returns to where they were. */}
          <Link
            to="/signup"
            state={location.state}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('createAccount')}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}

function fromOf(state: unknown): { from?: string } {
  const from = returnPathFrom(state);
  return from === '/' ? {} : { from };
}
