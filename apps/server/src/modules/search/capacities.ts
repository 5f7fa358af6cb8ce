import type { ProductCategory } from '@zeng/contract/constants';
import type { Component } from '@zeng/contract/lookups';
import { spellingKey } from '@zeng/contract/spelling-key';

/**
 * A storage or RAM capacity a search names: an advert holds it when its storage is one of
 * `storageIds` or its RAM one of `ramIds` (either may be empty).
 */
export interface Capacity {
  storageIds: number[];
  ramIds: number[];
}

/** What a search's folded words are once capacities are read out of them. */
export interface ReadCapacities {
  /** The words left to look for in the adverts' text. */
  words: string[];
  /** Capacities every advert found must hold (phones and tablets only). */
  capacities: Capacity[];
}

type Role = 'storage' | 'ram';

/** Units after a number, by spelling key, in any script: GB (гб, qb, г), TB (тб), and the words said in full. */
const GIGABYTES = new Set(['kb', 'k', 'kikabait']);
const TERABYTES = new Set(['tb', 'terabait']);
/**
 * Words beside a capacity that say which one it is, by spelling key: RAM ("ram", "рам", "озу",
 * "operativ", "оперативка", "оперативная"), storage ("rom", "storage", "daxili", "встроенная").
 */
const ROLE_KEYS: ReadonlyArray<readonly [Role, (key: string) => boolean]> = [
  ['ram', (key) => key === 'ram' || key === 'ozu' || key.startsWith('operativ')],
  ['storage', (key) => key === 'rom' || key === 'storak' || key === 'dahili' || key.startsWith('vstroen')],
];

const roleOf = (word: string): Role | undefined => {
  const key = spellingKey(word);
  return ROLE_KEYS.find(([, matches]) => matches(key))?.[0];
};

/** A number with or without its unit: "256", "256gb", "256гб", "1tb", "1тб". */
const SIZE = /^(\d{1,4})(\p{L}{0,9})$/u;
/** RAM and storage together: "8/256", "8gb/256gb", "12+512", "8/1tb". */
const PAIR = /^(\d{1,2})(\p{L}{0,9})[/+](\d{1,4})(\p{L}{0,9})$/u;

/** Gigabytes of "256" with unit "гб", "1" with "tb"; undefined when the unit is not one; `bare` when there is none. */
function gigabytes(digits: string, unit: string): { gb: number; bare: boolean } | undefined {
  const n = Number(digits);
  if (unit === '') return { gb: n, bare: true };
  const key = spellingKey(unit);
  if (GIGABYTES.has(key)) return { gb: n, bare: false };
  if (TERABYTES.has(key)) return { gb: n * 1024, bare: false };
  return undefined;
}

/** The gigabytes a component's capacity ("256GB", "1TB") names. */
function gigabytesOf(component: Component): number | undefined {
  const match = /^(\d+)\s*(GB|TB)$/i.exec(component.capacity);
  if (!match) return undefined;
  return Number(match[1]) * (match[2]?.toUpperCase() === 'TB' ? 1024 : 1);
}

/** A capacity word as it was read, before a role word beside it may narrow it. */
interface Read {
  capacity: Capacity;
  /** Said by its own unit or shape ("256gb", "8/256"), or a bare number read as a storage size. */
  role?: Role;
  /** What it stays as when no capacity takes it: the word as typed, units joined ("256gb"). */
  text: string;
}

/**
 * Reads the storage and RAM a search names (issue 33, docs/product.md "Search"), from the catalog's
 * components, so "iphone 15 pro 256", "256gb", "256 гб", "8/256", "S24 Ultra 512" and "1 TB" find the
 * adverts with that storage (and RAM) whatever script the unit is written in:
 *
 * - a number with a unit of GB or TB ("256gb", "256 gb", "256гб", "1 ТБ") is any storage or RAM of
 *   that size ("8gb": 8 GB of either), narrowed by a word beside it ("8gb ram", "озу 8гб");
 * - "8/256" (also "8gb/256gb", "8+256", "12/1tb") is that RAM and that storage;
 * - a bare number is a storage size only when it is one (32, 64, 128, 256, 512…) and no model is
 *   numbered by it: "iphone 16" is the iPhone 16, "s24 ultra 512" its 512 GB ones;
 * - anything else is a word of the text, as is every capacity among SIM numbers and accessories,
 *   with its unit joined ("256 gb" is looked for as "256gb": an SD card's name).
 *
 * Each capacity read is a condition on the advert's storage and RAM columns, not on its text: "12"
 * still finds the iPhone 12, never a phone whose storage is 128 GB.
 */
