export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** India has one time zone, UTC+05:30, and no daylight saving (Asia/Kolkata). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Midnight in India of the day `now` falls on, as an instant (the shop's "today"). */
export function startOfIndianDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

/**
 * [start, end) of a day given as 'YYYY-MM-DD' - that whole day in India, as a back-office date
 * filter means it - or the instant of a full ISO time.
 */
export function indianDayRange(value: string): { start: Date; end: Date } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(Date.parse(`${value}T00:00:00Z`) - IST_OFFSET_MS);
    return { start, end: new Date(start.getTime() + DAY_MS) };
  }
  const instant = new Date(value);
  return { start: instant, end: instant };
}
