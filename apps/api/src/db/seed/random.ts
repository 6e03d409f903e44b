/**
 * The seed's only source of chance: a fixed-seed generator, so the same code always produces
 * the same catalogue, byte for byte, on every machine and database.
 */

/** FNV-1a: turns a label such as a category slug into a 32-bit seed. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** count distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** count lower-case hex digits. */
  hex(count: number): string;
}

/** mulberry32: tiny, fast and well spread; more than enough for a catalogue. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    sample: <T>(items: readonly T[], count: number) => shuffle(items).slice(0, count),
    shuffle,
    hex: (count) => {
      let out = '';
      while (out.length < count)
        out += Math.floor(next() * 0x10000)
          .toString(16)
          .padStart(4, '0');
      return out.slice(0, count);
    },
  };
}

/** The one seed of the whole catalogue; changing it reshuffles every choice. */
export const CATALOGUE_SEED = 20261101;

/** A generator of its own for one part of the catalogue, so editing one part leaves the rest. */
export function randomFor(label: string): Random {
  return createRandom(hashString(`${CATALOGUE_SEED}:${label}`));
}

/**
 * 24 hex characters shaped like the app's own ids (lib/ids.ts): 4 bytes of creation seconds,
 * then 8 bytes from the generator. Seeded rows sort by creation time like every other row.
 */
export function seededId(random: Random, createdAt: Date): string {
  const seconds = Math.floor(createdAt.getTime() / 1000) >>> 0;
  return seconds.toString(16).padStart(8, '0') + random.hex(16);
}
