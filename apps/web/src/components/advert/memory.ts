import type { TFunction } from 'i18next';

/**
 * RAM then storage, as the server names them ("8GB / 512GB"): what a card keeps as its specs
 * (docs/product.md, "Listings") and what the advert page's row starts from, so both show one order.
 */
export function memorySpecs(ram: string | null | undefined, storage: string | null | undefined): string {
  return [ram, storage].filter(Boolean).join(' / ');
}

const CAPACITY = /^(\d+(?:[.,]\d+)?)\s*(MB|GB|TB)$/i;

/**
 * Specs in the reader's units, the one way cards and the advert page write memory: "8GB / 512GB" →
 * "8/512 GB" (ГБ in Russian), "12GB / 1TB" → "12 GB / 1 TB". The number and its unit never part at a
 * line end. Text that is not capacities (an older stored card, say) is shown as it is.
 */
export function formatMemory(specs: string, t: TFunction): string {
  const parts = specs.split('/').map((part) => CAPACITY.exec(part.trim()));
  if (parts.some((part) => !part)) return specs;
  const capacities = parts.map((part) => ({ value: part?.[1] ?? '', unit: (part?.[2] ?? '').toUpperCase() }));
  const unitOf = (unit: string) => t(`units.${unit}`, { ns: 'common', defaultValue: unit });
  const [first] = capacities;
  if (first && capacities.every((c) => c.unit === first.unit)) {
    return `${capacities.map((c) => c.value).join('/')}\u00a0${unitOf(first.unit)}`;
  }
  return capacities.map((c) => `${c.value}\u00a0${unitOf(c.unit)}`).join(' / ');
}
