import type { AdvertDetail } from '@zeng/contract/adverts';
import { CURRENCY } from '@zeng/contract/constants';
import { formatPrice } from '@zeng/contract/price';
import { advertHref, localizedPath, PATHS } from '@zeng/contract/routes';
import type { HeadArgs, ScreenHead } from '../../app/screen-entry';
import { advertTitle, CATEGORY_LISTING } from '../../components/advert/advert-detail';
import { clip } from '../../lib/clip';
import type { AdvertScreenData } from './advert-loader';

/** Messengers and search results show about this much of a description. */
const DESCRIPTION_LENGTH = 200;

/** The advert's name, its price, city and words; its Product and breadcrumb for search engines. */
export const advertHead: ScreenHead<AdvertScreenData> = ({ advert }, args) => {
  if (!advert) return {};
  const name = advertTitle(advert);
  const price = `${formatPrice(advert.price)} ${CURRENCY}`;
  return {
    title: name,
    description: clip(
      [`${name} — ${price}`, advert.district.name, advert.comment].filter(Boolean).join(' · '),
      DESCRIPTION_LENGTH,
    ),
    structuredData: advertStructuredData(advert, args, name),
  };
};

const CONDITION = { new: 'https://schema.org/NewCondition', used: 'https://schema.org/UsedCondition' } as const;

/** schema.org Product with its Offer, and the breadcrumb from home through the category's listing. */
function advertStructuredData(advert: AdvertDetail, { origin, language, t }: HeadArgs, name: string) {
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
