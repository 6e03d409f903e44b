import type { UseFormRegisterReturn } from 'react-hook-form';
import { DISCLOSURE_FIELDS } from '@shop/contracts';
import { TextField } from '@/components/ui/form-field';

type Field = (typeof DISCLOSURE_FIELDS)[number];

const LABELS: Record<Field, { label: string; hint: string; long?: boolean }> = {
  countryOfOrigin: {
    label: 'Country of origin',
    hint: 'e.g. India; goods made abroad name their importer.',
  },
  manufacturer: { label: 'Manufactured by', hint: 'Name and full address.', long: true },
  packer: {
    label: 'Packed by',
    hint: 'Name and full address, when not the manufacturer.',
    long: true,
  },
  importer: {
    label: 'Imported by',
    hint: 'Name and address in India, for goods made abroad.',
    long: true,
  },
  netQuantity: { label: 'Net quantity', hint: 'e.g. 1 N, 1 pair, 100 ml, 50 g.' },
  customerCare: {
    label: 'Customer care',
    hint: "Only to replace the store's customer care lines (phone, e-mail, address).",
    long: true,
  },
};

/**
 * Issue 16: the product-page disclosures of a product or a category (decision 026). Empty
 * fields of a product take its sub-category's, then its category's.
 */
export function DisclosureFieldset({
  register,
  errors,
  inherits,
}: {
  register: (name: `disclosures.${Field}`) => UseFormRegisterReturn;
  errors: Partial<Record<Field, { message?: string }>> | undefined;
  /** What an empty field falls back to, for the hint. */
  inherits: string;
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Shown on the product page as the law requires. Leave a field empty to use {inherits}.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {DISCLOSURE_FIELDS.map((field) => {
          const { label, hint, long } = LABELS[field];
          return (
            <div key={field} className={long ? 'sm:col-span-2' : undefined}>
              <TextField
                label={label}
                labelNote="(optional)"
                hint={hint}
                maxLength={long ? 300 : 60}
                {...register(`disclosures.${field}`)}
                error={errors?.[field]?.message}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
