import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NameSchema, OptionalEmailSchema, PHONE_PREFIX } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useAuth } from '@/features/auth';
import { useUpdateProfile } from '../api/update-profile';
import { showServerFieldErrors } from '../server-field-errors';

/** spec §8 Profile messages. */
export const UPDATE_PROFILE_FAILED = 'Failed to update profile. Please try again.';
export const PROFILE_UPDATED = 'Profile updated successfully';

const profileSchema = z.object({ name: NameSchema, email: OptionalEmailSchema });
type ProfileValues = z.input<typeof profileSchema>;
type ProfileOutput = z.output<typeof profileSchema>;

/** The Profile Info tab: name and e-mail can change; the mobile number is the sign-in id. */
export function ProfileInfoForm() {
  const { user } = useAuth();
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateProfile.mutateAsync({ name: values.name, email: values.email });
      form.reset({ name: saved.name ?? '', email: saved.email ?? '' });
    } catch (error) {
      showServerFieldErrors(error, ['name', 'email'] as const, form.setError);
    }
  });

  return (
    <section aria-labelledby="profile-info-heading">
      <h2 id="profile-info-heading" className="text-lg font-semibold text-slate-900">
        Profile Info
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid max-w-xl gap-5">
        {updateProfile.isError ? (
          <NoticeBanner tone="error">{UPDATE_PROFILE_FAILED}</NoticeBanner>
        ) : null}
        {updateProfile.isSuccess && !form.formState.isDirty ? (
          <NoticeBanner tone="success">{PROFILE_UPDATED}</NoticeBanner>
        ) : null}
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Email"
          labelNote="(optional)"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Mobile number"
          prefix={PHONE_PREFIX}
          value={user?.phone ?? ''}
          readOnly
          hint="You sign in with this number, so it cannot be changed here."
        />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </section>
  );
}
