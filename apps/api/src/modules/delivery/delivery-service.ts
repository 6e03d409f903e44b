import {
  type DeliveryCheck,
  type DeliverySettings,
  DeliverySettingsSchema,
  formatPrice,
  gstStateName,
  type Language,
  type PincodeInfo,
} from '@shop/contracts';
import { localiseMessage } from '@shop/contracts/api-messages-hi';
import type { Db, Executor } from '../../db/types';
import { invalidData, notFound } from '../../lib/errors';
import { TtlCache } from '../../lib/ttl-cache';
import { recordAudit } from '../audit';
import { bestZone, promiseFor } from './delivery-promise';
import {
  findPincodes,
  findProductPrice,
  type PincodeRecord,
  readSettingsRow,
  writeSettingsRow,
} from './delivery-repository';

/** Until the owner saves settings (decision 023): Bengaluru, 2 pm, Monday to Saturday. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  dispatchPincodes: ['560001'],
  cutoffTime: '14:00',
  dispatchDays: [1, 2, 3, 4, 5, 6],
  zoneDays: { sameCity: 1, sameState: 2, metro: 3, rest: 5, remote: 8 },
  nonServiceablePincodes: [],
  cod: { maxOrderValue: 50_000, blockedPincodes: [], fee: 0, refusedLimit: 3 },
};

/**
 * The settings are read on every check: kept 5 s per database (a save on this replica clears
 * them; another replica sees a save within 5 s). The directory never changes while running, so
 * its rows are kept for an hour.
 */
const SETTINGS_TTL_MS = 5_000;
const settingsCache = new WeakMap<object, { value: DeliverySettings; expiresAt: number }>();
const pincodeCache = new TtlCache<PincodeRecord | null>(3_600_000, 25_000);
/**
 * A product's price for the product page's COD hint, kept 30 s (ids are unique across
 * databases). Only the hint may be that stale: placing an order judges the cap on the order's
 * own total, read in its transaction.
 */
const priceCache = new TtlCache<number | null>(30_000, 20_000);

async function productPrice(db: Executor, productId: string): Promise<number | undefined> {
  const cached = priceCache.get(productId);
  if (cached !== undefined) return cached ?? undefined;
  const generation = priceCache.generation;
  const price = await findProductPrice(db, productId);
  priceCache.set(productId, price ?? null, Date.now(), generation);
  return price;
}

export async function getDeliverySettings(db: Executor): Promise<DeliverySettings> {
  const cached = settingsCache.get(db);
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  const stored = await readSettingsRow(db);
  const parsed = stored === undefined ? null : DeliverySettingsSchema.safeParse(stored);
  const value = parsed?.success ? parsed.data : DEFAULT_DELIVERY_SETTINGS;
  settingsCache.set(db, { value, expiresAt: Date.now() + SETTINGS_TTL_MS });
  return value;
}

export async function saveDeliverySettings(
  db: Db,
  actorUserId: string,
  settings: DeliverySettings,
): Promise<DeliverySettings> {
  const unknown = await unknownPincodes(db, settings.dispatchPincodes);
  if (unknown.length > 0) {
    throw notFound(`Dispatch pincode ${unknown.join(', ')} is not in the pincode directory`);
  }
  await db.transaction(async (tx) => {
    const before = await readSettingsRow(tx);
    await writeSettingsRow(tx, settings);
    await recordAudit(tx, {
      actorUserId,
      action: 'delivery-settings.update',
      entity: 'delivery-settings',
      entityId: 'delivery',
      before: before ?? DEFAULT_DELIVERY_SETTINGS,
      after: settings,
    });
  });
  settingsCache.delete(db);
  return settings;
}

async function lookUp(db: Executor, list: string[]): Promise<Map<string, PincodeRecord>> {
  const found = new Map<string, PincodeRecord>();
  const missing: string[] = [];
  for (const pincode of list) {
    const cached = pincodeCache.get(pincode);
    if (cached) found.set(pincode, cached);
    else if (cached === undefined) missing.push(pincode);
  }
  if (missing.length > 0) {
    const rows = await findPincodes(db, missing);
    for (const row of rows) found.set(row.pincode, row);
    // Only known pincodes are kept: the directory is loaded at migrate time, before any check.
    for (const row of rows) pincodeCache.set(row.pincode, row);
  }
  return found;
}

async function unknownPincodes(db: Executor, list: string[]): Promise<string[]> {
  const found = await lookUp(db, list);
  return list.filter((pincode) => !found.has(pincode));
}

/** GET /api/pincodes/:pincode: the directory's row, or 404 with a message for the form. */
export async function pincodeInfo(db: Executor, pincode: string): Promise<PincodeInfo> {
  const row = (await lookUp(db, [pincode])).get(pincode);
  if (!row) throw notFound(`We could not find pincode ${pincode}. Please check it.`);
  return row;
}

