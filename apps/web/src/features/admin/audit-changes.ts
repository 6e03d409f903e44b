export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const show = (value: unknown): string =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an audited action changed, field by field. A record created (no before) or deleted (no
 * after) lists its fields on one side only.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .filter((field) => show(old[field]) !== show(now[field]))
    .map((field) => ({ field, before: show(old[field]), after: show(now[field]) }));
}
