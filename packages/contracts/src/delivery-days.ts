/**
 * Delivery days as the storefront shows them (issue 16). Kept apart from the delivery schemas:
 * the product page formats a promised day, and importing it from a schema module would bring
 * zod into that page's download (issue 17).
 */
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** "2026-11-28" -> "Sat, 28 Nov" (the day as India counts it; no time zone involved). */
export function formatDeliveryDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAY_LABELS[weekday]}, ${d} ${SHORT_MONTHS[m - 1]}`;
}
