import type { z } from 'zod';
import { type Address, type AddressBodySchema, IdSchema } from '@shop/contracts';
import type { Db } from '../../db/types';
import { businessRule, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import {
  type AddressRow,
  clearDefaultAddress,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  makeNewestAddressDefault,
  updateAddress,
} from './address-repository';
import { checkPincodeState } from '../delivery';
import { lockUser } from './user-repository';

/** Enough for home, work and family; more is almost always a client bug or abuse. */
export const MAX_ADDRESSES_PER_USER = 20;

type AddressInput = z.output<typeof AddressBodySchema>;

/** spec §3 Address. */
export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    landmark: row.landmark,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** design.md: an address that is not the caller's answers 404, as if missing. */
const addressNotFound = () => notFound('Address not found', 'ADDRESS_NOT_FOUND');

const fields = ({ isDefault: _ignored, ...rest }: AddressInput) => rest;

export async function listUserAddresses(db: Db, userId: string): Promise<Address[]> {
  return (await listAddresses(db, userId)).map(toAddress);
}

/**
 * Saves a new address. The first one becomes the default; `isDefault: true` moves the default
 * here. Changes of one user's addresses run one at a time (row lock on the user), so the count
 * limit and the one-default rule hold under parallel requests.
 */
export async function addAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  // Refused at checkout otherwise: a state its pincode is not in (decision 047), or a pincode
  // the directory does not list (decision 052).
  await checkPincodeState(db, input, 'body.state', 'body.pincode');
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await countAddresses(tx, userId);
    if (existing >= MAX_ADDRESSES_PER_USER) {
      throw businessRule(
        `You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Please delete one to add another.`,
        'ADDRESS_LIMIT',
      );
    }
    const isDefault = existing === 0 || input.isDefault === true;
    if (isDefault) await clearDefaultAddress(tx, userId);
    const row = await insertAddress(tx, { id: newId(), userId, ...fields(input), isDefault });
    return toAddress(row);
  });
}

/**
 * Replaces an address. `isDefault: true` moves the default here; `false` on the default address
 * keeps it default (decision 006): the default changes only by choosing another one.
 */
export async function changeAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressInput,
): Promise<Address> {
  if (!IdSchema.safeParse(id).success) throw addressNotFound();
  await checkPincodeState(db, input, 'body.state', 'body.pincode');
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findAddress(tx, userId, id);
    if (!current) throw addressNotFound();
    const isDefault = current.isDefault || input.isDefault === true;
    if (isDefault && !current.isDefault) await clearDefaultAddress(tx, userId);
    const row = await updateAddress(tx, userId, id, { ...fields(input), isDefault });
    if (!row) throw addressNotFound();
    return toAddress(row);
  });
}

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export async function removeAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!IdSchema.safeParse(id).success) throw addressNotFound();
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const deleted = await deleteAddress(tx, userId, id);
    if (!deleted) throw addressNotFound();
    if (deleted.isDefault) await makeNewestAddressDefault(tx, userId);
  });
}
