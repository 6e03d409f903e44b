import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * The shop's legal identity (issue 14): exactly one row, id 'store', written by migration 0013
 * with plausible values and edited in /admin.
 */
export const storeProfile = pgTable(
  'store_profile',
  {
    id: text().primaryKey().default('store'),
    legalName: text().notNull(),
    tradeName: text().notNull(),
    gstin: text().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text().notNull().default(''),
    city: text().notNull(),
    state: text().notNull(),
    pincode: text().notNull(),
    supportPhone: text().notNull(),
    supportEmail: text().notNull(),
    grievanceOfficerName: text().notNull(),
    grievanceOfficerDesignation: text().notNull(),
    grievanceOfficerPhone: text().notNull(),
    grievanceOfficerEmail: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('store_profile_one_row', sql`${t.id} = 'store'`)],
);
