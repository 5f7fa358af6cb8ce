/** Business constants (docs/product.md, "Numbers in one place"), shared by the server and the web app. */

export const LANGUAGES = ['az', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'az';

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/**
 * The deepest numbered page of a list an address names (`?page=100`): every advert is nearer by a
 * narrower list (a brand's, a model's, a city's) and by the sitemap, and a deeper page costs a walk
 * over every advert before it.
 */
export const MAX_PAGE_NUMBER = 100;
/** Adverts asked by id in one call (GET /adverts/batch: the liked page). */
export const MAX_BATCH_IDS = 100;
/** A signed-in person's liked adverts kept on the server: the newest this many (issue 38). */
export const MAX_LIKED = 300;
/**
 * What Zeng tells a signed-in person (issue 38): a liked advert's price went down; an advert a saved
 * search finds was approved.
 */
export const NOTIFICATION_KINDS = ['PRICE_DROP', 'SAVED_SEARCH'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The bell counts unread notifications no further: it says "99+". */
export const UNREAD_CAP = 99;
/** Notifications a page of the notifications screen holds. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Searches a person can save (issue 38): enough for every listing they follow, few enough to read. */
export const MAX_SAVED_SEARCHES = 20;
/** A saved search's name, as a person counts characters. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 60;
/** A saved search's address query ("brandIds=1&priceMax=1500"), at most this long. */
export const SAVED_SEARCH_QUERY_MAX_LENGTH = 1000;
export const BREAKPOINT_PX = 1024;
export const CARD_WIDTH_PX = 170;
export const CARD_HEIGHT_PX = 250;
export const SWIPE_THRESHOLD_PX = 50;

export const MIN_IMAGES = 1;
export const MAX_IMAGES = 5;
/** One photo as uploaded, before decoding (the browser downscales larger ones first). */
export const MAX_UPLOAD_MEGABYTES = 10;
export const COMMENT_MAX_LENGTH = 500;
export const PRICE_MIN = 1;
export const PRICE_MAX = 10_000_000;
export const CURRENCY = 'AZN';

/** A first or last name. */
export const PERSON_NAME_MAX_LENGTH = 50;
/** An accessory's name ("AirPods Pro 2"). */
export const ACCESSORY_NAME_MAX_LENGTH = 100;
/** The words of a search. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/**
 * The most adverts a search's counts per category (GET /search/counts) and a list's first page
 * (GET /{category}, totalCount) count: more is answered as SEARCH_COUNT_CAP + 1, which a screen shows as "1000+".
 */
export const SEARCH_COUNT_CAP = 1000;
/** A SIM number as a person types it, spaces and "+994" included, before it is read. */
export const SIM_NUMBER_INPUT_MAX_LENGTH = 30;
/** Brands or models chosen in one filter. */
export const MAX_FILTER_IDS = 50;
/** The largest id anything has: PostgreSQL's integer; a larger number names nothing. */
export const MAX_ID = 2_147_483_647;

/**
 * The limits a message may name, under the names the translations use ({{maxImages}}): every text
 * that states a limit gets its figure from here, never writes it out.
 */
export const LIMIT_PARAMS = {
  maxImages: MAX_IMAGES,
  maxUploadMegabytes: MAX_UPLOAD_MEGABYTES,
  commentMaxLength: COMMENT_MAX_LENGTH,
  nameMaxLength: PERSON_NAME_MAX_LENGTH,
  accessoryNameMaxLength: ACCESSORY_NAME_MAX_LENGTH,
} as const;

export const LOGIN_LOCK_SECONDS = 60;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;

export const ADVERT_REVIEW_HOURS = 24;
export const ADVERT_LIFETIME_DAYS = 30;
export const TERMS_CLAUSE_COUNT = 90;
export const MARKET_TIME_ZONE = 'Asia/Baku';

/** The web app's local storage keys. */
export const STORAGE_KEYS = {
  language: 'selectedLanguage',
  likedAds: 'likedAds',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userId: 'user_id',
  userGroup: 'user_group',
} as const;

export const PRODUCT_CATEGORIES = ['phone', 'tablet', 'sim', 'accessory'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The key under which each category's list travels in list answers. */
export const LIST_KEYS = {
  phone: 'phones',
  tablet: 'tablets',
  sim: 'sims',
  accessory: 'accessories',
} as const satisfies Record<ProductCategory, string>;

export const CONDITIONS = ['new', 'used'] as const;
export type Condition = (typeof CONDITIONS)[number];

/**
 * How worn a phone or tablet is, best first (issue 37; device-condition.ts holds the rest of its rules).
 * Each grade's written criteria are shown in the form and on the advert (web `advert` namespace,
 * `grades.<grade>.criteria`). Accessories keep SPEC.md's new or used.
 */
export const GRADES = ['new_sealed', 'like_new', 'good', 'fair', 'for_parts'] as const;
export type Grade = (typeof GRADES)[number];
/** The battery filter's steps: health at least this many per cent. */
export const BATTERY_STEPS = ['95', '90', '85', '80', '70'] as const;

export const SIM_TYPES = ['Single SIM', 'DUAL SIM', 'eSIM'] as const;
export type SimType = (typeof SIM_TYPES)[number];

export const COLORS = [
  'Aqua',
  'Beige',
  'Black',
  'Blue',
  'Brown',
  'Crimson',
  'Cyan',
  'Emerald',
  'Gold',
  'Gray',
  'Green',
  'Indigo',
  'Ivory',
  'Lavender',
  'Magenta',
  'Maroon',
  'Navy',
  'Olive',
  'Orange',
  'Pink',
  'Purple',
  'Red',
  'Rose Gold',
  'Silver',
  'Teal',
  'Turquoise',
  'Violet',
  'White',
  'Yellow',
] as const;
export type Color = (typeof COLORS)[number];

export const ACCESSORY_TYPES = [
  'HEADPHONES',
  'CASE',
  'SCREEN_PROTECTOR',
  'CABLE',
  'POWER_BANK',
  'ADAPTER',
  'SELFIE_STICK',
  'MAGSAFE',
  'SD_CARD',
  'TRIPOD',
  'GAMEPAD',
] as const;
export type AccessoryType = (typeof ACCESSORY_TYPES)[number];

/**
 * What a seller offers besides the item, as tap.az's adverts say it: a swap, credit or instalments,
 * delivery, a price open to talk. Any advert may carry any of them; answers list those that hold, in
 * this order.
 */
export const SELLER_OPTIONS = ['barter', 'credit', 'delivery', 'negotiable'] as const;
export type SellerOption = (typeof SELLER_OPTIONS)[number];
/** The seller options among `values`, each once, in SELLER_OPTIONS' order: as they are stored, sent and shown. */
export const sellerOptionsIn = (values: readonly unknown[]): SellerOption[] =>
  SELLER_OPTIONS.filter((option) => values.includes(option));

export const SORT_TYPES = ['DATE_DESC', 'DATE_ASC', 'PRICE_ASC', 'PRICE_DESC'] as const;
export type SortType = (typeof SORT_TYPES)[number];
export const DEFAULT_SORT: SortType = 'DATE_DESC';

export const ADVERT_STATES = ['APPROVED', 'PENDING', 'REJECTED', 'EXPIRED'] as const;
/** A business account's name, address and opening hours (issue 37): the most characters of each. */
export const BUSINESS_NAME_MAX_LENGTH = 80;
export const BUSINESS_ADDRESS_MAX_LENGTH = 200;
export const BUSINESS_HOURS_MAX_LENGTH = 200;
/** Days an advert's page says "sold" after its seller marked it so; then it answers 410 as an expired one. */
export const SOLD_PAGE_DAYS = 30;
export type AdvertState = (typeof ADVERT_STATES)[number];

/**
 * The fair-price badge (issue 38, docs/decisions/0037): a phone's or tablet's price against what its
 * model, storage and grade sold for on Zeng in the last PRICE_GUIDE_DAYS days, once at least
 * PRICE_GUIDE_MIN_SELLERS sellers' prices remain after trimming.
 */
export const PRICE_GUIDE_DAYS = 90;
export const PRICE_GUIDE_MIN_SELLERS = 8;
export const PRICE_POSITIONS = ['below', 'fair', 'above'] as const;
export type PricePosition = (typeof PRICE_POSITIONS)[number];

export const USER_GROUPS = ['USER', 'MODERATOR', 'ADMIN'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

export const ACCOUNT_TYPES = ['INDIVIDUAL', 'BUSINESS'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const COMPONENT_TYPES = ['STORAGE', 'RAM'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** Azerbaijani mobile codes: a phone number is 994 + one of these + 7 digits. */
export const MOBILE_CODES = ['10', '50', '51', '55', '60', '70', '77', '99'] as const;
export type MobileCode = (typeof MOBILE_CODES)[number];

/**
 * A SIM number's prefix as people here write and search for it ("055 nömrələr"): its mobile code after
 * the trunk 0, one per code (sim-number.ts, simPrefixOf). Made from the codes: home's script carries them.
 */
export const SIM_PREFIXES = MOBILE_CODES.map((code) => `0${code}` as const) as unknown as readonly [
  `0${MobileCode}`,
  ...`0${MobileCode}`[],
];
export type SimPrefix = (typeof SIM_PREFIXES)[number];

/**
 * What makes a SIM number wanted, read from its seven subscriber digits when the advert is stored (the
 * database's sim_number_patterns(), migration 0020; docs/product.md, "SIM numbers people want"):
 * - aabb: two pairs side by side, 33 44;
 * - xyxy: two digits taking turns, 45 45;
 * - run: one digit three or more times in a row, 777;
 * - mirror: four or five digits that read the same backwards, 1221 or 12321;
 * - ascending / descending: four or more digits counting up or down by one, 1234 or 9876;
 * - code: the subscriber part begins or ends with the operator's code, 055 55… or …55.
 */
export const SIM_PATTERNS = ['aabb', 'xyxy', 'run', 'mirror', 'ascending', 'descending', 'code'] as const;
export type SimPattern = (typeof SIM_PATTERNS)[number];
