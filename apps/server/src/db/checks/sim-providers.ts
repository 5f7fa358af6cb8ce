import { and, asc, eq, isNull } from 'drizzle-orm';
import { stateOf } from '../../modules/adverts/lifecycle.js';
import { CatalogService } from '../../modules/catalog/service.js';
import type { Database } from '../client.js';
import { adverts } from '../schema.js';

/** A SIM advert whose provider is not its number's code's. */
export interface ProviderMismatch {
  id: number;
  number: string;
  /** PENDING, APPROVED, EXPIRED or REJECTED, as its owner sees it now. */
  state: string;
  provider: string;
  /** The provider its code belongs to. */
  operator: string;
}

/**
 * The undeleted SIM adverts whose provider is not the operator of their number's code, by the rule
 * posting now holds them to (@zeng/contract/sim-operator, docs/decisions/0021): those stored before
 * it. A number whose code no offered provider holds (060) is never one of them.
 */
export async function simProviderMismatches(db: Database, now: Date): Promise<ProviderMismatch[]> {
  const catalog = await CatalogService.load(db);
  const rows = await db
    .select({
      id: adverts.id,
      number: adverts.simNumber,
      providerId: adverts.simProviderId,
      state: adverts.state,
      expiresAt: adverts.expiresAt,
    })
    .from(adverts)
    .where(and(eq(adverts.category, 'sim'), isNull(adverts.deletedAt)))
    .orderBy(asc(adverts.id));
  const mismatches: ProviderMismatch[] = [];
  for (const row of rows) {
    if (!row.number || row.providerId === null) continue;
    const operator = catalog.providerOfNumber(row.number);
    if (!operator || operator.id === row.providerId) continue;
    mismatches.push({
      id: row.id,
      number: row.number,
      state: stateOf(row, now),
      provider: catalog.simProvider(row.providerId)?.name ?? `#${row.providerId}`,
      operator: operator.name,
    });
  }
  return mismatches;
}
