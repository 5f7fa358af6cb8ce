import {
  accessoryListSchema,
  type ListQuery,
  phoneListSchema,
  phoneTodayListSchema,
  simListSchema,
  type TodayQuery,
  tabletListSchema,
} from '@zeng/contract/adverts';
import { type Language, LIST_KEYS, type ProductCategory } from '@zeng/contract/constants';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import { bakuDayRange } from './baku-day.js';
import type { FirstPageCache } from './first-page-cache.js';
import type { AdvertsService, Page } from './service.js';

export const listSchemas = {
  phone: phoneListSchema,
  tablet: tabletListSchema,
  sim: simListSchema,
  accessory: accessoryListSchema,
} as const;

export const todaySchemas = {
  phone: phoneTodayListSchema,
  tablet: tabletListSchema,
  sim: simListSchema,
  accessory: accessoryListSchema,
} as const;

/**
 * A contract schema compiled into a serializer (fast-json-stringify) once at start: list answers are
 * the hottest, and checking each one against its zod schema cost more than building it. The compiled
 * function still writes only the schema's fields and throws on a missing one.
 */
function compileAnswer(schema: z.ZodType): (answer: unknown) => string {
  return fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0]);
}

const byCategory = <T>(make: (category: ProductCategory) => T) =>
  ({ phone: make('phone'), tablet: make('tablet'), sim: make('sim'), accessory: make('accessory') }) as const;

/**
 * The public lists' answers as JSON text, as the API sends them and the web app's first screen embeds
 * them: a first page (no cursor, no search) comes from the first-page cache when there is one; search
 * answers and later pages are read every time.
 */
export class ListingAnswers {
  readonly #listSerializers = byCategory((c) => compileAnswer(listSchemas[c]));
  readonly #todaySerializers = byCategory((c) => compileAnswer(todaySchemas[c]));

  constructor(
    private readonly adverts: AdvertsService,
    private readonly clock: Clock,
    private readonly cache: FirstPageCache | null,
  ) {}

  list(category: ProductCategory, q: ListQuery, lang: Language): Promise<string> {
    const load = async () => {
      const page = await this.adverts.list(category, q, lang);
      return { body: this.#listSerializers[category](this.#body(category, page)), validUntil: page.validUntil };
    };
    const searched = (q.searchQuery ?? '').trim() !== '';
    if (!this.cache || q.page || searched) return load().then((answer) => answer.body);
    return this.cache.answer(category, `list|${category}|${lang}|${JSON.stringify(q)}`, load);
  }

  /** Today's adverts; phones also say how many there are today (the count is cached per day). */
  async today(category: ProductCategory, q: TodayQuery, lang: Language): Promise<string> {
    const dayEnd = bakuDayRange(this.clock.now()).end;
    const load = async () => {
      const [page, totalCount] = await Promise.all([
        this.adverts.todayPage(category, q, lang),
        category === 'phone' ? this.#todayCount(category, dayEnd) : undefined,
      ]);
      const answer = { ...this.#body(category, page), ...(totalCount !== undefined && { totalCount }) };
      return { body: this.#todaySerializers[category](answer), validUntil: earliest(page.validUntil, dayEnd) };
    };
    if (!this.cache || q.page) return (await load()).body;
    return this.cache.answer(category, `today|${category}|${lang}|${dayEnd.getTime()}|${q.limit}`, load);
  }

  async #todayCount(category: ProductCategory, dayEnd: Date): Promise<number> {
    const load = async () => ({ body: String(await this.adverts.todayCount(category)), validUntil: dayEnd });
    const text = this.cache
      ? await this.cache.answer(category, `count|${category}|${dayEnd.getTime()}`, load)
      : (await load()).body;
    return Number(text);
  }

  #body(category: ProductCategory, page: Page) {
    return { [LIST_KEYS[category]]: page.items, nextCursor: page.nextCursor };
  }
}

const earliest = (a: Date | null, b: Date) => (a && a < b ? a : b);
