import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  NameSchema,
  OptionalEmailSchema,
  PHONE_PREFIX,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useAuth } from '@/features/auth';
import { switchLanguage, useLanguage, useT } from '@/lib/i18n';
import { accountMessages } from '../account.messages';
import { useUpdateProfile } from '../api/update-profile';
import { showServerFieldErrors } from '../server-field-errors';

const profileSchema = z.object({
  name: NameSchema,
  email: OptionalEmailSchema,
  language: z.enum(LANGUAGES),
});
type ProfileValues = z.input<typeof profileSchema>;
type ProfileOutput = z.output<typeof profileSchema>;

/**
 * The Profile Info tab: name, e-mail and the shop's language can change; the mobile number is the
 * sign-in id. The language is saved with the profile (issue 19: e-mails and SMS follow it), then
 * the page reloads in it when it is not the page's language.
 */
export function ProfileInfoForm() {
  const t = useT(accountMessages);
  const pageLanguage = useLanguage();
  const { user } = useAuth();
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      language: user?.language ?? pageLanguage,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    // The language goes only when the shopper changed it, so saving a name never overwrites a
    // language chosen on another device.
    const languageChanged = form.formState.dirtyFields.language === true;
    try {
      const saved = await updateProfile.mutateAsync({
        name: values.name,
        email: values.email,
        ...(languageChanged ? { language: values.language } : {}),
      });
      form.reset({
        name: saved.name ?? '',
        email: saved.email ?? '',
        language: saved.language ?? values.language,
      });
      // Only a new choice moves the page: a profile in English may be read on a Hindi page.
      if (languageChanged && values.language !== pageLanguage) switchLanguage(values.language);
    } catch (error) {
      showServerFieldErrors(error, ['name', 'email', 'language'] as const, form.setError);
    }
  });

  return (
    <section aria-labelledby="profile-info-heading">
      <h2 id="profile-info-heading" className="text-lg font-semibold text-slate-900">
        {t('tabProfile')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid max-w-xl gap-5">
        {updateProfile.isError ? (
          <NoticeBanner tone="error">{t('updateProfileFailed')}</NoticeBanner>
        ) : null}
        {updateProfile.isSuccess && !form.formState.isDirty ? (
          <NoticeBanner tone="success">{t('profileUpdated')}</NoticeBanner>
        ) : null}
        <TextField
          label={t('fullName')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('email')}
          labelNote={t('optional')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('mobileNumber')}
          prefix={PHONE_PREFIX}
          value={user?.phone ?? ''}
          readOnly
          hint={t('mobileHint')}
        />
        <fieldset aria-describedby="profile-language-hint">
          <legend className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('language')}
          </legend>
          <div className="flex flex-wrap gap-3">
            {LANGUAGES.map((language) => (
              <label
                key={language}
                lang={language}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  value={language}
                  className="size-4 accent-brand-700"
                  {...form.register('language')}
                />
                {/* Each language is named in itself, so a shopper finds their own. */}
                {LANGUAGE_NAMES[language]}
              </label>
            ))}
          </div>
          <p id="profile-language-hint" className="mt-1.5 text-sm text-slate-600">
            {t('languageHint')}
          </p>
        </fieldset>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('saving') : t('saveChanges')}
          </Button>
        </div>
      </form>
    </section>
  );
}
