import { LANGUAGES, type Language } from '@zeng/contract/constants';
import { escapeHtml } from '@zeng/contract/html';
import { type ShareImage, SITE_SHARE_IMAGE } from '@zeng/contract/share-images';

/** Open Graph names a language with its territory. */
const OG_LOCALE: Record<Language, string> = { az: 'az_AZ', en: 'en_US', ru: 'ru_RU' };

export interface SocialPage {
  /** The page's name, without the site's. */
  title: string;
  description: string;
  /** The page's canonical address in its own language, absolute. */
  url: string;
  language: Language;
  /** The site's public address, which makes a picture's address absolute. */
  origin: string;
  /** An advert's page is a `product`; any other page a `website`. */
  type?: 'website' | 'product';
  /** What a shared link shows: the site's own picture when the page has none. */
  image?: ShareImage;
  /** The picture's text alternative: the page's title when not given. */
  imageAlt?: string;
}

/**
 * What messengers and social sites read of an indexable page (Open Graph, and X's card, which reads
 * Open Graph for the rest): the one place these tags are written, for every such page. Every value is
 * escaped.
 */
export function socialTags(page: SocialPage): string {
  const image = page.image ?? SITE_SHARE_IMAGE;
  const properties: Array<[string, string]> = [
    ['og:type', page.type ?? 'website'],
    ['og:site_name', 'Zeng'],
    ['og:title', page.title],
    ['og:description', page.description],
    ['og:url', page.url],
    ['og:locale', OG_LOCALE[page.language]],
    ...LANGUAGES.filter((lng) => lng !== page.language).map((lng): [string, string] => [
      'og:locale:alternate',
      OG_LOCALE[lng],
    ]),
    ['og:image', new URL(image.url, page.origin).toString()],
    ['og:image:type', image.type],
    ['og:image:width', String(image.width)],
    ['og:image:height', String(image.height)],
    ['og:image:alt', page.imageAlt ?? page.title],
  ];
  return [
    ...properties.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    '<meta name="twitter:card" content="summary_large_image" />',
  ].join('');
}
