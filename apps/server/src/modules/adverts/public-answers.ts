import type { ProductCategory } from '@zeng/contract/constants';
import { type AnswerUse, KeptAnswers } from '../../lib/kept-answers.js';
import { PreparedBody } from '../../lib/prepared-body.js';

/** An answer ready to send, and the last moment it is right without a change being announced. */
export interface CacheableAnswer {
  body: string;
  /** When the first advert in it expires, or the day it covers ends; null when nothing bounds it. */
  validUntil: Date | null;
  /** Its validator, when it is sent with one (a page's), worked out once for all its readers. */
  etag?: string;
}

/**
 * The first pages of the public lists, today's counts, the kept pages and the searches' counts,
 * ready-serialised, in memory (lib/kept-answers.ts says when each is forgotten). An answer's bytes and
 * their compressed forms are made once for all its readers.
 */
export class PublicAnswers extends KeptAnswers<PreparedBody> {
  /** The entry under `key`, or what `load` answers (kept when nothing changed meanwhile), ready to be sent. */
  answer(
    category: ProductCategory | null,
    key: string,
    load: () => Promise<CacheableAnswer>,
    use?: AnswerUse,
  ): Promise<PreparedBody> {
    return this.get(
      category,
      key,
      async () => {
        const { body, validUntil, etag } = await load();
        return { value: new PreparedBody(body, etag), validUntil };
      },
      use,
    );
  }
}
