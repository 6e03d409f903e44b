import { describe, expect, it } from 'vitest';
import type { DeliverySettings } from '@shop/contracts';
import { bestZone, promiseFor, zoneBetween } from './delivery-promise';

const settings: Pick<DeliverySettings, 'cutoffTime' | 'dispatchDays' | 'zoneDays'> = {
  cutoffTime: '14:00',
  dispatchDays: [1, 2, 3, 4, 5, 6],
  zoneDays: { sameCity: 1, sameState: 2, metro: 3, rest: 5, remote: 8 },
};
/** An instant given as India's wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('the promised delivery day (decision 023)', () => {
  it('leaves today before the cut-off and tomorrow after it', () => {
    // Thursday 5 March 2026.
    expect(promiseFor(ist('2026-03-05T10:00'), settings, 'sameCity')).toMatchObject({
      day: '2026-03-06',
      days: 1,
    });
    expect(promiseFor(ist('2026-03-05T13:59'), settings, 'sameCity').day).toBe('2026-03-06');
    expect(promiseFor(ist('2026-03-05T14:00'), settings, 'sameCity')).toMatchObject({
      day: '2026-03-07',
      days: 2,
    });
  });

  it('counts the day as India does, not as UTC does', () => {
    // 19:00 UTC on Thursday is 00:30 on Friday in India: before Friday's cut-off.
    expect(promiseFor(new Date('2026-03-05T19:00:00Z'), settings, 'sameCity')).toMatchObject({
      day: '2026-03-07',
      days: 1,
    });
  });

  it('does not deliver on a Sunday, and does not dispatch on one', () => {
    // Saturday before the cut-off: leaves Saturday, would arrive Sunday, comes Monday.
    expect(promiseFor(ist('2026-03-07T10:00'), settings, 'sameCity')).toMatchObject({
      day: '2026-03-09',
      days: 2,
    });
    // Saturday after the cut-off: Sunday is no dispatch day, so it leaves Monday.
    expect(promiseFor(ist('2026-03-07T16:00'), settings, 'sameCity')).toMatchObject({
      day: '2026-03-10',
      days: 3,
    });
  });

  it('skips every day the owner does not dispatch', () => {
    const weekdays = { ...settings, dispatchDays: [1, 2, 3, 4, 5] };
    // Friday after the cut-off: Saturday and Sunday are not dispatch days; Monday + 5 days.
    expect(promiseFor(ist('2026-03-06T15:00'), weekdays, 'rest')).toMatchObject({
      day: '2026-03-14',
      days: 8,
    });
    const wednesdays = { ...settings, dispatchDays: [3], cutoffTime: '09:30' };
    expect(promiseFor(ist('2026-03-05T08:00'), wednesdays, 'remote')).toMatchObject({
      // Next Wednesday is 11 March; + 8 days is Thursday 19 March.
      day: '2026-03-19',
      days: 14,
    });
  });

  it('stores noon in India of the promised day', () => {
    const promise = promiseFor(ist('2026-03-05T10:00'), settings, 'metro');
    // Thursday + 3 days is Sunday the 8th, no delivery day: Monday the 9th.
    expect(promise.day).toBe('2026-03-09');
    expect(promise.at.toISOString()).toBe('2026-03-09T06:30:00.000Z');
  });
});

describe('delivery zones', () => {
  const bengaluru = { city: 'Bengaluru Urban', state: 'Karnataka' };
  it('names the zone between two places', () => {
    expect(zoneBetween(bengaluru, bengaluru)).toBe('sameCity');
    expect(zoneBetween(bengaluru, { city: 'Mysuru', state: 'Karnataka' })).toBe('sameState');
    expect(zoneBetween(bengaluru, { city: 'New Delhi', state: 'Delhi' })).toBe('metro');
    expect(zoneBetween(bengaluru, { city: 'Mumbai', state: 'Maharashtra' })).toBe('metro');
    expect(zoneBetween(bengaluru, { city: 'Ernakulam', state: 'Kerala' })).toBe('rest');
    expect(
      zoneBetween(
        { city: 'Madurai', state: 'Tamil Nadu' },
        { city: 'Chennai', state: 'Tamil Nadu' },
      ),
    ).toBe('sameState');
    expect(
      zoneBetween(
        { city: 'Madurai', state: 'Tamil Nadu' },
        { city: 'Mumbai', state: 'Maharashtra' },
      ),
    ).toBe('rest');
    for (const state of ['Tripura', 'Ladakh', 'Jammu and Kashmir', 'Lakshadweep']) {
      expect(zoneBetween(bengaluru, { city: 'Somewhere', state })).toBe('remote');
    }
    // A shop in Guwahati delivers in its own city as a city, not as a remote area.
    const guwahati = { city: 'Kamrup Metro', state: 'Assam' };
    expect(zoneBetween(guwahati, guwahati)).toBe('sameCity');
  });

  it('ships from the dispatch place with the quickest zone', () => {
    const delhi = { city: 'New Delhi', state: 'Delhi' };
    const kochi = { city: 'Ernakulam', state: 'Kerala' };
    expect(bestZone([bengaluru, delhi], delhi, settings.zoneDays)).toBe('sameCity');
    expect(bestZone([delhi, bengaluru], kochi, settings.zoneDays)).toBe('rest');
    expect(
      bestZone([delhi], { city: 'Mysuru', state: 'Karnataka' }, { ...settings.zoneDays, rest: 2 }),
    ).toBe('rest');
  });
});
