import { type Language, MAX_SAVED_SEARCHES, type ProductCategory } from '@zeng/contract/constants';
import type { SavedSearch, SavedSearchChange, SavedSearchInput, SavedSearchList } from '@zeng/contract/saved-searches';
import { type Database, inTransaction } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { AdvertsService } from '../adverts/service.js';
import type { AuthUser } from '../auth/access-tokens.js';
import type { CatalogService } from '../catalog/service.js';
import { matchColumns, readSavedQuery } from './saved-query.js';
import * as repo from './saved-searches-repository.js';

const toAnswer = (row: repo.ListedSavedSearch): SavedSearch => ({ ...row, createdAt: row.createdAt.toISOString() });

const noSuchSearch = () => notFound('You have no such saved search: it may have been deleted.');

/**
 * A signed-in person's saved searches (issue 38, docs/product.md "Saved searches"): saved from a
 * listing's address with a name, renamed, paused, resumed or deleted; what each found is counted from
 * the time it was last opened. The approvals find the adverts (matching.ts); the daily SMS says how many
 * (sms-digest.ts).
 */
export class SavedSearchesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Reads a query as its listing does (words in any spelling, storage named in words, SIM masks). */
    private readonly adverts: Pick<AdvertsService, 'filters'>,
    private readonly catalog: Pick<CatalogService, 'model'>,
  ) {}

  async list(user: AuthUser): Promise<SavedSearchList> {
    return { savedSearches: (await repo.savedOf(this.db, user.id)).map(toAnswer) };
  }

  async save(
    user: AuthUser,
    input: Required<Pick<SavedSearchInput, 'name' | 'category'>> & { query: string; sms: boolean },
    lang: Language,
  ): Promise<SavedSearch> {
    const read = readSavedQuery(input.category, input.query, (id) => this.catalog.model(id)?.brandId);
    const columns = matchColumns(input.category, read, this.adverts.filters(input.category, read.query));
    const now = this.clock.now();
    // One save of a person's at a time (their row locked): the same search, or a 21st, cannot slip in
    // between the checks and the insert.
    const id = await inTransaction(this.db, async (tx) => {
      await repo.lockPerson(tx, user.id);
      await this.refuseSame(tx, user, input.category, read.canonical);
      if ((await repo.countOf(tx, user.id)) >= MAX_SAVED_SEARCHES)
        throw conflict(
          `You have ${MAX_SAVED_SEARCHES} saved searches, the most there can be: delete one to save another.`,
          'TOO_MANY_SAVED_SEARCHES',
        );
      return repo.insert(tx, {
        userId: user.id,
        name: input.name,
        category: input.category,
        query: read.canonical,
        lang,
        sms: input.sms,
        createdAt: now,
        openedAt: now,
        ...columns,
      });
    });
    return this.saved(user, id);
  }

  async change(user: AuthUser, id: number, change: SavedSearchChange): Promise<SavedSearch> {
    if (!(await repo.update(this.db, user.id, id, change))) throw noSuchSearch();
    return this.saved(user, id);
  }

  async remove(user: AuthUser, id: number) {
    await repo.remove(this.db, user.id, id);
    return { message: 'Deleted.' };
  }

  /** What it found so far is seen: its new count starts again from now. */
  async open(user: AuthUser, id: number): Promise<SavedSearch> {
    if (!(await repo.update(this.db, user.id, id, { openedAt: this.clock.now() }))) throw noSuchSearch();
    return this.saved(user, id);
  }

  private async saved(user: AuthUser, id: number): Promise<SavedSearch> {
    const row = await repo.oneOf(this.db, user.id, id);
    if (!row) throw noSuchSearch();
    return toAnswer(row);
  }

  private async refuseSame(db: Database, user: AuthUser, category: ProductCategory, query: string) {
    const same = await repo.sameSearch(db, user.id, category, query);
    if (same) throw conflict(`You saved this search already, as "${same.name}".`, 'SAVED_SEARCH_EXISTS');
  }
}
