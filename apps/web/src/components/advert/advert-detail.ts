import type { AdvertDetail } from '@zeng/contract/adverts';
import { MAX_ID, PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';
import { formatSimNumber } from '@zeng/contract/sim-number';
import type { ListParams } from '../../lib/adverts-query';
import { accessoryToCard, type CardAdvert, phoneToCard, simToCard } from '../advert-card/card-advert';

/*
 * What the screens read from an advert's detail answer. The answer names its category (contract's
 * AdvertDetail), so a switch on `advert.category` knows which fields the advert has.
 */

/** The category of the URL, or null when it is not one of ours. */
export function parseCategory(value: string | undefined): ProductCategory | null {
  return PRODUCT_CATEGORIES.find((c) => c === value) ?? null;
}

/** A positive whole-number id, or null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** Brand and model (phone, tablet), provider and number (SIM), name (accessory): docs/product.md, "The advert page". */
export function advertTitle(advert: AdvertDetail): string {
  switch (advert.category) {
    case 'phone':
    case 'tablet':
      return `${advert.brand.name} ${advert.model.name}`.trim();
    case 'sim':
      return `${advert.simProvider.name} ${formatSimNumber(advert.number)}`;
    case 'accessory':
      return advert.name;
  }
}

/** The photos of an advert; a SIM advert has only its provider's picture. */
export function advertImages(advert: AdvertDetail): string[] {
  if (advert.category === 'sim') return advert.simProvider.imageUrl ? [advert.simProvider.imageUrl] : [];
  return advert.imageUrls;
}

/**
 * The detail answer carries the large renditions (/uploads/{key}-large.webp); a card shows the
 * listing thumbnail of the same image, as cards built from a listing do.
 */
const toThumb = (url: string) => url.replace(/-large\.webp$/, '-thumb.webp');

/** The card the liked page keeps: the same shape a listing card has, built from the detail answer. */
export function detailToCard(advert: AdvertDetail): CardAdvert {
  switch (advert.category) {
    case 'phone':
    case 'tablet':
      // A card's "good price" is the list's word (the page says where the price sits): none kept here.
      return phoneToCard({ ...advert, imageUrls: advert.imageUrls.map(toThumb), goodPrice: false });
    case 'sim':
      return simToCard(advert);
    case 'accessory':
      return accessoryToCard({ ...advert, type: advert.accessoryType, imageUrls: advert.imageUrls.map(toThumb) });
  }
}

/** What "similar" means: the same brand for devices, provider for SIM numbers, type for accessories. */
export function similarParams(advert: AdvertDetail): ListParams {
  switch (advert.category) {
    case 'phone':
    case 'tablet':
      return { brandIds: [advert.brand.id] };
    case 'sim':
      return { providerId: advert.simProvider.id };
    case 'accessory':
      return { type: advert.accessoryType };
  }
}

/** The listing a category's "see more" leads to. */
export const CATEGORY_LISTING: Record<ProductCategory, string> = {
  phone: PATHS.home,
  tablet: PATHS.tablets,
  sim: PATHS.simCards,
  accessory: PATHS.accessories,
};
