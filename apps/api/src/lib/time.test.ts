import { describe, expect, it } from 'vitest';
import { indianDayRange, startOfIndianDay } from './time';

describe('startOfIndianDay', () => {
  it('is midnight in India (UTC+05:30), whatever the server clock zone', () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    expect(startOfIndianDay(new Date('2026-03-01T20:00:00Z')).toISOString()).toBe(
      '2026-03-01T18:30:00.000Z',
    );
    // 18:29 UTC is still 23:59 of the same Indian day.
    expect(startOfIndianDay(new Date('2026-03-01T18:29:00Z')).toISOString()).toBe(
      '2026-02-28T18:30:00.000Z',
    );
  });
});

describe('indianDayRange', () => {
  it('is the whole Indian day of a date, and the instant of a full time', () => {
    const day = indianDayRange('2026-03-02');
    expect(day.start.toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-02T18:30:00.000Z');
    const instant = indianDayRange('2026-03-02T10:00:00Z');
    expect(instant.start.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(instant.end).toEqual(instant.start);
  });
});
