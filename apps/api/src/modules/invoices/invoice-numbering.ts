/** Indian financial years run April to March; the date is read in India's time zone. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const PREFIX = { invoice: 'BB', credit_note: 'CN' } as const;

/** "BB/26-27/000001": 15 characters, within GST's 16; each kind has its own series. */
export function documentNumber(
  kind: keyof typeof PREFIX,
  financialYearText: string,
  serial: number,
): string {
  return `${PREFIX[kind]}/${financialYearText.slice(2)}/${String(serial).padStart(6, '0')}`;
}
