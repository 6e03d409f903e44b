/** India's offset: a back-office date filter 'YYYY-MM-DD' means that whole day in India. */
const IST_OFFSET = '+05:30';
const DAY_MS = 86_400_000;

/** [start, end) of a day given as 'YYYY-MM-DD' (India), or the instant of a full ISO time. */
export function dayRange(value: string): { start: Date; end: Date } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00${IST_OFFSET}`);
    return { start, end: new Date(start.getTime() + DAY_MS) };
  }
  const instant = new Date(value);
  return { start: instant, end: instant };
}

/** spec §9: expected delivery 7 days after the order. */
export function expectedDelivery(placedAt: Date, days: number): Date {
  return new Date(placedAt.getTime() + days * DAY_MS);
}
