import { useForm, type FieldError } from 'react-hook-form';
import {
  DELIVERY_ZONE_LABELS,
  DELIVERY_ZONES,
  type DeliverySettings,
  WEEKDAY_LABELS,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useServerSubmit } from '../use-server-submit';

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
        <legend className="mb-2 font-semibold text-slate-900">Dispatch</legend>
        <TextField
          label="Dispatch pincodes"
          hint="Where parcels leave from, separated by commas."
          inputMode="numeric"
          {...register('dispatchPincodes')}
          error={listMessage(errors.dispatchPincodes)}
        />
        <TextField
          label="Cut-off time"
          hint="India time, HH:MM. Orders after it leave on the next dispatch day."
          {...register('cutoffTime')}
          error={errors.cutoffTime?.message}
        />
        <div className="sm:col-span-2">
          <p className="mb-1.5 text-sm font-medium text-slate-800">Dispatch days</p>
          <div className="flex flex-wrap gap-3">
            {WEEKDAY_LABELS.map((label, day) => (
              <label key={label} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  value={String(day)}
                  className="size-4 accent-brand-700"
                  {...register('dispatchDays')}
                />
                {label}
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
        <legend className="mb-2 font-semibold text-slate-900">Days to deliver, by zone</legend>
        {DELIVERY_ZONES.map((zone) => (
          <TextField
            key={zone}
            label={DELIVERY_ZONE_LABELS[zone]}
            inputMode="numeric"
            {...register(`zoneDays.${zone}`)}
            error={errors.zoneDays?.[zone]?.message}
          />
        ))}
      </fieldset>
      <TextField
        label="Pincodes not served"
        hint="Separated by commas; shoppers there are told the shop does not deliver yet."
        inputMode="numeric"
        {...register('nonServiceablePincodes')}
        error={listMessage(errors.nonServiceablePincodes)}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Cash on delivery</legend>
        <TextField
          label="Maximum order value (₹)"
          inputMode="numeric"
          {...register('cod.maxOrderValue')}
          error={errors.cod?.maxOrderValue?.message}
        />
        <TextField
          label="COD fee (₹)"
          hint="Added to cash-on-delivery orders only; 0 for none."
          inputMode="numeric"
          {...register('cod.fee')}
          error={errors.cod?.fee?.message}
        />
        <TextField
          label="Refused deliveries before COD is blocked"
          inputMode="numeric"
          {...register('cod.refusedLimit')}
          error={errors.cod?.refusedLimit?.message}
        />
        <TextField
          label="Pincodes without COD"
          hint="Separated by commas."
          inputMode="numeric"
          {...register('cod.blockedPincodes')}
          error={listMessage(errors.cod?.blockedPincodes)}
        />
      </fieldset>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : 'Save delivery settings'}
      </Button>
    </form>
  );
}
