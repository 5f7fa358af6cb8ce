/**
 * Space-grouped thousands ("1 250"), the same in every language: Intl's az-AZ output uses dots,
 * which people here read as decimals.
 */
export function formatPrice(value: number | string): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(n)) throw new Error('Invalid price input. Price must be a valid number.');
  const [whole = '0', fraction] = Math.abs(n).toFixed(2).replace(/\.00$/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
