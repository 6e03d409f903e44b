/**
 * Size systems (issue 20): a size belongs to the system a shopper reads it in, and each system
 * has its own natural order. The API sorts the Size facet with `compareSizes`; the filter panel
 * shows one group per system present in the products in scope, in `SIZE_SYSTEMS` order.
 */
export const SIZE_SYSTEMS = [
  { id: 'clothing', label: 'Clothing' },
  { id: 'free', label: 'One size' },
  { id: 'waist', label: 'Waist (inches)' },
  { id: 'kids', label: "Kids' ages" },
  { id: 'shoe', label: 'Shoes (UK)' },
  { id: 'bed', label: 'Bed' },
  { id: 'pack', label: 'Pack' },
  { id: 'length', label: 'Length' },
  { id: 'screen', label: 'Screen' },
  { id: 'volume', label: 'Volume' },
  { id: 'weight', label: 'Weight' },
  { id: 'capacity', label: 'Battery capacity' },
  { id: 'other', label: 'Other' },
] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number]['id'];

const LETTERS = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '3XL', '4XL', '5XL'];
const BEDS = ['SINGLE', 'DOUBLE', 'QUEEN', 'KING', 'SUPER KING'];

/** Units of a system, scaled to one base so '500 ml' sorts before '1 l'. */
const UNITS: Record<string, { system: SizeSystem; scale: number }> = {
  cm: { system: 'length', scale: 0.01 },
  m: { system: 'length', scale: 1 },
  ft: { system: 'length', scale: 0.3048 },
  in: { system: 'screen', scale: 1 },
  ml: { system: 'volume', scale: 1 },
  l: { system: 'volume', scale: 1000 },
  g: { system: 'weight', scale: 1 },
  kg: { system: 'weight', scale: 1000 },
  mah: { system: 'capacity', scale: 1 },
};

/** A size's system and its place within it. */
export function sizeRank(size: string): { system: SizeSystem; rank: number } {
  const upper = size.trim().toUpperCase();
  const letter = LETTERS.indexOf(upper);
  if (letter >= 0) return { system: 'clothing', rank: letter };
  if (upper === 'FREE SIZE' || upper === 'ONE SIZE') return { system: 'free', rank: 0 };
  if (/^\d{2}$/.test(upper)) return { system: 'waist', rank: Number(upper) };
  // Kids' ages as ranges: '0-6M' (months) before '2-3Y' (years), by the lower bound.
  const age = /^(\d+)\s*-\s*\d+\s*([MY])$/.exec(upper);
  if (age) return { system: 'kids', rank: Number(age[1]) * (age[2] === 'Y' ? 12 : 1) };
  const shoe = /^UK\s*(\d+(\.\d+)?)$/.exec(upper);
  if (shoe) return { system: 'shoe', rank: Number(shoe[1]) };
  const bed = BEDS.indexOf(upper);
  if (bed >= 0) return { system: 'bed', rank: bed };
  const pack = /^SET OF (\d+)$/.exec(upper);
  if (pack) return { system: 'pack', rank: Number(pack[1]) };
  const measure = /^(\d+(\.\d+)?)\s*([A-Z]+)\b/.exec(upper);
  const unit = measure ? UNITS[(measure[3] ?? '').toLowerCase()] : undefined;
  if (measure && unit) return { system: unit.system, rank: Number(measure[1]) * unit.scale };
  return { system: 'other', rank: 0 };
}

const systemIndex = (system: SizeSystem) => SIZE_SYSTEMS.findIndex((s) => s.id === system);

/** Sizes by system (in `SIZE_SYSTEMS` order), then in each system's natural order. */
export function compareSizes(a: string, b: string): number {
  const ra = sizeRank(a);
  const rb = sizeRank(b);
  return (
    systemIndex(ra.system) - systemIndex(rb.system) ||
    ra.rank - rb.rank ||
    a.localeCompare(b, 'en-IN')
  );
}

export interface SizeGroup<T> {
  system: SizeSystem;
  label: string;
  sizes: T[];
}

/** Sizes (named by `name`) in one group per system present, each group in its natural order. */
export function groupSizes<T extends { name: string }>(options: readonly T[]): SizeGroup<T>[] {
  const sorted = [...options].sort((a, b) => compareSizes(a.name, b.name));
  const groups: SizeGroup<T>[] = [];
  for (const option of sorted) {
    const system = sizeRank(option.name).system;
    const last = groups.at(-1);
    if (last?.system === system) last.sizes.push(option);
    else {
      const label = SIZE_SYSTEMS[systemIndex(system)]?.label ?? 'Other';
      groups.push({ system, label, sizes: [option] });
    }
  }
  return groups;
}
