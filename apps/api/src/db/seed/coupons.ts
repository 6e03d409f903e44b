import type { coupons } from '../schema';
import { randomFor, seededId } from './random';

export type CouponRow = typeof coupons.$inferInsert;

const COUPONS_CREATED_AT = new Date('2025-06-01T04:30:00.000Z');
/** Valid coupons run from the start of 2026; open-ended ones have no end date. */
const YEAR_START = new Date('2026-01-01T00:00:00.000Z');
const FAR_END = new Date('2030-12-31T18:29:59.000Z');

type CouponSeed = Omit<CouponRow, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Codes to try at checkout, including the ones that must be refused: expired (MONSOON15),
 * switched off (STAFF30) and used up (EARLYBIRD150).
 */
const COUPON_SEEDS: readonly CouponSeed[] = [
  {
    code: 'WELCOME10',
    description: '10% off your order, up to ₹200, on orders of ₹499 or more.',
    translations: { hi: { description: '₹499 या उससे ज़्यादा के ऑर्डर पर 10% की छूट, ₹200 तक।' } },
    type: 'percentage',
    value: 10,
    maxDiscount: 200,
    minOrderValue: 499,
    startsAt: YEAR_START,
    endsAt: null,
  },
  {
    code: 'FLAT100',
    description: '₹100 off on orders of ₹999 or more.',
    translations: { hi: { description: '₹999 या उससे ज़्यादा के ऑर्डर पर ₹100 की छूट।' } },
    type: 'flat',
    value: 100,
    minOrderValue: 999,
    startsAt: YEAR_START,
    endsAt: FAR_END,
  },
  {
    code: 'FESTIVE25',
    description:
      'Festive special: 25% off up to ₹500 on orders of ₹1,499 or more. Once per customer.',
    translations: {
      hi: {
        description:
          'त्योहार का ख़ास ऑफ़र: ₹1,499 या उससे ज़्यादा के ऑर्डर पर 25% की छूट, ₹500 तक। हर ग्राहक के लिए एक बार।',
      },
    },
    type: 'percentage',
    value: 25,
    maxDiscount: 500,
    minOrderValue: 1499,
    startsAt: YEAR_START,
    endsAt: FAR_END,
    usageLimit: 1000,
    perUserLimit: 1,
    usedCount: 0,
  },
  {
    code: 'BIGSAVE500',
    description: '₹500 off on orders of ₹4,999 or more.',
    translations: { hi: { description: '₹4,999 या उससे ज़्यादा के ऑर्डर पर ₹500 की छूट।' } },
    type: 'flat',
    value: 500,
    minOrderValue: 4999,
    startsAt: YEAR_START,
    endsAt: FAR_END,
    perUserLimit: 2,
  },
  {
    code: 'MONSOON15',
    description: 'Monsoon sale: 15% off up to ₹300. This offer has ended.',
    translations: { hi: { description: 'मॉनसून सेल: 15% की छूट, ₹300 तक। यह ऑफ़र ख़त्म हो चुका है।' } },
    type: 'percentage',
    value: 15,
    maxDiscount: 300,
    minOrderValue: 799,
    startsAt: new Date('2025-07-01T00:00:00.000Z'),
    endsAt: new Date('2025-09-30T18:29:59.000Z'),
  },
  {
    code: 'STAFF30',
    description: 'Staff discount, currently switched off.',
    translations: { hi: { description: 'स्टाफ़ डिस्काउंट, अभी बंद है।' } },
    type: 'percentage',
    value: 30,
    maxDiscount: 1000,
    minOrderValue: 0,
    startsAt: YEAR_START,
    endsAt: FAR_END,
    isActive: false,
  },
  {
    code: 'EARLYBIRD150',
    description: '₹150 off for the first 50 shoppers. All claimed.',
    translations: { hi: { description: 'पहले 50 ग्राहकों के लिए ₹150 की छूट। सभी ले लिए गए।' } },
    type: 'flat',
    value: 150,
    minOrderValue: 999,
    startsAt: YEAR_START,
    endsAt: FAR_END,
    usageLimit: 50,
    usedCount: 50,
  },
];

export function buildCoupons(): CouponRow[] {
  const random = randomFor('coupons');
  return COUPON_SEEDS.map((seed) => ({
    maxDiscount: null,
    usageLimit: null,
    perUserLimit: null,
    usedCount: 0,
    isActive: true,
    ...seed,
    id: seededId(random, COUPONS_CREATED_AT),
    createdAt: COUPONS_CREATED_AT,
    updatedAt: COUPONS_CREATED_AT,
  }));
}
