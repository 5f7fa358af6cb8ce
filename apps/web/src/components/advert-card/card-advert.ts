import type { AccessoryListItem, PhoneListItem, SimListItem, TabletListItem } from '@zeng/contract/adverts';
import type { Grade, ProductCategory, SellerOption } from '@zeng/contract/constants';
import type { PromotionMark } from '@zeng/contract/promotion-kinds';
import { formatSimNumber } from '@zeng/contract/sim-number';
import { memorySpecs } from '../advert/memory';

/**
 * What a card shows and what the liked page keeps: one shape for every category.
 * imageUrls is a single URL for SIM adverts (the provider image), an array otherwise. A SIM card keeps
 * its provider as brand and its formatted number as model; specs are RAM then storage as the server
 * names them ("8GB / 512GB"), put in the reader's units only when shown (formatMemory).
 */
export interface CardAdvert {
  id: number;
  productCategoryName: ProductCategory;
  imageUrls: string[] | string;
  price: number;
  brand: string;
  model: string;
  specs: string;
  condition: 'new' | 'used' | null;
  /** A device's grade, shown in place of new or used; absent from cards the liked page kept before grades. */
  grade?: Grade;
  /** A used device's battery health in per cent, when its seller gave it. */
  battery?: number | null;
  city: string;
  published: string;
  /** What the seller offers besides the item; absent from cards the liked page kept before there were any. */
  sellerOptions?: SellerOption[];
  /** Clearly below what its model, storage and grade sell for (a phone's or tablet's price guide). */
  goodPrice?: boolean;
  /** Placed by a list for pay (a VIP place, a Premium advert): marked so, never kept among the liked. */
  promoted?: PromotionMark;
}

export function phoneToCard(
  item: Omit<PhoneListItem | TabletListItem, 'goodPrice'> & { goodPrice?: boolean },
): CardAdvert {
  return {
    id: item.id,
    productCategoryName: item.category,
    imageUrls: item.imageUrls,
    price: item.price,
    brand: item.brand.name,
    model: item.model.name,
    specs: memorySpecs(item.ram?.capacity, item.mainMemory?.capacity),
    condition: item.condition,
    grade: item.grade,
    // A sealed device's 100 is its grade's: the card says so once.
    battery: item.grade === 'new_sealed' ? null : item.batteryHealth,
    city: item.district.name,
    published: item.dateCreated,
    sellerOptions: item.sellerOptions,
    goodPrice: item.goodPrice,
    promoted: item.promoted,
  };
}

export function simToCard(item: SimListItem): CardAdvert {
  return {
    id: item.id,
    productCategoryName: 'sim',
    imageUrls: item.simProvider.imageUrl,
    price: item.price,
    brand: item.simProvider.name,
    model: formatSimNumber(item.number),
    specs: '',
    condition: null,
    city: item.district.name,
    published: item.dateCreated,
    sellerOptions: item.sellerOptions,
    promoted: item.promoted,
  };
}

export function accessoryToCard(item: AccessoryListItem): CardAdvert {
  return {
    id: item.id,
    productCategoryName: 'accessory',
    imageUrls: item.imageUrls,
    price: item.price,
    brand: item.name,
    model: '',
    specs: item.type,
    condition: item.condition,
    city: item.district.name,
    published: item.dateCreated,
    sellerOptions: item.sellerOptions,
    promoted: item.promoted,
  };
}

/** The first image of a card, whatever the category. */
export function cardImage(advert: CardAdvert): string | undefined {
  return typeof advert.imageUrls === 'string' ? advert.imageUrls : advert.imageUrls[0];
}
