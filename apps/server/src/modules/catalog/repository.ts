import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema.js';

/** Reads every reference table; they are small and served from memory after start. */
export async function loadCatalog(db: Database) {
  const [districts, brands, models, providers, components] = await Promise.all([
    db.select().from(schema.districts).orderBy(asc(schema.districts.id)),
    db.select().from(schema.brands).orderBy(asc(schema.brands.position)),
    db.select().from(schema.models).orderBy(asc(schema.models.id)),
    db.select().from(schema.simProviders).orderBy(asc(schema.simProviders.id)),
    db.select().from(schema.components).orderBy(asc(schema.components.megabytes)),
  ]);
  return { districts, brands, models, providers, components };
}

export type CatalogRows = Awaited<ReturnType<typeof loadCatalog>>;
