/** Looks shared by the form controls (text fields, selects). */
export const FIELD_CONTROL_CLASS =
  'h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 disabled:bg-slate-50 disabled:text-slate-500 read-only:bg-slate-50';

/** Border colour for a control, red while it holds an error. */
export function fieldBorderClass(invalid: boolean): string {
  return invalid ? 'border-red-600' : 'border-slate-300 hover:border-brand-400';
}
