import type { Option } from '../components/SelectField';

/** Options sorted by their label in the person's language (colours, types: not by English name). */
export function sortedOptions(values: readonly string[], label: (value: string) => string, language: string): Option[] {
  return values
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** Lookup rows ({id, name}) as options, in the server's order, with what orders a long list. */
export const rowsToOptions = (
  rows: readonly { id: number; name: string; adverts?: number; year?: number }[] | undefined,
): Option[] => (rows ?? []).map(({ id, name, adverts, year }) => ({ value: String(id), label: name, adverts, year }));

/** The values a loaded list offers, or undefined while it is not there (nothing is judged stale then). */
export const offeredValues = (options: readonly Option[], loaded: boolean) =>
  loaded ? options.map((option) => option.value) : undefined;
