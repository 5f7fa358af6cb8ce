/** A phone as the listing calls answer it (SPEC.md section 3). */
export const phoneListItem = (id: number, price = 100 * id) => ({
  id,
  imageUrls: [`/uploads/p${id}-thumb.webp`],
  price,
  brand: { name: 'Apple' },
  model: { name: `iPhone ${id}` },
  ram: { capacity: '8GB' },
  mainMemory: { capacity: '256GB' },
  condition: 'used',
  district: { name: 'Baku' },
  dateCreated: '2026-01-10T10:00:00Z',
});
