import type { DeliveryCheck, OrderDelivery, PincodeInfo } from '@shop/contracts';
import { fail, ok, type ApiCall, type MockReply } from './mock-api';

/** A few directory rows the web tests type (issue 16). */
const PLACES: Record<string, PincodeInfo> = {
  '560001': {
    pincode: '560001',
    office: 'Bengaluru',
    city: 'Bengaluru Urban',
    state: 'Karnataka',
    otherStates: [],
    latitude: 12.97,
    longitude: 77.59,
  },
  '600090': {
    pincode: '600090',
    office: 'Besant Nagar',
    city: 'Chennai',
    state: 'Tamil Nadu',
    otherStates: [],
    latitude: 13.0,
    longitude: 80.27,
  },
  // On the Assam-Meghalaya border: its offices are in both states.
  '782410': {
    pincode: '782410',
    office: 'Jagiroad',
    city: 'Marigaon',
    state: 'Assam',
    otherStates: ['Meghalaya'],
    latitude: 26.12375,
    longitude: 92.198583,
  },
};

/** A served pincode's answer, delivery on Friday 28 November. */
export function buildDeliveryCheck(overrides: Partial<OrderDelivery> = {}): OrderDelivery {
  const place = PLACES[overrides.pincode ?? '560001'];
  return {
    pincode: '560001',
    city: place?.city ?? null,
    state: place?.state ?? null,
    serviceable: true,
    codAvailable: true,
    estimatedDelivery: '2026-11-28',
    days: 1,
    zone: 'sameCity',
    codFee: 0,
    ...overrides,
  };
}

const answer = (call: ApiCall, overrides: Partial<DeliveryCheck>): MockReply => {
  const pincode = call.query.get('pincode') ?? '';
  return ok(buildDeliveryCheck({ pincode, ...overrides }));
};

/** Mock routes for the delivery answers and the pincode lookups (unknown pincodes 404). */
export function deliveryRoutes(overrides: Partial<OrderDelivery> = {}) {
  return {
    'GET /delivery/check': (call: ApiCall) => answer(call, overrides),
    'GET /orders/delivery': (call: ApiCall) => answer(call, overrides),
    ...Object.fromEntries(
      Object.values(PLACES).map((place) => [`GET /pincodes/${place.pincode}`, ok(place)]),
    ),
  };
}

export const unknownPincode = (pincode: string) =>
  fail(404, 'NOT_FOUND', `We could not find pincode ${pincode}. Please check it.`);
