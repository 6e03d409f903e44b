import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { NameSchema, PHONE_PREFIX } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import {
  SEND_OTP_FAILED,
  VERIFY_OTP_FAILED,
  failureMessage,
  isNameRequired,
} from '@/features/auth';
import { useT } from '@/lib/i18n';
import { adminKeys } from '../admin-keys';
import { adminMessages } from '../admin.messages';
import { writeAdminToken } from '../admin-token';
import { endAdminSession, postAdminSendOtp, postAdminVerifyOtp } from '../api/admin-sign-in';

/**
 * The code step. A number listed as an admin that has never signed in has no account yet: the
 * server asks for a name (spec §4) and the same code, sent again with it, creates the account.
 */
export function AdminCodeStep({
  phone,
  otpLength,
  onBack,
}: {
  phone: string;
  otpLength: number;
  /** Back to the number, with a reason when the number was refused. */
  onBack: (message?: string) => void;
}) {
  const t = useT(adminMessages);
  const queryClient = useQueryClient();
  const [otp, setOtp] = useState('');
  const [name, setName] = useState('');
  const [needsName, setNeedsName] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ otp?: string; name?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);

  function check(): boolean {
    const errors: { otp?: string; name?: string } = {};
    if (!otp) errors.otp = t('enterOtp');
    else if (otp.length !== otpLength) errors.otp = t('enterOtpDigits', { length: otpLength });
    if (needsName) {
      const parsed = NameSchema.safeParse(name);
      if (!parsed.success) errors.name = parsed.error.issues[0]?.message;
    }
    setFieldErrors(errors);
    return !errors.otp && !errors.name;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await postAdminVerifyOtp({ phone, otp, ...(needsName ? { name } : {}) });
      if (result.user.role !== 'admin') {
        await endAdminSession(result.accessToken);
        // The console's own refusal of a number that is not an admin's.
        onBack(t('notAnAdmin'));
        return;
      }
      queryClient.setQueryData(adminKeys.me(result.accessToken), result.user);
      writeAdminToken(result.accessToken);
    } catch (error) {
      if (isNameRequired(error)) setNeedsName(true);
      else setFailure(failureMessage(error, VERIFY_OTP_FAILED));
      setBusy(false);
    }
  }

  async function onResend() {
    setFailure(undefined);
    setResent(false);
    try {
      await postAdminSendOtp(phone);
      setResent(true);
      setOtp('');
    } catch (error) {
      setFailure(failureMessage(error, SEND_OTP_FAILED));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
      <p className="text-sm text-slate-700">
        {t('codeSentTo', { length: otpLength })}{' '}
        <span className="font-semibold whitespace-nowrap text-slate-900">
          {PHONE_PREFIX}
          {phone}
        </span>
      </p>
      {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
      {resent ? <NoticeBanner tone="success">{t('otpResent')}</NoticeBanner> : null}
      {needsName ? <NoticeBanner tone="info">{t('needsName')}</NoticeBanner> : null}
      <TextField
        label={t('otpLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={otpLength}
        autoFocus
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, otpLength))}
        error={fieldErrors.otp}
      />
      {needsName ? (
        <TextField
          label={t('fullName')}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldErrors.name}
        />
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('verifying') : t('verifyOtp')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => onBack()}
          disabled={busy}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('changeNumber')}
        </button>
        <button
          type="button"
          onClick={() => void onResend()}
          disabled={busy}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('resendOtp')}
        </button>
      </div>
    </form>
  );
}
