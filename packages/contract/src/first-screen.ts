import type { AccessoryList, AdvertDetail, PhoneList, PhoneTodayList, SimList, TabletList } from './adverts.js';
import type { Language, ProductCategory } from './constants.js';
import type { Brand, District, SimProvider, SortOption } from './lookups.js';

/**
 * A listing's first screen arrives with its HTML: the server puts the answers the screen asks for
 * first into the page as `<script type="application/json" id="first-screen-data">` (data, never run:
 * the CSP allows no inline script), and the web app seeds its query cache from them before its first
 * render, so the largest paint waits for neither the app's code nor a request.
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

/**
 * The web app keeps the language it shows in this cookie (it reads its own choice from local storage,
 * which the server cannot see), so the server answers the first screen in it. Without the cookie the
 * server follows Accept-Language, as the app follows the browser's languages; a mismatch only means
 * the app asks for its own answers.
 */
export const LANGUAGE_COOKIE = 'zeng_lang';

/**
 * A listing's first screen. Each value is the API's own answer, as GET /api/v1/zeng/… sends it in
 * `language`: the first page (no filter, the default sort, PAGE_SIZE adverts) and the lookups its
 * filters and sort show.
 */
export interface ListingScreenData {
  screen: 'listing';
  language: Language;
  category: ProductCategory;
  /** GET /{category} */
  list: PhoneList | TabletList | SimList | AccessoryList;
  /** GET /phone/today: the desktop home's count of today's adverts. */
  today?: PhoneTodayList;
  /** GET /brand/{category}, phones and tablets. */
  brands?: Brand[];
  /** GET /sim/providers */
  providers?: SimProvider[];
  /** GET /accessory/type */
  accessoryTypes?: string[];
  /** GET /sort */
  sort: SortOption[];
  /** GET /district */
  districts: District[];
}

/** An advert's page (the shared link): GET /{category}/{id} as a visitor, without a token, gets it. */
export interface AdvertScreenData {
  screen: 'advert';
  language: Language;
  category: ProductCategory;
  id: number;
  /** What the visitor may do is in it (`viewer`): a signed-in person asks for their own. */
  detail: AdvertDetail;
}

export type FirstScreenData = ListingScreenData | AdvertScreenData;
