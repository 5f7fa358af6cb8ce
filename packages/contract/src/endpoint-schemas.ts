import { z } from 'zod';
import { advertBatchQuerySchema, advertBatchSchema } from './advert-batch.js';
import {
  advertCountQuerySchema,
  advertCountSchema,
  advertDetailSchemas,
  advertListSchemas,
  advertPathSchema,
  listQuerySchema,
  MAX_UPLOAD_BYTES,
  savedAdvertSchemas,
  submissionHeadersSchema,
  submissionSchemas,
  todayListSchemas,
  todayQuerySchema,
  UPLOAD_FIELD,
  uploadResultSchema,
} from './adverts.js';
import {
  accountUpdateSchema,
  advertCountsSchema,
  advertStatesSchema,
  authenticateRequestSchema,
  codeSentSchema,
  confirmRequestSchema,
  confirmResultSchema,
  currentUserSchema,
  messageSchema,
  myAdvertsQuerySchema,
  myAdvertsSchema,
  registerRequestSchema,
  tokenPairSchema,
} from './auth.js';
import { idParam } from './common.js';
import {
  MAX_BATCH_IDS,
  MAX_IMAGES,
  MAX_LIKED,
  MAX_SAVED_SEARCHES,
  NOTIFICATIONS_PAGE_SIZE,
  type ProductCategory,
  SEARCH_COUNT_CAP,
  SOLD_PAGE_DAYS,
  UNREAD_CAP,
} from './constants.js';
import {
  advertContactSchema,
  advertStatsSchema,
  advertViewSchema,
  REVEALS_PER_ADDRESS_PER_HOUR,
  STATS_DAYS,
} from './contact.js';
import { smsOutboxQuerySchema, smsOutboxSchema } from './dev.js';
import { landingQuerySchema, landingSchema } from './landing.js';
import { likedListSchema, likedMergeSchema, likedPathSchema } from './liked-list.js';
import {
  accessoryTypeListSchema,
  brandListSchema,
  componentListSchema,
  districtListSchema,
  modelListSchema,
  simProviderListSchema,
  siteInfoSchema,
  sortOptionListSchema,
} from './lookups.js';
import {
  adminListQuerySchema,
  adminListSchemas,
  approvalSchema,
  pendingCountsSchema,
  rejectionSchema,
  requestSchemas,
} from './moderation.js';
import {
  notificationPageSchema,
  notificationsQuerySchema,
  notificationsReadSchema,
  unreadCountSchema,
} from './notifications.js';
import { PROMOTION_PAGE_SIZE } from './promotion-kinds.js';
import {
  advertPromotionsSchema,
  promotionAdvertPathSchema,
  promotionGrantSchema,
  promotionPathSchema,
  promotionQueueQuerySchema,
  promotionQueueSchema,
  promotionRequestSchema,
  promotionSchema,
} from './promotions.js';
import { REPORTS_TO_HOLD } from './report-reasons.js';
import {
  advertReportSchema,
  reportedPathSchema,
  reportedQueueQuerySchema,
  reportedQueueSchema,
  reportRemovalSchema,
} from './reports.js';
import {
  savedSearchChangeSchema,
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchPathSchema,
  savedSearchSchema,
} from './saved-searches.js';
import { searchCountsQuerySchema, searchCountsSchema, suggestionsQuerySchema, suggestionsSchema } from './search.js';
import { sellerAdvertsQuerySchema, sellerAdvertsSchema, sellerPathSchema, sellerSchema } from './sellers.js';
import { text } from './text.js';

/**
 * What each call of endpoints.ts carries, by the same name: its params, query, body and headers, its
 * answers by status, and how OpenAPI describes it. The server validates and serialises with these; the
 * web app takes only their types (endpoints.ts imports this file as types), so no schema reaches a
 * page's script unless a screen asks for one.
 */
export interface EndpointSchemas {
  tags: readonly string[];
  summary?: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The media type of the body when it is not JSON (OpenAPI). */
  consumes?: readonly string[];
  answers: { 200: z.ZodType };
}

