import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CURRENCY, type ProductCategory } from '@zeng/contract/constants';
import { escapeHtml } from '@zeng/contract/html';
import { formatPrice } from '@zeng/contract/price';
import { advertHref } from '@zeng/contract/routes';
import { formatSimNumber } from '@zeng/contract/sim-number';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { fallbackShareImage, photoShareImage, type ShareImage, simShareImage } from '../media/share-images.js';
import { keyFromImageUrl } from '../media/urls.js';
import type { Detail } from './mappers.js';

export interface SharePreviewDeps {
  storage: MediaStorage;
  /** The server's own images (apps/server/assets): the providers' badges. */
  mediaDir: string;
  /** Told when a share picture cannot be made; the page is still answered, without one. */
  warn: (err: unknown, message: string) => void;
}

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
 * What messengers and social sites read of a shared advert's page (/phone-preview/{category}/{id}):
 * OpenGraph and Twitter tags with a picture they show (a JPEG of the first photo, or a PNG card of a
 * SIM number). The page itself, its title and description, is the web app's (modules/pages).
 */
export class SharePreviewService {
  constructor(private readonly deps: SharePreviewDeps) {}

  /** The tags, escaped, for an advert a visitor may see. */
  async tags(category: ProductCategory, advert: Detail, origin: string): Promise<string> {
    const name = advertName(advert);
    const title = `${name} — ${formatPrice(advert.price)} ${CURRENCY}`;
    const summary = clip([advert.district.name, advert.comment.trim()].filter(Boolean).join(' · '), DESCRIPTION_LENGTH);
    const image = await this.image(advert);
    const absolute = (path: string) => new URL(path, origin).toString();
    const meta: Array<['property' | 'name', string, string]> = [
      ['property', 'og:type', 'product'],
      ['property', 'og:site_name', 'Zeng'],
      ['property', 'og:title', title],
      ['property', 'og:description', summary],
      ['property', 'og:url', absolute(advertHref(category, advert.id))],
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
    return meta
      .map(([attribute, key, content]) => `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`)
      .join('');
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