export class CapacityReader {
  readonly #storage: ReadonlyArray<{ id: number; gb: number }>;
  readonly #ram: ReadonlyArray<{ id: number; gb: number }>;
  /** Numbers some model is named by ("16" of iPhone 16): never read as a capacity alone. */
  readonly #modelNumbers: ReadonlySet<string>;

  constructor(storage: readonly Component[], ram: readonly Component[], modelNames: readonly string[]) {
    const sized = (components: readonly Component[]) =>
      components.flatMap((c) => {
        const gb = gigabytesOf(c);
        return gb === undefined ? [] : [{ id: c.id, gb }];
      });
    this.#storage = sized(storage);
    this.#ram = sized(ram);
    this.#modelNumbers = new Set(
      modelNames.flatMap((name) => name.toLowerCase().split(/\s+/)).filter((word) => /^\d+$/.test(word)),
    );
  }

  /** The components of each role with `gb` gigabytes. */
  #sized(gb: number, roles: readonly Role[]): Capacity {
    const ids = (list: ReadonlyArray<{ id: number; gb: number }>) => list.filter((c) => c.gb === gb).map((c) => c.id);
    return {
      storageIds: roles.includes('storage') ? ids(this.#storage) : [],
      ramIds: roles.includes('ram') ? ids(this.#ram) : [],
    };
  }

  /** One word (or a number and the unit after it) as a capacity, or undefined. */
  #readOne(word: string, next: string | undefined): { read: Read[]; used: number } | undefined {
    const pair = PAIR.exec(word);
    if (pair) {
      const ram = gigabytes(pair[1] ?? '', pair[2] ?? '');
      const storage = gigabytes(pair[3] ?? '', pair[4] ?? '');
      if (!ram || !storage) return undefined;
      const r = this.#sized(ram.gb, ['ram']);
      const s = this.#sized(storage.gb, ['storage']);
      if (r.ramIds.length === 0 || s.storageIds.length === 0) return undefined;
      return {
        read: [
          { capacity: r, role: 'ram', text: word },
          { capacity: s, role: 'storage', text: word },
        ],
        used: 1,
      };
    }
    const size = SIZE.exec(word);
    if (!size) return undefined;
    let unit = size[2] ?? '';
    let used = 1;
    // "256 gb": the unit is the next word.
    if (unit === '' && next !== undefined && /^\p{L}{1,9}$/u.test(next) && gigabytes(size[1] ?? '', next)) {
      unit = next;
      used = 2;
    }
    const sized = gigabytes(size[1] ?? '', unit);
    if (!sized) return undefined;
    const text = `${size[1]}${unit === '' ? '' : spellingKey(unit).startsWith('t') ? 'tb' : 'gb'}`;
    if (sized.bare) {
      if (this.#modelNumbers.has(size[1] ?? '')) return undefined;
      const capacity = this.#sized(sized.gb, ['storage']);
      return capacity.storageIds.length > 0 ? { read: [{ capacity, role: 'storage', text }], used } : undefined;
    }
    const capacity = this.#sized(sized.gb, ['storage', 'ram']);
    if (capacity.storageIds.length + capacity.ramIds.length === 0) return undefined;
    return { read: [{ capacity, text }], used };
  }

  /**
   * The search's folded words with the capacities read out of them, for `category`'s list: phones
   * and tablets hold storage and RAM; other categories keep every word, units joined to their number.
   */
  read(category: ProductCategory, words: readonly string[]): ReadCapacities {
    const devices = category === 'phone' || category === 'tablet';
    const left: Array<string | Read[]> = [];
    for (let i = 0; i < words.length; i++) {
      const word = words[i] ?? '';
      const one = this.#readOne(word, words[i + 1]);
      if (!one) {
        left.push(word);
        continue;
      }
      i += one.used - 1;
      if (devices) left.push(one.read);
      else left.push(one.read[0]?.text ?? word);
    }
    // A role word beside a capacity of either kind says which ("8gb ram", "озу 8гб"), and is used up.
    const capacities: Capacity[] = [];
    const kept: string[] = [];
    for (const [i, item] of left.entries()) {
      if (typeof item !== 'string') {
        for (const read of item) capacities.push(read.capacity);
        continue;
      }
      const role = roleOf(item);
      const beside = [left[i - 1], left[i + 1]].find(
        (other): other is Read[] => typeof other !== 'string' && other?.length === 1 && other[0]?.role === undefined,
      );
      const read = beside?.[0];
      const narrowed = read && role && (role === 'ram' ? read.capacity.ramIds : read.capacity.storageIds);
      if (read && role && narrowed && narrowed.length > 0) {
        read.role = role;
        read.capacity.storageIds = role === 'storage' ? narrowed : [];
        read.capacity.ramIds = role === 'ram' ? narrowed : [];
        continue;
      }
      kept.push(item);
    }
    return { words: kept, capacities };
  }
}
