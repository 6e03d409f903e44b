import { useForm } from 'react-hook-form';
import type { StoreProfile, StoreProfileBody } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useServerSubmit } from '../use-server-submit';

type Values = StoreProfileBody;

/** The form's fields in order, with their labels; every one is required but address line 2. */
const FIELDS: ReadonlyArray<{ name: keyof Values; label: string; hint?: string }> = [
  { name: 'legalName', label: 'Legal name' },
  { name: 'tradeName', label: 'Trade name' },
  { name: 'gstin', label: 'GSTIN', hint: '15 characters; the first two are the state code.' },
  { name: 'addressLine1', label: 'Address line 1' },
  { name: 'addressLine2', label: 'Address line 2' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'pincode', label: 'Pincode' },
  { name: 'supportPhone', label: 'Support phone' },
  { name: 'supportEmail', label: 'Support e-mail' },
  { name: 'grievanceOfficerName', label: 'Grievance officer name' },
  { name: 'grievanceOfficerDesignation', label: 'Grievance officer designation' },
  { name: 'grievanceOfficerPhone', label: 'Grievance officer phone' },
  { name: 'grievanceOfficerEmail', label: 'Grievance officer e-mail' },
];
const FIELD_NAMES = FIELDS.map((field) => field.name);

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
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            labelNote={field.name === 'addressLine2' ? '(optional)' : undefined}
            hint={field.hint}
            {...register(field.name)}
            error={formState.errors[field.name]?.message}
          />
        ))}
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : 'Save store profile'}
      </Button>
    </form>
  );
}
