import {
  gstStateCode,
  gstStateName,
  type StoreProfile,
  type StoreProfileBody,
} from '@shop/contracts';
import type { Db, Executor } from '../../db/types';
import { TtlCache } from '../../lib/ttl-cache';
import { recordAudit } from '../audit';
import { checkPincodeState } from '../delivery';
import {
  findStoreProfile,
  type StoreProfileRow,
  updateStoreProfile,
} from './store-profile-repository';

function toStoreProfile(row: StoreProfileRow): StoreProfile {
  const { id: _id, ...fields } = row;
  return {
    ...fields,
    stateCode: gstStateCode(row.state) ?? '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The shop's legal identity, for the footer, invoices and e-mails. */
export async function getStoreProfile(db: Executor): Promise<StoreProfile> {
  const row = await findStoreProfile(db);
  // Migration 0013 inserts the row and nothing deletes it: its absence is a broken database.
  if (!row) throw new Error('store profile row missing');
  return toStoreProfile(row);
}

/**
 * Product pages (issue 16) name the seller and customer care on every answer; they take the
 * profile from here, kept 10 s per database (a save here clears it; other replicas see it
 * within 10 s). Invoices and e-mails read it fresh with getStoreProfile.
 */
const pageCopies = new WeakMap<object, TtlCache<StoreProfile>>();

export async function getStoreProfileForPages(db: Executor): Promise<StoreProfile> {
  let cache = pageCopies.get(db);
  if (!cache) pageCopies.set(db, (cache = new TtlCache<StoreProfile>(10_000, 1)));
  const cached = cache.get('profile');
  if (cached) return cached;
  const generation = cache.generation;
  const profile = await getStoreProfile(db);
  cache.set('profile', profile, undefined, generation);
  return profile;
}

/** The back office's edit: the whole profile, with its audit row, in one transaction. */
export async function saveStoreProfile(
  db: Db,
  actorUserId: string,
  body: StoreProfileBody,
): Promise<StoreProfile> {
  // The shop's state is the supplier's on every invoice (CGST + SGST or IGST): it must be one
  // its pincode is in, as a shopper's address must (decision 047).
  await checkPincodeState(db, body, 'body.state');
  const saved = await db.transaction(async (tx) => {
    const before = await findStoreProfile(tx, { lock: true });
    const after = await updateStoreProfile(tx, {
      legalName: body.legalName,
      tradeName: body.tradeName,
      gstin: body.gstin,
      addressLine1: body.addressLine1,
      addressLine2: body.addressLine2,
      city: body.city,
      // Stored as GST spells it, so invoices name the state the same way every time.
      state: gstStateName(body.state) ?? body.state,
      pincode: body.pincode,
      supportPhone: body.supportPhone,
      supportEmail: body.supportEmail,
      grievanceOfficerName: body.grievanceOfficerName,
      grievanceOfficerDesignation: body.grievanceOfficerDesignation,
      grievanceOfficerPhone: body.grievanceOfficerPhone,
      grievanceOfficerEmail: body.grievanceOfficerEmail,
    });
    await recordAudit(tx, {
      actorUserId,
      action: 'store-profile.update',
      entity: 'store-profile',
      entityId: 'store',
      before,
      after,
    });
    return toStoreProfile(after);
  });
  pageCopies.get(db)?.clear();
  return saved;
}
