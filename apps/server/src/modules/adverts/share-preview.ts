import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { advertDetailSchemas } from '@zeng/contract/adverts';
import { CURRENCY, type Language, PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { FIRST_SCREEN_ELEMENT_ID } from '@zeng/contract/first-screen';
import { formatPrice } from '@zeng/contract/price';
import { formatSimNumber } from '@zeng/contract/sim-number';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { answerJson, jsonAround } from '../../lib/answer-json.js';
import { AppError } from '../../lib/errors.js';
import type { PageHead } from '../../plugins/spa.js';
import { fallbackShareImage, photoShareImage, type ShareImage, simShareImage } from '../media/share-images.js';
import { keyFromImageUrl } from '../media/urls.js';
import type { Detail } from './mappers.js';
import type { AdvertsService } from './service.js';

/** How the link of a shared advert is answered: the app's page, with this status and head. */
export interface SharePage {
  /** 200 for a public advert, 404 for none, 410 for a deleted or expired one. */
  status: 200 | 404 | 410;
  /** Absent unless public: the app then shows its own "not found", "deleted" or "expired" message. */
  head?: PageHead;
}

export interface SharePreviewDeps {
  adverts: AdvertsService;
  storage: MediaStorage;
  /** The server's own images (apps/server/assets): the providers' badges. */
  mediaDir: string;
  /** Told when a share picture cannot be made; the page is still answered, without one. */
  warn: (err: unknown, message: string) => void;
}

/** The detail route's answers, written as that route writes them. */
const DETAIL_JSON = {
  phone: answerJson(advertDetailSchemas.phone),
  tablet: answerJson(advertDetailSchemas.tablet),
  sim: answerJson(advertDetailSchemas.sim),
  accessory: answerJson(advertDetailSchemas.accessory),
} satisfies Record<ProductCategory, unknown>;

/** The largest id the database's integer column holds: anything above is simply not an advert. */
const MAX_ID = 2_147_483_647;
/** Messengers show about this much of a description. */
const DESCRIPTION_LENGTH = 200;

/** Brand and model, provider and number, or name: what the advert page's heading says. */
export function advertName(advert: Detail): string {
  if ('brand' in advert) return `${advert.brand.name} ${advert.model.name}`.trim();
  if ('number' in advert) return `${advert.simProvider.name} ${formatSimNumber(advert.number)}`;
  return advert.name;
}

const clip = (text: string, length: number) => {
  const chars = Array.from(text);
  return chars.length <= length
    ? text
    : `${chars
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
};

/**
 * /phone-preview/{category}/{id} is the link people share. It answers the app itself (a person who
 * opens it sees the advert or the app's own message) with the status a crawler needs, and for a public
 * advert names it in <head>: title and description, and OpenGraph and Twitter tags with a picture
 * messengers show (JPEG of the first photo, or a PNG card for a SIM number).
 */
export class SharePreviewService {
  constructor(private readonly deps: SharePreviewDeps) {}

  async page(categoryParam: string, idParam: string, origin: string, lang: Language): Promise<SharePage> {
    const category = PRODUCT_CATEGORIES.find((c) => c === categoryParam);
    const id = /^\d{1,10}$/.test(idParam) ? Number(idParam) : 0;
    if (!category || id < 1 || id > MAX_ID) return { status: 404 };
    let advert: Detail;
    try {
      advert = await this.deps.adverts.detail(category, id, null, lang);
    } catch (err) {
      if (err instanceof AppError && (err.statusCode === 404 || err.statusCode === 410))
        return { status: err.statusCode };
      throw err;
    }
    return { status: 200, head: await this.head(category, advert, origin, lang) };
  }

  private async head(category: ProductCategory, advert: Detail, origin: string, lang: Language): Promise<PageHead> {
    const name = advertName(advert);
    const picture = 'imageUrls' in advert ? advert.imageUrls[0] : advert.simProvider.imageUrl;
    const title = `${name} — ${formatPrice(advert.price)} ${CURRENCY}`;
    const summary = clip([advert.district.name, advert.comment.trim()].filter(Boolean).join(' · '), DESCRIPTION_LENGTH);
    const image = await this.image(advert);
    const absolute = (path: string) => new URL(path, origin).toString();
    const meta: Array<['property' | 'name', string, string]> = [
      ['property', 'og:type', 'product'],
      ['property', 'og:site_name', 'Zeng'],
      ['property', 'og:title', title],
      ['property', 'og:description', summary],
      ['property', 'og:url', absolute(`/phone-preview/${category}/${advert.id}`)],
      ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', summary],
    ];
    if (image) {
      meta.push(
        ['property', 'og:image', absolute(image.url)],
        ['property', 'og:image:type', image.type],
        ['property', 'og:image:width', String(image.width)],
        ['property', 'og:image:height', String(image.height)],
        ['property', 'og:image:alt', name],
        ['name', 'twitter:image', absolute(image.url)],
      );
    }
    return {
      // As the app names the tab once it runs ("Apple iPhone 15 — Zeng").
      title: `${name} — Zeng`,
      description: clip(`${title} · ${summary}`, DESCRIPTION_LENGTH),
      meta,
      // The gallery's first picture, most often the page's largest paint: fetched with the page.
      ...(picture && { preloadImage: { src: picture } }),
      // The advert as a visitor's GET answers it: the app shows it without asking (contract/first-screen.ts).
      data: {
        id: FIRST_SCREEN_ELEMENT_ID,
        json: jsonAround({
          screen: '"advert"',
          language: JSON.stringify(lang),
          category: JSON.stringify(category),
          id: String(advert.id),
          detail: DETAIL_JSON[category](advert),
        }),
      },
    };
  }

  /** The first photo as a JPEG, a SIM number's card, or the marketplace's card when the photo is gone. */
  private async image(advert: Detail): Promise<ShareImage | null> {
    const { storage } = this.deps;
    try {
      if ('number' in advert) {
        return await simShareImage(storage, {
          providerId: advert.simProvider.id,
          number: advert.number,
          formatted: formatSimNumber(advert.number),
          providerBadgeSvg: () => this.providerBadge(advert.simProvider.imageUrl),
        });
      }
      const key = advert.imageUrls[0] ? keyFromImageUrl(advert.imageUrls[0]) : null;
      return (key ? await photoShareImage(storage, key) : null) ?? (await fallbackShareImage(storage));
    } catch (err) {
      this.deps.warn(err, `No share picture for advert ${advert.id}`);
      return null;
    }
  }

  /** A provider's badge from the server's own images (/media/providers/{slug}.svg), or null. */
  private async providerBadge(imageUrl: string): Promise<string | null> {
    const file = /^\/media\/providers\/([a-z0-9-]+\.svg)$/.exec(imageUrl)?.[1];
    if (!file) return null;
    try {
      return await readFile(join(this.deps.mediaDir, 'providers', file), 'utf8');
    } catch {
      return null;
    }
  }
}
