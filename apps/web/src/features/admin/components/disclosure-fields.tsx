import type { UseFormRegisterReturn } from 'react-hook-form';
import { DISCLOSURE_FIELDS } from '@shop/contracts';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import { disclosureMessages } from './disclosure.messages';

type Field = (typeof DISCLOSURE_FIELDS)[number];

/** The fields that take an address get the full width. */
const LONG: Record<Field, boolean> = {
  countryOfOrigin: false,
  manufacturer: true,
  packer: true,
  importer: true,
  netQuantity: false,
  customerCare: true,
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
  const t = useT(disclosureMessages);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('intro', { inherits })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {DISCLOSURE_FIELDS.map((field) => {
          const long = LONG[field];
          return (
            <div key={field} className={long ? 'sm:col-span-2' : undefined}>
              <TextField
                label={t(field)}
                labelNote={t('optional')}
                hint={t(`${field}Hint`)}
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
