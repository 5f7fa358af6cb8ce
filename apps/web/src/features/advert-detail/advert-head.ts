import type { AdvertDetail } from '@zeng/contract/adverts';
import { CURRENCY, MARKET_TIME_ZONE } from '@zeng/contract/constants';
import { formatPrice } from '@zeng/contract/price';
import { advertHref, localizedPath, PATHS } from '@zeng/contract/routes';
import { categoryShareImage, type ShareImage } from '@zeng/contract/share-images';
import type { HeadArgs, ScreenHead } from '../../app/screen-entry';
import { advertTitle, CATEGORY_LISTING } from '../../components/advert/advert-detail';
import { clip } from '../../lib/clip';
import type { AdvertScreenData } from './advert-loader';
import { advertPageTitle } from './advert-page-title';

/** Messengers and search results show about this much of a description. */
const DESCRIPTION_LENGTH = 200;

/**
 * The advert's title (what tells it from every other: advert-page-title.ts), its price, city and words;
 * its Product and breadcrumb for search engines; its own share picture (a photo, a SIM number drawn),
 * or its category's when it has none.
 */
export const advertHead: ScreenHead<AdvertScreenData> = ({ advert, extras }, args) => {
  if (!advert) return {};
  const name = advertTitle(advert);
  const price = `${formatPrice(advert.price)} ${CURRENCY}`;
  const image = extras?.image ?? categoryShareImage(advert.category);
  return {
    title: advertPageTitle(advert, args.t),
    description: clip(
      [`${name} — ${price}`, advert.district.name, advert.comment].filter(Boolean).join(' · '),
      DESCRIPTION_LENGTH,
    ),
    structuredData: advertStructuredData(advert, args, { name, image, expiresAt: extras?.expiresAt ?? null }),
    share: { type: 'product', image, imageAlt: name },
  };
};

const CONDITION = { new: 'https://schema.org/NewCondition', used: 'https://schema.org/UsedCondition' } as const;

/** The day in Baku an advert stops being shown, as schema.org writes a date (2026-07-15). */
function bakuDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * schema.org Product with its Offer, and the breadcrumb from home through the category's listing. Its
 * images are its photos, or its share picture when it has none (a SIM advert's: its number drawn, not
 * its operator's logo); the offer stands until the advert expires.
 */
function advertStructuredData(
  advert: AdvertDetail,
  { origin, language, t }: HeadArgs,
  { name, image, expiresAt }: { name: string; image: ShareImage; expiresAt: string | null },
) {
  const { category } = advert;
  const url = (path: string) => new URL(localizedPath(path, language), origin).toString();
  const pageUrl = url(advertHref(category, advert.id));
  const photos = 'imageUrls' in advert ? advert.imageUrls : [];
  const images = (photos.length > 0 ? photos : [image.url]).map((src) => new URL(src, origin).toString());
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
      // A sold one's page stays a while (issue 37): said so, with no price promised.
      availability: advert.soldAt ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      ...(expiresAt && !advert.soldAt && { priceValidUntil: bakuDate(expiresAt) }),
      ...(condition && { itemCondition: condition }),
      areaServed: { '@type': 'Place', name: advert.district.name },
    },
  };
  const listing = CATEGORY_LISTING[category];
  const listingName = t(`listing.titles.${category}`);
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
