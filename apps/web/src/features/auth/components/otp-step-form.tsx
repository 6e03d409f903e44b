import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PHONE_PREFIX, type VerifyOtpResult } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useT, type Translate } from '@/lib/i18n';
import { authMessages, type AuthMessages } from '../auth.messages';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { otpFormSchema, type OtpFormValues } from '../sign-in-forms';
import { failureMessage, isNameRequired, resendFailureMessage } from '../sign-in-messages';
import { useResendCountdown } from '../use-resend-countdown';
import { OtpCodeInput } from './otp-code-input';

export interface OtpStepProps {
  phone: string;
  /** Sent with the code when registering (spec §7 {phone, otp, name, email}). */
  details?: { name: string; email?: string };
  otpLength: number;
  /** From the send-otp answer: how long before 'Resend OTP' is allowed. */
  resendAfterSeconds: number;
  /** No new SMS went out; the code sent moments ago is the one to type. */
  earlierCode?: boolean;
  backLabel: string;
  onBack: () => void;
  /** Runs with the verified session; the button keeps saying 'Verifying...' until it settles. */
  onVerified: (result: VerifyOtpResult) => Promise<void>;
  /** spec §4: a new number without a name; login hands over to signup. */
  onNameRequired?: () => void;
}

/** The code step shared by login and signup (spec §2): verify, resend with a countdown, go back. */
export function OtpStepForm(props: OtpStepProps) {
  const { phone, details, otpLength, backLabel, onBack, onVerified, onNameRequired } = props;
  const t = useT(authMessages);
  const verifyOtp = useVerifyOtp();
  const resendOtp = useSendOtp();
  const countdown = useResendCountdown(props.resendAfterSeconds);
  const schema = useMemo(
    () =>
      otpFormSchema(otpLength, {
        required: t('otpRequired'),
        length: t('otpLength', { length: otpLength }),
      }),
    [otpLength, t],
  );
  const form = useForm<OtpFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { otp: '' },
  });

  // The shopper's next move is typing the code, so the cursor waits in its box.
  const { setFocus } = form;
  useEffect(() => setFocus('otp'), [setFocus]);

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    resendOtp.reset();
    try {
      const result = await verifyOtp.mutateAsync({ phone, otp, ...details });
      await onVerified(result);
    } catch (error) {
      if (onNameRequired && isNameRequired(error)) onNameRequired();
      else form.setFocus('otp');
    }
  });

  async function onResend() {
    verifyOtp.reset();
    try {
      const result = await resendOtp.mutateAsync({ phone });
      countdown.restart(result.resendAfterSeconds);
      form.reset({ otp: '' });
      form.setFocus('otp');
    } catch {
      // Shown from resendOtp.error below.
    }
  }

  const verifyError =
    verifyOtp.isError && !isNameRequired(verifyOtp.error)
      ? failureMessage(verifyOtp.error, t('verifyOtpFailed'))
      : null;
  const busy = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
      <p className="text-sm text-slate-700">
        {t('codeSentTo', { length: otpLength })}{' '}
        <span className="font-semibold whitespace-nowrap text-slate-900">
          {PHONE_PREFIX}
          {phone}
        </span>
      </p>
      {props.earlierCode && !resendOtp.isSuccess ? (
        <NoticeBanner tone="info">{t('earlierCode')}</NoticeBanner>
      ) : null}
      {verifyError ? <NoticeBanner tone="error">{verifyError}</NoticeBanner> : null}
      {resendOtp.isError ? (
        <NoticeBanner tone="error">{resendFailureMessage(resendOtp.error, t)}</NoticeBanner>
      ) : null}
      {resendOtp.isSuccess ? <NoticeBanner tone="success">{t('newOtpSent')}</NoticeBanner> : null}
      <Controller
        control={form.control}
        name="otp"
        render={({ field, fieldState }) => (
          <OtpCodeInput {...field} length={otpLength} error={fieldState.error?.message} />
        )}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('verifying') : t('verifyOtp')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={onBack}
          disabled={busy}
          className="font-semibold text-brand-700 hover:underline disabled:opacity-60"
        >
          {backLabel}
        </button>
        <ResendButton
          secondsLeft={countdown.secondsLeft}
          sending={resendOtp.isPending}
          disabled={busy}
          onResend={onResend}
          t={t}
        />
      </div>
    </form>
  );
}

function ResendButton({
  secondsLeft,
  sending,
  disabled,
  onResend,
  t,
}: {
  t: Translate<AuthMessages>;
  secondsLeft: number;
  sending: boolean;
  disabled: boolean;
  onResend: () => void;
}) {
  const waiting = secondsLeft > 0;
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={waiting || sending || disabled}
      className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
    >
      {sending ? t('sending') : t('resendOtp')}
      {waiting && !sending ? (
        // The seconds change every second: kept out of any live region so they are not read out.
        <span className="font-normal">{t('resendIn', { seconds: secondsLeft })}</span>
      ) : null}
    </button>
  );
}
