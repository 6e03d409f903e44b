import { describe, expect, it } from 'vitest';
import {
  capitaliseSlug,
  formatDateTimeIN,
  formatLongDateUS,
  formatShortDateIN,
  formatWeekdayDateUS,
  orderNumber,
} from './format';

// 2026-11-22 10:00 UTC is 15:30 in India.
const instant = '2026-11-22T10:00:00.000Z';

describe('dates', () => {
  it('formats the orders list date in en-US long form', () => {
    expect(formatLongDateUS(instant)).toBe('November 22, 2026');
  });

  it('formats the expected delivery with the weekday', () => {
    expect(formatWeekdayDateUS(instant)).toBe('Sunday, November 22, 2026');
  });

  it('formats the order date in en-IN with hour and minute, in India time', () => {
    expect(formatDateTimeIN(instant)).toMatch(/^22 November 2026(,| at) 3:30\s?pm$/i);
  });

  it('uses India time for the day, not the server time zone', () => {
    // 20:00 UTC on the 22nd is already the 23rd in India.
    expect(formatLongDateUS('2026-11-22T20:00:00.000Z')).toBe('November 23, 2026');
    expect(formatShortDateIN('2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026');
  });
});

describe('orderNumber', () => {
  it('is the last 8 characters of the id in upper case', () => {
    expect(orderNumber('6740a1b2c3d4e5f6a7b8c9d0')).toBe('A7B8C9D0');
  });
});

describe('capitaliseSlug', () => {
  it('capitalises the first letter only', () => {
    expect(capitaliseSlug('men')).toBe('Men');
    expect(capitaliseSlug('home-living')).toBe('Home-living');
  });
});

describe('dates on Hindi pages', () => {
  it('shows the same parts in hi-IN', () => {
    const when = '2026-11-22T09:50:00Z';
    expect(formatShortDateIN(when, 'hi')).toBe('22 नव॰ 2026');
    expect(formatLongDateUS(when, 'hi')).toBe('22 नवंबर 2026');
    expect(formatLongDateUS(when)).toBe('November 22, 2026');
  });
});
