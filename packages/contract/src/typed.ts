/**
 * The few places where TypeScript's view of a built-in is wider than what we know: an object made from a
 * list of keys has every key; a value found in a list of literals is one of them. Each says so once here,
 * so the code that uses them needs no type assertion.
 */

/** An object with one entry per key, each made from its key. */
export function fromKeys<const K extends PropertyKey, V>(keys: readonly K[], make: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, V>;
}

/** The keys of an object whose keys are all known (a literal table, not a parsed value). */
export function keysOf<T extends object>(table: T): (keyof T & string)[] {
  return Object.keys(table) as (keyof T & string)[];
}

/** The entries of such a table, typed by its keys. */
export function entriesOf<T extends object>(table: T): [keyof T & string, T[keyof T & string]][] {
  return Object.entries(table) as [keyof T & string, T[keyof T & string]][];
}

/** Whether a value read from outside (a URL, storage, a header) is one of a list of literals. */
export const isOneOf = <const T>(values: readonly T[], value: unknown): value is T => values.some((v) => v === value);

/** Whether a value read from outside is a plain object whose fields can be looked at one by one. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `code` of a thrown error (a Node system error's ENOENT, a driver's SQLSTATE), if it has one. */
export const errorCodeOf = (err: unknown): string | undefined =>
  isRecord(err) && typeof err.code === 'string' ? err.code : undefined;

/** A thrown value as an Error, for logging and messages. */
export const asError = (err: unknown): Error => (err instanceof Error ? err : new Error(String(err)));
