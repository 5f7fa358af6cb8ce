import type { AdvertDetail } from '@zeng/contract/adverts';
import { CURRENCY, LANGUAGES, type Language } from '@zeng/contract/constants';
import { escapeHtml, escapeJsonForScript } from '@zeng/contract/html';
import { formatPrice } from '@zeng/contract/price';
import { advertHref, localizedPath, PATHS } from '@zeng/contract/routes';
import type { TFunction } from 'i18next';
import type { RouteId } from '../app/routes';
import { advertTitle, CATEGORY_LISTING } from '../components/advert/advert-detail';
import { LISTINGS } from '../features/listings/listing-config';
import { documentTitle, routeTitleKey } from '../lib/use-document-title';
import { LISTING_SCREENS } from './page-data';

/** Screens a search engine should list: the public ones, at their plain address. */
const INDEXABLE: RouteId[] = [
  'home',
  'tablets',
  'simCards',
  'accessories',
  'shopsServices',
  'todayAdverts',
  'todayTablets',
  'todaySim',
  'todayAccessories',
  'advertDetail',
  'aboutUs',
  'terms',
];

/** Messengers and search results show about this much of a description. */
const DESCRIPTION_LENGTH = 200;

export interface HeadInput {
  routeId: RouteId | undefined;
  /** The screen's path without the language prefix, and its query string. */
  path: string;
  search: string;
  language: Language;
  origin: string;
  status: number;
  t: TFunction;
  /** The advert the page shows, when it shows one. */
  advert?: AdvertDetail;
}

const clip = (text: string, length: number) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= length
    ? chars.join('')
    : `${chars
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
};

/**
 * The page's <head> tags: title and description in its language, robots, the canonical address and its
 * language alternates (az, en, ru, x-default), and an advert's structured data. Every value is escaped.
 */
export function pageHead(input: HeadInput): string {
  const { routeId, path, search, language, origin, status, t, advert } = input;
  // Repeated slashes read as one, as the router reads them ("//" is Home): the canonical is the plain address.
  const absolute = (lng: Language, at = path) =>
    new URL(localizedPath(at.replace(/\/{2,}/g, '/'), lng), origin).toString();
  const tags: string[] = [];
  const name = advert ? advertTitle(advert) : t(routeTitleKey(path));
  tags.push(`<title>${escapeHtml(documentTitle(name))}</title>`);
  tags.push(`<meta name="description" content="${escapeHtml(description(input, name))}" />`);

  const indexable = status === 200 && routeId !== undefined && INDEXABLE.includes(routeId);
  // A listing's address may carry filters, a sort or a search: those versions point to the plain one.
  const plainListing = routeId !== undefined && LISTING_SCREENS[routeId] !== undefined;
  if (!indexable || (search !== '' && !plainListing)) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('');
  }
  // A filtered, sorted or searched listing is the plain listing for a search engine: not listed itself,
  // its links followed, its canonical the plain address.
  if (search !== '') tags.push('<meta name="robots" content="noindex, follow" />');
  tags.push(`<link rel="canonical" href="${escapeHtml(absolute(language))}" />`);
  for (const lng of LANGUAGES) {
    tags.push(`<link rel="alternate" hreflang="${lng}" href="${escapeHtml(absolute(lng))}" />`);
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute('az'))}" />`);
  if (advert) {
    for (const data of advertStructuredData(advert, input, name)) {
      tags.push(`<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(data))}</script>`);
    }
  }
  return tags.join('');
}

function description({ advert, t, routeId }: HeadInput, name: string): string {
  if (advert) {
    const price = `${formatPrice(advert.price)} ${CURRENCY}`;
    return clip(
      [`${name} — ${price}`, advert.district.name, advert.comment].filter(Boolean).join(' · '),
      DESCRIPTION_LENGTH,
    );
  }
  const category = routeId && LISTING_SCREENS[routeId];
  if (category) return t('meta.listing', { title: t(LISTINGS[category].titleKey) });
  return t('meta.description');
}

const CONDITION = { new: 'https://schema.org/NewCondition', used: 'https://schema.org/UsedCondition' } as const;

/** schema.org Product with its Offer, and the breadcrumb from home through the category's listing. */
function advertStructuredData(advert: AdvertDetail, { origin, language, t }: HeadInput, name: string) {
  const { category } = advert;
  const url = (path: string) => new URL(localizedPath(path, language), origin).toString();
  const pageUrl = url(advertHref(category, advert.id));
  const images = ('imageUrls' in advert ? advert.imageUrls : [advert.simProvider.imageUrl]).map((src) =>
    new URL(src, origin).toString(),
  );
  const brand = brandOf(advert);
  const condition = 'condition' in advert ? CONDITION[advert.condition] : undefined;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    ...(advert.comment.trim() && { description: clip(advert.comment, 5000) }),
    image: images,
    ...(brand && { brand: { '@type': 'Brand', name: brand } }),
    ...('model' in advert && { model: advert.model.name }),
    sku: `${category}-${advert.id}`,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: String(advert.price),
      priceCurrency: CURRENCY,
      availability: 'https://schema.org/InStock',
      ...(condition && { itemCondition: condition }),
      areaServed: { '@type': 'Place', name: advert.district.name },
    },
  };
  const listing = CATEGORY_LISTING[category];
  const listingName = t(LISTINGS[category].titleKey);
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Zeng', item: url(PATHS.home) },
      ...(listing === PATHS.home ? [] : [{ '@type': 'ListItem', position: 2, name: listingName, item: url(listing) }]),
      { '@type': 'ListItem', position: listing === PATHS.home ? 2 : 3, name, item: pageUrl },
    ],
  };
  return [product, breadcrumbs];
}

function brandOf(advert: AdvertDetail): string | undefined {
  if (advert.category === 'phone' || advert.category === 'tablet') return advert.brand.name;
  if (advert.category === 'sim') return advert.simProvider.name;
  return undefined;
}