/** A schema that differs by category: the server picks each category's, the types keep each one's. */
export interface ByCategory<M extends { readonly [C in ProductCategory]: z.ZodType }> {
  byCategory: M;
}
const byCategory = <M extends { readonly [C in ProductCategory]: z.ZodType }>(map: M): ByCategory<M> => ({
  byCategory: map,
});
type OneOrByCategory = z.ZodType | ByCategory<{ readonly [C in ProductCategory]: z.ZodType }>;

/** A call made once per category (/{category}/...): its body and answers may differ by category. */
export interface CategoryEndpointSchemas extends Omit<EndpointSchemas, 'tags' | 'body' | 'answers'> {
  /** "{category} adverts" when absent. */
  tags?: readonly string[];
  body?: OneOrByCategory;
  answers: { 200: OneOrByCategory };
}

/** Header schemas keep the other headers: the validated object replaces request.headers. */
const refreshHeader = z.looseObject({
  refreshtoken: text().optional().describe('The refresh token as "Bearer <token>" (header name refreshToken)'),
});

/** The web app's session cookies, as the token-pair calls describe them (docs/decisions/0028-sessions-in-cookies.md). */
const SESSION_COOKIES =
  "The answer also sets the web app's session cookies, both HttpOnly: zeng_refresh (the refresh token, Path=/api/v1/zeng/auth, SameSite=Strict) and zeng_access (the access token, for page renders only, SameSite=Lax); the API itself reads bearers only.";
const COOKIE_ORIGIN =
  "A call the cookie authenticates must carry the site's Origin header (403 CROSS_SITE_REQUEST otherwise).";

/** Documents the upload form for OpenAPI only: the multipart parser reads the files in the handler. */
const uploadForm = z.unknown().meta({
  type: 'object',
  required: [UPLOAD_FIELD],
  properties: {
    [UPLOAD_FIELD]: { type: 'array', maxItems: MAX_IMAGES, items: { type: 'string', format: 'binary' } },
  },
});

const auth = ['auth'];
const lookups = ['lookups'];
const account = ['account'];
const moderation = ['moderation'];
const promotionTags = ['paid placement'];

