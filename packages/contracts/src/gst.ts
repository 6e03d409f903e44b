/**
 * GST identities (india.md, GST): the state codes of the GST registration and of a place of
 * supply, and the GSTIN's check character. Zod-free so both apps can use it anywhere.
 */

/** GST state codes (CBIC's list of state codes for GSTIN and place of supply). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Shoppers type states freely ("tamil nadu", "J&K", "Orissa"): compare on letters only. */
const ALIASES: Readonly<Record<string, string>> = {
  jk: 'Jammu and Kashmir',
  newdelhi: 'Delhi',
  nctofdelhi: 'Delhi',
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  andamanandnicobar: 'Andaman and Nicobar Islands',
};

const letters = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

const BY_LETTERS = new Map(Object.keys(GST_STATE_CODES).map((name) => [letters(name), name]));

/** The state's name as GST spells it, or null for text that names no state. */
export function gstStateName(state: string): string | null {
  const key = letters(state);
  return BY_LETTERS.get(key) ?? ALIASES[key.replace(/and/g, '')] ?? ALIASES[key] ?? null;
}

/** The two-digit GST code of a state, or null. */
export function gstStateCode(state: string): string | null {
  const name = gstStateName(state);
  return name ? (GST_STATE_CODES[name] ?? null) : null;
}

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character over the first 14 characters: each character's base-36 value times 1 or
 * 2 (alternately), the product's base-36 digits added up, and the sum's complement to 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_ALPHABET.indexOf(first14.charAt(i));
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function isGstinFormat(gstin: string): boolean {
  return GSTIN_FORMAT.test(gstin);
}

export function isValidGstin(gstin: string): boolean {
  return isGstinFormat(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}
