import { useForm, type FieldError } from 'react-hook-form';
import { DELIVERY_ZONES, type DeliverySettings, WEEKDAY_LABELS } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useT } from '@/lib/i18n';
import { useServerSubmit } from '../use-server-submit';
import { settingsMessages } from './settings.messages';

/** The form keeps text as typed; the body is built on save and the server checks it. */
interface Values {
  dispatchPincodes: string;
  cutoffTime: string;
  dispatchDays: string[];
  zoneDays: Record<(typeof DELIVERY_ZONES)[number], string>;
  nonServiceablePincodes: string;
  cod: { maxOrderValue: string; blockedPincodes: string; fee: string; refusedLimit: string };
}
const FIELD_NAMES = [
  'dispatchPincodes',
  'cutoffTime',
  'dispatchDays',
  'zoneDays',
  'nonServiceablePincodes',
  'cod',
];

const pincodes = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const list = (values: string[]) => values.join(', ');

function formValues(settings: DeliverySettings): Values {
  return {
    dispatchPincodes: list(settings.dispatchPincodes),
    cutoffTime: settings.cutoffTime,
    dispatchDays: settings.dispatchDays.map(String),
    zoneDays: Object.fromEntries(
      DELIVERY_ZONES.map((zone) => [zone, String(settings.zoneDays[zone])]),
    ) as Values['zoneDays'],
    nonServiceablePincodes: list(settings.nonServiceablePincodes),
    cod: {
      maxOrderValue: String(settings.cod.maxOrderValue),
      blockedPincodes: list(settings.cod.blockedPincodes),
      fee: String(settings.cod.fee),
      refusedLimit: String(settings.cod.refusedLimit),
    },
  };
}

function body(values: Values): DeliverySettings {
  return {
    dispatchPincodes: pincodes(values.dispatchPincodes),
    cutoffTime: values.cutoffTime.trim(),
    dispatchDays: values.dispatchDays.map(Number),
    zoneDays: Object.fromEntries(
      DELIVERY_ZONES.map((zone) => [zone, Number(values.zoneDays[zone])]),
    ) as DeliverySettings['zoneDays'],
    nonServiceablePincodes: pincodes(values.nonServiceablePincodes),
    cod: {
      maxOrderValue: Number(values.cod.maxOrderValue),
      blockedPincodes: pincodes(values.cod.blockedPincodes),
      fee: Number(values.cod.fee),
      refusedLimit: Number(values.cod.refusedLimit),
    },
  };
}

/** A list field's message: its own, or the first of its items' ('dispatchPincodes.1'). */
function listMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as FieldError).message;
  if (own) return own;
  const first = Object.values(error).find(
    (item): item is FieldError => typeof item === 'object' && item !== null && 'message' in item,
  );
  return first?.message;
}

/**
 * The owner's delivery promise and cash-on-delivery rules (issue 16, decision 023). Pincode
 * lists are typed separated by commas or spaces; the server checks every value and its
 * messages land on the fields they name.
 */
export function DeliverySettingsForm({
  settings,
  onSave,
}: {
  settings: DeliverySettings;
  onSave: (body: DeliverySettings) => Promise<unknown>;
}) {
  const t = useT(settingsMessages);
  const form = useForm<Values>({ defaultValues: formValues(settings) });
  const { register, formState } = form;
  const errors = formState.errors;
  const { failure, onSubmit } = useServerSubmit(form, FIELD_NAMES, async (values) => {
    await onSave(body(values));
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">{t('dispatch')}</legend>
        <TextField
          label={t('dispatchPincodes')}
          hint={t('dispatchPincodesHint')}
          inputMode="numeric"
          {...register('dispatchPincodes')}
          error={listMessage(errors.dispatchPincodes)}
        />
        <TextField
          label={t('cutoffTime')}
          hint={t('cutoffHint')}
          {...register('cutoffTime')}
          error={errors.cutoffTime?.message}
        />
        <div className="sm:col-span-2">
          <p className="mb-1.5 text-sm font-medium text-slate-800">{t('dispatchDays')}</p>
          <div className="flex flex-wrap gap-3">
            {WEEKDAY_LABELS.map((label, day) => (
              <label key={label} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  value={String(day)}
                  className="size-4 accent-brand-700"
                  {...register('dispatchDays')}
                />
                {t(`day${day as 0 | 1 | 2 | 3 | 4 | 5 | 6}`)}
              </label>
            ))}
          </div>
          {listMessage(errors.dispatchDays) ? (
            <p role="alert" className="mt-1.5 text-sm text-red-700">
              {listMessage(errors.dispatchDays)}
            </p>
          ) : null}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <legend className="mb-2 font-semibold text-slate-900">{t('daysByZone')}</legend>
        {DELIVERY_ZONES.map((zone) => (
          <TextField
            key={zone}
            label={t(`zone_${zone}`)}
            inputMode="numeric"
            {...register(`zoneDays.${zone}`)}
            error={errors.zoneDays?.[zone]?.message}
          />
        ))}
      </fieldset>
      <TextField
        label={t('notServed')}
        hint={t('notServedHint')}
        inputMode="numeric"
        {...register('nonServiceablePincodes')}
        error={listMessage(errors.nonServiceablePincodes)}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">{t('cod')}</legend>
        <TextField
          label={t('maxOrderValue')}
          inputMode="numeric"
          {...register('cod.maxOrderValue')}
          error={errors.cod?.maxOrderValue?.message}
        />
        <TextField
          label={t('codFee')}
          hint={t('codFeeHint')}
          inputMode="numeric"
          {...register('cod.fee')}
          error={errors.cod?.fee?.message}
        />
        <TextField
          label={t('refusedLimit')}
          inputMode="numeric"
          {...register('cod.refusedLimit')}
          error={errors.cod?.refusedLimit?.message}
        />
        <TextField
          label={t('noCod')}
          hint={t('commas')}
          inputMode="numeric"
          {...register('cod.blockedPincodes')}
          error={listMessage(errors.cod?.blockedPincodes)}
        />
      </fieldset>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : t('saveDelivery')}
      </Button>
    </form>
  );
}
