import { listQuerySchema, todayQuerySchema } from '@zeng/contract/adverts';
import { cardImageSources } from '@zeng/contract/card-image';
import { type Language, LIST_KEYS, type ProductCategory } from '@zeng/contract/constants';
import { FIRST_SCREEN_ELEMENT_ID, type ListingScreenData } from '@zeng/contract/first-screen';
import {
  accessoryTypeListSchema,
  brandListSchema,
  districtListSchema,
  simProviderListSchema,
  sortOptionListSchema,
} from '@zeng/contract/lookups';
import { PATHS } from '@zeng/contract/routes';
import { answerJson, jsonAround } from '../../lib/answer-json.js';
import type { PageHead } from '../../plugins/spa.js';
import type { ListingAnswers } from '../adverts/listing-answers.js';
import type { CatalogService } from '../catalog/service.js';

/** The listing screens whose first answers travel with their HTML, by path. */
const LISTING_SCREENS: Readonly<Record<string, ProductCategory>> = {
  [PATHS.home]: 'phone',
  [PATHS.tablets]: 'tablet',
  [PATHS.simCards]: 'sim',
  [PATHS.accessories]: 'accessory',
};

/** The first page as the screen asks for it: no filter, the default sort, PAGE_SIZE adverts. */
const FIRST_PAGE = listQuerySchema.parse({});
const TODAY_FIRST_PAGE = todayQuerySchema.parse({});

/** The lookup routes' answers, written as those routes write them. */
const LOOKUP_JSON = {
  brands: answerJson(brandListSchema),
  providers: answerJson(simProviderListSchema),
  accessoryTypes: answerJson(accessoryTypeListSchema),
  sort: answerJson(sortOptionListSchema),
  districts: answerJson(districtListSchema),
};

export interface FirstScreenOptions {
  answers: ListingAnswers;
  catalog: CatalogService;
  /** A failed read (the database away, most likely): the page goes out without its data. */
  report: (err: unknown) => void;
  /** The longest the HTML waits for its data; past it the page goes without and the app asks itself. */
  waitMs?: number;
}

/**
 * What a listing screen's HTML carries (contract/first-screen.ts): the API's answers for its first
 * page, today's count on Home and the lookups its filters show, as a JSON data block, and a preload
 * of the first card's picture, which is most often the largest paint.
 */
export class FirstScreenService {
  readonly #waitMs: number;

  constructor(private readonly o: FirstScreenOptions) {
    this.#waitMs = o.waitMs ?? 500;
  }

  /**
   * The <head> additions of a listing page whose address names no filter (`search` is the query string
   * with its `?`); none for other pages, or when the answers fail or are late.
   */
  async head(pathname: string, search: string, lang: Language): Promise<PageHead | undefined> {
    const category = Object.hasOwn(LISTING_SCREENS, pathname) ? LISTING_SCREENS[pathname] : undefined;
    if (!category || search !== '') return undefined;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.#waitMs);
    });
    const read = this.#read(category, lang).catch((err: unknown) => {
      this.o.report(err);
      return undefined;
    });
    try {
      return await Promise.race([read, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async #read(category: ProductCategory, lang: Language): Promise<PageHead> {
    const { answers, catalog } = this.o;
    const [list, today] = await Promise.all([
      answers.list(category, FIRST_PAGE, lang),
      category === 'phone' ? answers.today('phone', TODAY_FIRST_PAGE, lang) : undefined,
    ]);
    // The answers are JSON text already (listing-answers.ts): the block is put together around them.
    const fields: Partial<Record<keyof ListingScreenData, string>> = {
      screen: '"listing"',
      language: JSON.stringify(lang),
      category: JSON.stringify(category),
      list,
      today,
      brands:
        category === 'phone' || category === 'tablet'
          ? LOOKUP_JSON.brands(catalog.brands(brandKind[category]))
          : undefined,
      providers: category === 'sim' ? LOOKUP_JSON.providers(catalog.simProviders()) : undefined,
      accessoryTypes: category === 'accessory' ? LOOKUP_JSON.accessoryTypes(catalog.accessoryTypes()) : undefined,
      sort: LOOKUP_JSON.sort(catalog.sortOptions(lang)),
      districts: LOOKUP_JSON.districts(catalog.districts(lang)),
    };
    const image = firstCardImage(category, JSON.parse(list) as ListingScreenData['list']);
    return {
      data: { id: FIRST_SCREEN_ELEMENT_ID, json: jsonAround(fields) },
      ...(image && { preloadImage: cardImageSources(image) }),
    };
  }
}

const brandKind = { phone: 'PHONE', tablet: 'TABLET' } as const;

/** The picture the first card shows (web: components/advert-card/card-advert.ts): a photo, or a SIM provider's logo. */
function firstCardImage(category: ProductCategory, list: ListingScreenData['list']): string | undefined {
  const first = (list as Record<string, unknown>)[LIST_KEYS[category]] as
    | ({ imageUrls?: string[]; simProvider?: { imageUrl: string } } | undefined)[]
    | undefined;
  const item = first?.[0];
  return item?.simProvider?.imageUrl ?? item?.imageUrls?.[0];
}
