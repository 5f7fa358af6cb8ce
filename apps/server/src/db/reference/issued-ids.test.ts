import { describe, expect, it } from 'vitest';
import { referenceRows } from '../seed-reference.js';
import { sortOptions } from './catalog.js';
import { ISSUED_IDS, type ReferenceTable } from './issued-ids.js';

/** Each reference table's rows, by id and name: as the start-up seed writes them, and the catalog's sort options. */
function current(): Record<ReferenceTable, Array<[id: number, name: string]>> {
  const rows = referenceRows();
  return {
    districts: rows.districts.map((d) => [d.id, d.slug]),
    brands: rows.brands.map((b) => [b.id, b.name]),
    models: rows.models.map((m) => [m.id, m.name]),
    simProviders: rows.simProviders.map((p) => [p.id, p.name]),
    components: rows.components.map((c) => [c.id, `${c.type} ${c.capacity}`]),
    sortOptions: sortOptions.map((o) => [o.id, o.type]),
  };
}

const TABLES = Object.keys(ISSUED_IDS) as ReferenceTable[];

// New rows pass: only the ids already given out are held to their names.
describe('the ids of the reference data', () => {
  it.each(TABLES)('%s: every id given out still names what it was given to', (table) => {
    const now = new Map(current()[table]);
    const changed = Object.entries(ISSUED_IDS[table]).flatMap(([id, name]) => {
      const named = now.get(Number(id));
      return named === name ? [] : [`${id}: was ${name}, now ${named ?? 'gone'}`];
    });
    // A renumbered or reused id points every advert and address that holds it at something else.
    expect(changed).toEqual([]);
  });

  it.each(TABLES)('%s: no two rows share an id', (table) => {
    const ids = current()[table].map(([id]) => id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
