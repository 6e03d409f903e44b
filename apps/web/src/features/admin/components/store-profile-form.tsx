import { useForm } from 'react-hook-form';
import type { StoreProfile, StoreProfileBody } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useT } from '@/lib/i18n';
import { useServerSubmit } from '../use-server-submit';
import { settingsMessages } from './settings.messages';

type Values = StoreProfileBody;

/** The form's fields in order (labelled by their names); every one is required but address line 2. */
const FIELD_NAMES = [
  'legalName',
  'tradeName',
  'gstin',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'pincode',
  'supportPhone',
  'supportEmail',
  'grievanceOfficerName',
  'grievanceOfficerDesignation',
  'grievanceOfficerPhone',
  'grievanceOfficerEmail',
] as const satisfies ReadonlyArray<keyof Values>;

function formValues(profile: StoreProfile): Values {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, profile[name]])) as Values;
}

/**
 * The shop's legal identity (issue 14). The server checks everything (the GSTIN's checksum and
 * state code too) and its messages land on the fields they name.
 */
export function StoreProfileForm({
  profile,
  onSave,
}: {
  profile: StoreProfile;
  onSave: (body: Values) => Promise<unknown>;
}) {
  const t = useT(settingsMessages);
  const form = useForm<Values>({ defaultValues: formValues(profile) });
  const { register, formState } = form;
  const { failure, onSubmit } = useServerSubmit(form, FIELD_NAMES, async (values) => {
    await onSave(values);
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELD_NAMES.map((name) => (
          <TextField
            key={name}
            label={t(name)}
            labelNote={name === 'addressLine2' ? t('optional') : undefined}
            hint={name === 'gstin' ? t('gstinHint') : undefined}
            {...register(name)}
            error={formState.errors[name]?.message}
          />
        ))}
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : t('saveProfile')}
      </Button>
    </form>
  );
}
