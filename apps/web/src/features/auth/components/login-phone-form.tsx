import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { TEST_OTP, TEST_PHONE, type SendOtpResult } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { PhoneNumberField } from '@/components/ui/phone-number-field';
import { useT } from '@/lib/i18n';
import { authMessages } from '../auth.messages';
import { useTestLoginEnabled } from '../api/get-public-config';
import { useSendOtp } from '../api/send-otp';
import { failureMessage, isEarlierCodeStillValid } from '../sign-in-messages';
import { phoneFormSchema, type PhoneFormValues } from '../sign-in-forms';

/** Login step 1 (spec §2): the mobile number, then a code is sent to it. */
export function LoginPhoneForm({
  defaultPhone,
  onCodeSent,
}: {
  defaultPhone: string;
  /** `result` is null when the code sent moments ago is still the one to use. */
  onCodeSent: (phone: string, result: SendOtpResult | null) => void;
}) {
  const t = useT(authMessages);
  const sendOtp = useSendOtp();
  const testLoginEnabled = useTestLoginEnabled();
  const form = useForm<PhoneFormValues>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phone: defaultPhone },
  });

  const onSubmit = form.handleSubmit(async ({ phone }) => {
    try {
      onCodeSent(phone, await sendOtp.mutateAsync({ phone }));
    } catch (error) {
      // Other failures are shown from sendOtp.error below.
      if (isEarlierCodeStillValid(error)) onCodeSent(phone, null);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
      {sendOtp.isError ? (
        <NoticeBanner tone="error">
          {failureMessage(sendOtp.error, t('sendOtpFailed'))}
        </NoticeBanner>
      ) : null}
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneNumberField
            {...field}
            autoFocus
            label={t('mobileNumber')}
            placeholder={t('phonePlaceholder')}
            error={fieldState.error?.message}
            hint={t('phoneHint')}
          />
        )}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('sendingOtp') : t('sendOtp')}
      </Button>
      {testLoginEnabled ? (
        // spec §7 developer helper: only when the server allows the fixed test number.
        <p className="text-center text-xs text-slate-500">
          {t('testHint', { phone: TEST_PHONE, otp: TEST_OTP })}
        </p>
      ) : null}
    </form>
  );
}