export const ENDPOINT_SCHEMAS = {
  // ---------- accounts (docs/api.md, "Browsing and accounts") ----------
  register: {
    tags: auth,
    summary: 'Send a sign-up code; the account is created when the code is confirmed',
    description: 'The SMS is written in the language of the Accept-Language header (az, en or ru; az by default).',
    body: registerRequestSchema,
    answers: { 200: codeSentSchema },
  },
  authenticate: {
    tags: auth,
    summary: 'Send a login code to the number of an existing account',
    description: 'The SMS is written in the language of the Accept-Language header (az, en or ru; az by default).',
    body: authenticateRequestSchema,
    answers: { 200: codeSentSchema },
  },
  confirm: {
    tags: auth,
    summary: 'Confirm a code and start a session',
    description: SESSION_COOKIES,
    body: confirmRequestSchema,
    answers: { 200: confirmResultSchema },
  },
  refreshToken: {
    tags: auth,
    summary: 'Trade a refresh token for a new token pair (each refresh token works once)',
    description: `The refresh token of the refreshToken header, or without one the zeng_refresh cookie's. ${COOKIE_ORIGIN} ${SESSION_COOKIES}`,
    headers: refreshHeader,
    answers: { 200: tokenPairSchema },
  },
  currentUser: { tags: auth, summary: 'The signed-in person', answers: { 200: currentUserSchema } },
  updateAccount: {
    tags: auth,
    summary: "Change the signed-in person's account type (individual or business)",
    description: 'Answers the person as GET /auth does. The account type is shown on their seller page.',
    body: accountUpdateSchema,
    answers: { 200: currentUserSchema },
  },
  logout: {
    tags: auth,
    summary: 'End the session (the refresh token stops working)',
    description: `Ends the bearer's session, and the one of the refresh token of the refreshToken header or, without one, of the zeng_refresh cookie. ${COOKIE_ORIGIN} Clears both session cookies.`,
    headers: refreshHeader,
    answers: { 200: messageSchema },
  },
  advertStates: { tags: account, answers: { 200: advertStatesSchema } },
  myAdverts: { tags: account, query: myAdvertsQuerySchema, answers: { 200: myAdvertsSchema } },
  advertCounts: {
    tags: account,
    summary: "How many of the signed-in person's adverts are in each state",
    answers: { 200: advertCountsSchema },
  },

  // ---------- liked adverts with the account, notifications (issue 38) ----------
  likedList: {
    tags: account,
    summary: "The signed-in person's liked adverts",
    description: `Ids and when each was liked, the newest first (at most ${MAX_LIKED}); the cards come from GET /adverts/batch.`,
    answers: { 200: likedListSchema },
  },
  likeAdvert: {
    tags: account,
    summary: 'Like an advert',
    description: `Keeps the advert in the person's list with its price now: when an approved edit lowers it, the person is told (a PRICE_DROP notification). Liking it again changes nothing. 404 for an advert not shown now (unknown, pending, rejected, ended); 403 OWN_ADVERT for the person's own. The list keeps its newest ${MAX_LIKED}.`,
    params: likedPathSchema,
    answers: { 200: messageSchema },
  },
  unlikeAdvert: {
    tags: account,
    summary: 'Take an advert out of the liked list',
    description: 'Answers the same whether or not it was there.',
    params: likedPathSchema,
    answers: { 200: messageSchema },
  },
  mergeLiked: {
    tags: account,
    summary: "Merge a device's liked adverts into the account's list",
    description: `Sent at sign-in with the device's list, the newest first: the shown adverts not yet in the account's list join it (one's own and ended ones are left out), and the answer is the whole list, which the device then shows. At most ${MAX_LIKED} ids.`,
    body: likedMergeSchema,
    answers: { 200: likedListSchema },
  },
  notifications: {
    tags: account,
    summary: "The signed-in person's notifications, newest first",
    description: `${NOTIFICATIONS_PAGE_SIZE} a page; each with the advert it is about as everybody sees it now (or why it is no longer shown).`,
    query: notificationsQuerySchema,
    answers: { 200: notificationPageSchema },
  },
  unreadNotifications: {
    tags: account,
    summary: 'How many notifications are unread (the bell)',
    description: `Counted no further than ${UNREAD_CAP + 1}.`,
    answers: { 200: unreadCountSchema },
  },
  readNotifications: {
    tags: account,
    summary: 'Mark notifications read',
    description: 'Every notification of the person up to the one named (the newest they have seen) is read.',
    body: notificationsReadSchema,
    answers: { 200: messageSchema },
  },

  savedSearches: {
    tags: account,
    summary: "The signed-in person's saved searches",
    description:
      'The newest first, each with how many adverts it found since it was last opened (POST …/open), whether it is paused and whether it is in the daily SMS digest.',
    answers: { 200: savedSearchListSchema },
  },
  saveSearch: {
    tags: account,
    summary: 'Save a search',
    description: `A listing or search as its address holds it (the query of GET /{category}: filters, sortByType, searchQuery), with a name. Each advert approved from now on that the search finds is a SAVED_SEARCH notification; with sms, a daily SMS (at most one a day for all of a person's searches) says how many. 400 for a query the listing would refuse, saying why; 409 SAVED_SEARCH_EXISTS for a search already saved (its name is in the message); 409 TOO_MANY_SAVED_SEARCHES beyond ${MAX_SAVED_SEARCHES}.`,
    body: savedSearchInputSchema,
    answers: { 200: savedSearchSchema },
  },
  changeSavedSearch: {
    tags: account,
    summary: 'Rename, pause or resume a saved search, or turn its SMS digest on or off',
    description: 'A paused search finds nothing until it is resumed. 404 for a search that is not the person’s.',
    params: savedSearchPathSchema,
    body: savedSearchChangeSchema,
    answers: { 200: savedSearchSchema },
  },
  deleteSavedSearch: {
    tags: account,
    summary: 'Delete a saved search',
    description: 'Its notifications go with it. Answers the same whether or not it was there.',
    params: savedSearchPathSchema,
    answers: { 200: messageSchema },
  },
  openSavedSearch: {
    tags: account,
    summary: 'Open a saved search',
    description: 'What it found so far is no longer new: its count starts again from now.',
    params: savedSearchPathSchema,
    answers: { 200: savedSearchSchema },
  },

  // ---------- lookups ----------
  districts: { tags: lookups, answers: { 200: districtListSchema } },
  phoneBrands: { tags: lookups, answers: { 200: brandListSchema } },
  tabletBrands: { tags: lookups, answers: { 200: brandListSchema } },
  models: { tags: lookups, params: z.object({ brandId: idParam }), answers: { 200: modelListSchema } },
  sortOptions: { tags: lookups, answers: { 200: sortOptionListSchema } },
  simProviders: { tags: lookups, answers: { 200: simProviderListSchema } },
  accessoryTypes: { tags: lookups, answers: { 200: accessoryTypeListSchema } },
  storageOptions: { tags: lookups, answers: { 200: componentListSchema } },
  ramOptions: { tags: lookups, answers: { 200: componentListSchema } },
  siteInfo: { tags: lookups, answers: { 200: siteInfoSchema } },
  landingPage: {
    tags: lookups,
    summary: 'A landing page: a brand, model, city, SIM operator or accessory type of a category',
    description:
      'What the page at {category base}/{path} lists (its filters), its name, its shown adverts and their price range as last counted (every few minutes), its breadcrumb and its neighbours. Without a path, the category itself, its landing pages as neighbours. 404 when the path names nothing or nothing is shown there now.',
    query: landingQuerySchema,
    answers: { 200: landingSchema },
  },

  // ---------- adverts of each category ----------
  advertList: {
    query: listQuerySchema,
    answers: { 200: byCategory(advertListSchemas) },
  },
  todayList: {
    query: todayQuerySchema,
    answers: { 200: byCategory(todayListSchemas) },
  },
  advertDetail: {
    params: advertPathSchema,
    answers: { 200: byCategory(advertDetailSchemas) },
  },
  similarAdverts: {
    description:
      'Up to 10 shown adverts like this one, as one page of its listing (nextCursor null), this one left out: phones and tablets of its model first, then of its brand, SIM numbers of its provider, accessories of its type, each nearest in price first. 404 or 410 as the advert itself.',
    params: advertPathSchema,
    answers: { 200: byCategory(advertListSchemas) },
  },
  advertContact: {
    summary: "The seller's number",
    description: `The seller's number and how they would be reached (calls, WhatsApp or both), for an advert the caller may see: no advert answer or page carries the number. Each visitor's first reveal of an advert in a day counts toward its reveals (the owner's never). An address may reveal ${REVEALS_PER_ADDRESS_PER_HOUR} numbers an hour; past them 429 RATE_LIMITED with Retry-After. 404 or 410 as the advert itself.`,
    params: advertPathSchema,
    answers: { 200: advertContactSchema },
  },
  advertView: {
    summary: "An advert's page was opened",
    description:
      "Counts the caller's view of an advert they may see, once per visitor and day (the owner's never), and answers its unique views of all time. Counted among the advert reads an address may make.",
    params: advertPathSchema,
    answers: { 200: advertViewSchema },
  },
  advertStats: {
    summary: "An advert's views and number reveals by day",
    description: `For its seller (or an administrator): unique views and number reveals of each of the last ${STATS_DAYS} days and of all time. 403 NOT_ADVERT_OWNER for anyone else.`,
    params: advertPathSchema,
    answers: { 200: advertStatsSchema },
  },
  reportAdvert: {
    summary: 'Report an advert',
    description: `A typed reason (a note is required for "other"), once per person and advert: a signed-in person by their account, anyone else by their address and browser; again answers 409 ALREADY_REPORTED. Its seller cannot report it (403 OWN_ADVERT). Once ${REPORTS_TO_HOLD} signed-in people have reported it, the advert leaves the listings until a moderator decides. 404 or 410 as the advert itself; counted among the advert reads an address may make.`,
    params: advertPathSchema,
    body: advertReportSchema,
    answers: { 200: messageSchema },
  },
  advertCount: {
    summary: 'How many adverts a list with these filters holds',
    description: `The shown adverts the list (GET /{category}) holds with the same filters and searchQuery, counted no further than ${SEARCH_COUNT_CAP + 1} ("${SEARCH_COUNT_CAP}+"), each filter set kept 30 s. Counted among the searches an address may ask for.`,
    query: advertCountQuerySchema,
    answers: { 200: advertCountSchema },
  },
  saveAdvert: {
    description:
      "Creates an advert (id null) or edits one of the caller's (id set); either waits for review. A create sent again with the same Idempotency-Key and body answers the advert the first one made; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED.",
    headers: submissionHeadersSchema,
    body: byCategory(submissionSchemas),
    answers: { 200: byCategory(savedAdvertSchemas) },
  },
  renewAdvert: {
    params: advertPathSchema,
    answers: { 200: byCategory(savedAdvertSchemas) },
  },
  markSold: {
    summary: 'Mark an advert sold',
    description: `The owner's advert shown now ends as sold: it leaves every list, its page says sold for ${SOLD_PAGE_DAYS} days (no number is revealed any more), then answers 410; it counts among the seller's sold adverts. 403 NOT_ADVERT_OWNER for anyone else; 409 ADVERT_NOT_SHOWN for one not shown now (pending, rejected, expired or sold).`,
    params: advertPathSchema,
    answers: { 200: byCategory(savedAdvertSchemas) },
  },
  removeAdvert: {
    params: advertPathSchema,
    answers: { 200: messageSchema },
  },
  advertBatch: {
    tags: ['adverts'],
    description: `Up to ${MAX_BATCH_IDS} adverts by id (any category), in the Accept-Language of the request. Each distinct id answers once, in the order asked: the advert as its listing card, or available: false with why (DELETED, EXPIRED, or NOT_FOUND for unknown, pending and rejected ones).`,
    query: advertBatchQuerySchema,
    answers: { 200: advertBatchSchema },
  },
  upload: {
    tags: ['media'],
    summary: 'Upload advert photos',
    description: `multipart/form-data with up to ${MAX_IMAGES} files in the repeated "${UPLOAD_FIELD}" field, ${MAX_UPLOAD_BYTES / 1024 / 1024} MB each: JPEG, PNG, WebP, AVIF or HEIC. Answers each photo's address, in the order sent. When the server is already busy with as many uploads as it decodes and queues, answers 503 SERVER_BUSY with Retry-After before reading the files.`,
    consumes: ['multipart/form-data'],
    body: uploadForm,
    answers: { 200: uploadResultSchema },
  },

  // ---------- search (docs/api.md, "Search") ----------
  searchSuggestions: {
    tags: ['search'],
    summary: 'What the search box offers while a person types',
    description:
      'Brands, models (labelled with their brand), accessory types (named in the Accept-Language), SIM providers and, for digits, a SIM number or pattern, matched by the start of each typed word in any script ("ayf", "айф", "gal s2"); the closest first, then those with more live adverts. Answered from memory.',
    query: suggestionsQuerySchema,
    answers: { 200: suggestionsSchema },
  },
  searchCounts: {
    tags: ['search'],
    summary: "A search's shown adverts in each category",
    description: `Shown adverts of each category holding the words (read as the lists read them, in any script), narrowed by the filters every category shares; a count above ${SEARCH_COUNT_CAP} is answered as ${SEARCH_COUNT_CAP + 1}.`,
    query: searchCountsQuerySchema,
    answers: { 200: searchCountsSchema },
  },

  // ---------- moderation ----------
  pendingCounts: { tags: moderation, answers: { 200: pendingCountsSchema } },
  requestQueue: {
    tags: moderation,
    query: adminListQuerySchema,
    answers: { 200: byCategory(adminListSchemas) },
  },
  request: {
    tags: moderation,
    params: advertPathSchema,
    answers: { 200: byCategory(requestSchemas) },
  },
  approve: {
    tags: moderation,
    params: advertPathSchema,
    body: approvalSchema,
    answers: { 200: byCategory(advertDetailSchemas) },
  },
  reject: {
    tags: moderation,
    params: advertPathSchema,
    body: rejectionSchema,
    answers: { 200: byCategory(advertDetailSchemas) },
  },

  reportedQueue: {
    tags: moderation,
    summary: 'Reported adverts, the longest waiting first',
    description:
      'Undeleted adverts with open reports, ordered by their first open report, oldest first, 20 a page: each as its card, with its seller and every open report. Pass nextCursor as page for the next.',
    query: reportedQueueQuerySchema,
    answers: { 200: reportedQueueSchema },
  },
  dismissReports: {
    tags: moderation,
    summary: "Dismiss an advert's reports",
    description:
      'Closes its open reports; an advert they held out of the listings goes back. 409 NO_OPEN_REPORTS when none is open (another moderator decided).',
    params: reportedPathSchema,
    answers: { 200: messageSchema },
  },
  removeReported: {
    tags: moderation,
    summary: 'Remove a reported advert',
    description:
      'Closes its open reports and takes the advert down: its seller finds it among their rejected adverts with this reason, and may change it and send it for review again. 409 NO_OPEN_REPORTS when none is open.',
    params: reportedPathSchema,
    body: reportRemovalSchema,
    answers: { 200: messageSchema },
  },

  // ---------- paid placement (issue 38, docs/decisions/0038) ----------
  advertPromotions: {
    tags: promotionTags,
    summary: "An advert's requests for paid placement",
    description:
      "Its seller's (or an administrator's) view: every request for a VIP place, a Premium mark or a repost, newest first, with its status and, once granted, its period. 403 NOT_ADVERT_OWNER for anyone else.",
    params: promotionAdvertPathSchema,
    answers: { 200: advertPromotionsSchema },
  },
  requestPromotion: {
    tags: promotionTags,
    summary: 'Ask for paid placement',
    description:
      'The seller of a shown advert asks for a VIP place, a Premium mark or a repost; an administrator grants it with a period, or refuses it. 409 PROMOTION_REQUESTED while one of the kind waits; 409 ADVERT_NOT_SHOWN for an advert not in the listings; 403 NOT_ADVERT_OWNER for anyone else.',
    params: promotionAdvertPathSchema,
    body: promotionRequestSchema,
    answers: { 200: promotionSchema },
  },
  promotionQueue: {
    tags: promotionTags,
    summary: 'Requests for paid placement, the oldest first',
    description: `Administrators only (403 FORBIDDEN): open requests, oldest first, ${PROMOTION_PAGE_SIZE} a page, each with the advert's card, its seller and what holds now. Pass nextCursor as page for the next.`,
    query: promotionQueueQuerySchema,
    answers: { 200: promotionQueueSchema },
  },
  grantPromotion: {
    tags: promotionTags,
    summary: 'Grant paid placement',
    description:
      "Administrators only. A VIP or Premium for days (one of PROMOTION_DAYS; required), from now or from the end of the one that holds; a repost moves the advert to the top of newest at once (days is ignored). The advert's lists place it from then on. 409 PROMOTION_DECIDED when already decided; 409 ADVERT_NOT_SHOWN when the advert left the listings.",
    params: promotionPathSchema,
    body: promotionGrantSchema,
    answers: { 200: promotionSchema },
  },
  refusePromotion: {
    tags: promotionTags,
    summary: 'Refuse paid placement',
    description: 'Administrators only. 409 PROMOTION_DECIDED when already decided.',
    params: promotionPathSchema,
    answers: { 200: promotionSchema },
  },

  // ---------- sellers (docs/api.md, "Sellers") ----------
  seller: {
    tags: ['sellers'],
    summary: "A seller's public page: name, account type, member since, live adverts",
    description:
      'The person as the advert page names them, with how many adverts they show now. 404 NOT_FOUND for an id no account has, and for an account none of whose adverts was ever approved (its name was never public); a seller whose adverts have all expired or been removed answers liveAdvertCount 0. Counted among the advert reads an address may make.',
    params: sellerPathSchema,
    answers: { 200: sellerSchema },
  },
  sellerAdverts: {
    tags: ['sellers'],
    summary: "A page of a seller's live adverts, newest first",
    description:
      "The seller's approved, unexpired, unremoved adverts of every category, each as its category's listing card (with its category), newest published first, keyset-paged: pass nextCursor as cursor; null at the end. 404 as GET /sellers/{id}; a cursor this server did not give out is a 400. Every page is counted among the searches and later pages an address may ask for.",
    params: sellerPathSchema,
    query: sellerAdvertsQuerySchema,
    answers: { 200: sellerAdvertsSchema },
  },

  // ---------- development only ----------
  smsOutbox: {
    tags: ['development'],
    summary: 'Messages the console SMS driver "sent" to a number, newest first (development only)',
    query: smsOutboxQuerySchema,
    answers: { 200: smsOutboxSchema },
  },
} satisfies Record<string, EndpointSchemas | CategoryEndpointSchemas>;
