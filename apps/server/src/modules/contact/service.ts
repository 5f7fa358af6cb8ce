import type { ProductCategory } from '@zeng/contract/constants';
import type { AdvertContact } from '@zeng/contract/contact';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { stateOf } from '../adverts/lifecycle.js';
import type { AdvertsService } from '../adverts/service.js';
import type { AuthUser } from '../auth/access-tokens.js';
import { bakuDate, visitorKey } from './visitor.js';
import { recordVisit } from './visits-repository.js';

/** Who asks, as the route read them. */
export interface Asker {
  user: AuthUser | null;
  address: string;
  userAgent: string | undefined;
}

/**
 * The seller's number, revealed on a visitor's tap (docs/decisions/0032): for an advert the caller may
 * see, as its detail would be refused otherwise. A shown advert's reveal counts once per visitor and
 * day; its seller's own never counts.
 */
export class ContactService {
  constructor(
    private readonly db: Database,
    private readonly adverts: AdvertsService,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  async reveal(category: ProductCategory, id: number, asker: Asker): Promise<AdvertContact> {
    const row = await this.adverts.shownTo(category, id, asker.user);
    const now = this.clock.now();
    if (row.userId !== asker.user?.id && stateOf(row, now) === 'APPROVED') {
      const day = bakuDate(now);
      const visitor = visitorKey(this.secret, day, { userId: asker.user?.id ?? null, ...asker });
      await recordVisit(this.db, { advertId: row.id, day, visitor }, 'revealed');
    }
    return { phoneNumber: row.sellerPhone, contactBy: row.contactBy };
  }
}
