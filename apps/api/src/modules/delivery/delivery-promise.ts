import {
  DELIVERY_ZONES,
  type DeliverySettings,
  type DeliveryZone,
  METRO_DISTRICTS,
  REMOTE_STATES,
} from '@shop/contracts';
import { DAY_MS } from '../../lib/time';

/** India has one time zone, UTC+05:30, and no daylight saving. */
const IST_OFFSET_MS = 330 * 60_000;

interface Place {
  city: string;
  state: string;
}

const isMetro = (place: Place) => place.state === 'Delhi' || METRO_DISTRICTS.includes(place.city);

/** The zone of one dispatch place and one destination (decision 023). */
export function zoneBetween(from: Place, to: Place): DeliveryZone {
  if (from.state === to.state && from.city === to.city) return 'sameCity';
  if (from.state === to.state) return 'sameState';
  if (REMOTE_STATES.includes(to.state)) return 'remote';
  if (isMetro(from) && isMetro(to)) return 'metro';
  return 'rest';
}

/** The quickest zone from any of the dispatch places (the shop ships from the nearest). */
export function bestZone(
  from: Place[],
  to: Place,
  zoneDays: DeliverySettings['zoneDays'],
): DeliveryZone {
  const zones = from.map((place) => zoneBetween(place, to));
  return zones.reduce(
    (best, zone) =>
      zoneDays[zone] < zoneDays[best] ||
      (zoneDays[zone] === zoneDays[best] &&
        DELIVERY_ZONES.indexOf(zone) < DELIVERY_ZONES.indexOf(best))
        ? zone
        : best,
    zones[0] ?? 'rest',
  );
}

/** Day number (days since 1970-01-01) of the Indian calendar day `now` falls on. */
const indianDayNumber = (now: Date) => Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS);
const weekday = (dayNumber: number) => (dayNumber + 4) % 7; // 1970-01-01 was a Thursday
const isoDay = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

export interface DeliveryPromise {
  /** YYYY-MM-DD, India's calendar. */
  day: string;
  /** Calendar days from today (India). */
  days: number;
  /** The instant stored on an order: noon in India that day (the same date in any zone near). */
  at: Date;
}

/**
 * When a parcel reaches the zone (decision 023): it leaves today if today is a dispatch day and
 * the order comes before the cut-off (India time), else on the next dispatch day; it then
 * travels the zone's days, and a delivery falling on a Sunday comes on the Monday.
 */
export function promiseFor(
  now: Date,
  settings: Pick<DeliverySettings, 'cutoffTime' | 'dispatchDays' | 'zoneDays'>,
  zone: DeliveryZone,
): DeliveryPromise {
  const today = indianDayNumber(now);
  const minuteOfDay = Math.floor(((now.getTime() + IST_OFFSET_MS) % DAY_MS) / 60_000);
  const [hours, minutes] = settings.cutoffTime.split(':').map(Number) as [number, number];
  let dispatch = today;
  if (minuteOfDay >= hours * 60 + minutes) dispatch += 1;
  // dispatchDays is never empty (the schema refuses it): at most six steps.
  for (let i = 0; i < 7 && !settings.dispatchDays.includes(weekday(dispatch)); i += 1) {
    dispatch += 1;
  }
  let arrival = dispatch + settings.zoneDays[zone];
  if (weekday(arrival) === 0) arrival += 1;
  return {
    day: isoDay(arrival),
    days: arrival - today,
    at: new Date(arrival * DAY_MS + 12 * 3_600_000 - IST_OFFSET_MS),
  };
}