/**
 * Refuses an address whose state is not one its pincode is in (400 on `field`, decision 047).
 * The directory names the states a pincode's post offices are in (one, or two on a border): an
 * address naming another state is a typo in one of them, and the state decides the invoice's
 * GST (CGST + SGST or IGST) while the courier follows the pincode. A pincode the directory does
 * not list is refused on `unknownField` when given (an address to keep: decision 052), else
 * judged elsewhere (an order to it is not serviceable).
 */
export async function checkPincodeState(
  db: Executor,
  address: { pincode: string; state: string },
  field: string,
  /** Also refuse a pincode the directory does not list, on this field (the address book). */
  unknownField?: string,
): Promise<void> {
  const { pincode } = address;
  const place = (await lookUp(db, [pincode])).get(pincode);
  if (!place && unknownField) {
    const message = `We could not find pincode ${pincode}. Please check it.`;
    throw invalidData(message, [{ path: unknownField, message }]);
  }
  // As GST spells it: "tamil nadu" is Tamil Nadu.
  const named = gstStateName(address.state) ?? address.state;
  if (!place || place.state === named || place.otherStates.includes(named)) return;
  const message = `Pincode ${pincode} is in ${place.state}, not ${named}. Please check the state or the pincode.`;
  throw invalidData(message, [{ path: field, message }]);
}

export interface CodContext {
  /** The order's value in rupees (a product's price on the product page). */
  orderValue?: number;
  /** The shopper's refused deliveries so far (signed in only). */
  refusedDeliveries?: number;
}

/** Why cash on delivery is refused, or null when every rule allows it (decision 023). */
export function codRefusal(
  settings: DeliverySettings,
  pincode: string,
  context: CodContext,
): string | null {
  const { cod } = settings;
  if (cod.blockedPincodes.includes(pincode)) {
    return `Cash on delivery is not available for pincode ${pincode}`;
  }
  if (context.orderValue !== undefined && context.orderValue > cod.maxOrderValue) {
    return `Cash on delivery is available only on orders up to ${formatPrice(cod.maxOrderValue)}`;
  }
  if ((context.refusedDeliveries ?? 0) >= cod.refusedLimit) {
    return 'Cash on delivery is not available on your account because earlier cash-on-delivery orders were refused at delivery';
  }
  return null;
}

/**
 * A delivery answer in the reader's language (issue 19): why it cannot come (`reason`) and
 * why cash on delivery is refused (`codReason`), as the API's errors are.
 */
export function deliveryCheckIn<T extends DeliveryCheck>(check: T, language: Language): T {
  return {
    ...check,
    ...(check.reason ? { reason: localiseMessage(check.reason, language) } : {}),
    ...(check.codReason ? { codReason: localiseMessage(check.codReason, language) } : {}),
  };
}

/**
 * Can it come to this pincode, by when, and may it be paid in cash? An unknown or unserved
 * pincode answers serviceable: false with the reason. `productId` prices the COD cap check on
 * that product (404 for no such product).
 */
export async function checkDelivery(
  db: Executor,
  input: { pincode: string; productId?: string; now: Date } & CodContext,
): Promise<DeliveryCheck> {
  const settings = await getDeliverySettings(db);
  const { pincode } = input;
  let orderValue = input.orderValue;
  if (input.productId !== undefined) {
    const price = await productPrice(db, input.productId);
    if (price === undefined) throw notFound('Product not found');
    orderValue ??= price;
  }
  const places = await lookUp(db, [pincode, ...settings.dispatchPincodes]);
  const place = places.get(pincode);
  const none = { codAvailable: false, estimatedDelivery: null, days: null, zone: null };
  if (!place) {
    return {
      pincode,
      city: null,
      state: null,
      serviceable: false,
      ...none,
      reason: `We could not find pincode ${pincode}. Please check it.`,
    };
  }
  const where = { pincode, city: place.city, state: place.state };
  if (settings.nonServiceablePincodes.includes(pincode)) {
    return {
      ...where,
      serviceable: false,
      ...none,
      reason: `Sorry, we do not deliver to ${pincode} (${place.city}) yet`,
    };
  }
  const from = settings.dispatchPincodes.flatMap((code) => {
    const row = places.get(code);
    return row ? [row] : [];
  });
  const zone = bestZone(from, place, settings.zoneDays);
  const promise = promiseFor(input.now, settings, zone);
  const codReason = codRefusal(settings, pincode, { ...input, orderValue });
  return {
    ...where,
    serviceable: true,
    codAvailable: codReason === null,
    estimatedDelivery: promise.day,
    days: promise.days,
    zone,
    ...(codReason ? { codReason } : {}),
  };
}
