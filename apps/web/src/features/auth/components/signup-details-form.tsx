import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { SendOtpResult } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { PhoneNumberField } from '@/components/ui/phone-number-field';
import { useT } from '@/lib/i18n';
import { authMessages } from '../auth.messages';
import { useSendOtp } from '../api/send-otp';
import { failureMessage, isEarlierCodeStillValid } from '../sign-in-messages';
import { signupDetailsSchema, type SignupDetails } from '../sign-in-forms';

/** Signup step 1 (spec §2/§5): full name, mobile number, optional e-mail; then a code is sent. */
export function SignupDetailsForm({
  defaults,
  onCodeSent,
}: {
  defaults: SignupDetails;
  /** `result` is null when the code sent moments ago is still the one to use. */
  onCodeSent: (details: SignupDetails, result: SendOtpResult | null) => void;
}) {
  const t = useT(authMessages);
  const sendOtp = useSendOtp();
  const form = useForm<SignupDetails>({
    resolver: zodResolver(signupDetailsSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (details) => {
    try {
      onCodeSent(details, await sendOtp.mutateAsync({ phone: details.phone }));
    } catch (error) {
      // Other failures are shown from sendOtp.error below.
      if (isEarlierCodeStillValid(error)) onCodeSent(details, null);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
      {sendOtp.isError ? (
        <NoticeBanner tone="error">
          {failureMessage(sendOtp.error, t('sendOtpFailed'))}
        </NoticeBanner>
      ) : null}
      <TextField
        label={t('fullName')}
        autoComplete="name"
        autoFocus
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneNumberField
            {...field}
            label={t('mobileNumber')}
            placeholder={t('phonePlaceholder')}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label={t('email')}
        labelNote={t('optional')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        hint={t('emailHint')}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('sendingOtp') : t('sendOtp')}
      </Button>
    </form>
  );
}
