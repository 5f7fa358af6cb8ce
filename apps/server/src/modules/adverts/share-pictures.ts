import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShareImage } from '@zeng/contract/share-images';
import { formatSimNumber } from '@zeng/contract/sim-number';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { photoShareImage, simShareImage } from '../media/share-images.js';
import { keyFromImageUrl } from '../media/urls.js';
import type { Detail } from './mappers.js';

export interface SharePicturesDeps {
  storage: MediaStorage;
  /** The server's own images (apps/server/assets): the providers' badges. */
  mediaDir: string;
  /** Told when a share picture cannot be made; the page is still answered, with its category's picture. */
  warn: (err: unknown, message: string) => void;
}

/**
 * An advert's own share picture, which its page names as og:image (and a SIM advert as its product
 * image): a JPEG of its first photo, or a SIM number drawn in large figures with its provider. Made the
 * first time its page is drawn and stored with the renditions; the tags themselves are the web app's
 * (apps/web/src/ssr/social-tags.ts), the one place that writes them for every page.
 */
export class AdvertSharePictures {
  constructor(private readonly deps: SharePicturesDeps) {}

  /** The advert's picture, or null when it has none to make (its photo gone from the store, a failure). */
  async of(advert: Detail): Promise<ShareImage | null> {
    const { storage } = this.deps;
    try {
      if ('number' in advert) {
        return await simShareImage(storage, {
          providerId: advert.simProvider.id,
          providerName: advert.simProvider.name,
          number: advert.number,
          formatted: formatSimNumber(advert.number),
          providerBadgeSvg: () => this.providerBadge(advert.simProvider.imageUrl),
        });
      }
      const key = advert.imageUrls[0] ? keyFromImageUrl(advert.imageUrls[0]) : null;
      return key ? await photoShareImage(storage, key) : null;
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
