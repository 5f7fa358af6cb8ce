import type { Option } from '../components/SelectField';

/** Options sorted by their label in the person's language (colours, types: not by English name). */
export function sortedOptions(values: readonly string[], label: (value: string) => string, language: string): Option[] {
  return values
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** Lookup rows ({id, name}) as options, in the server's order. */
export const rowsToOptions = (rows: readonly { id: number; name: string }[] | undefined): Option[] =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

/** The values a loaded list offers, or undefined while it is not there (nothing is judged stale then). */
export const offeredValues = (options: readonly Option[], loaded: boolean) =>
  loaded ? options.map((option) => option.value) : undefined;
