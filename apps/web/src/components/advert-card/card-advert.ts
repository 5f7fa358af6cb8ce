import type { AccessoryListItem, PhoneListItem, SimListItem, TabletListItem } from '@zeng/contract/adverts';
import type { ProductCategory } from '@zeng/contract/constants';
import { formatPhoneNational } from '@zeng/contract/phone';

/**
 * What a card shows and what the liked page keeps: one shape for every category.
 * imageUrls is a single URL for SIM adverts (the provider image), an array otherwise.
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
  city: string;
  published: string;
}

const specs = (ram?: { capacity: string } | null, storage?: { capacity: string } | null) =>
  [ram?.capacity, storage?.capacity].filter(Boolean).join(' / ');

export function phoneToCard(item: PhoneListItem | TabletListItem, category: 'phone' | 'tablet'): CardAdvert {
  return {
    id: item.id,
    productCategoryName: category,
    imageUrls: item.imageUrls,
    price: item.price,
    brand: item.brand.name,
    model: item.model.name,
    specs: specs(item.ram, item.mainMemory),
    condition: item.condition,
    city: item.district.name,
    published: item.dateCreated,
  };
}

export function simToCard(item: SimListItem): CardAdvert {
  return {
    id: item.id,
    productCategoryName: 'sim',
    imageUrls: item.simProvider.imageUrl,
    price: item.price,
    brand: item.simProvider.name,
    model: formatPhoneNational(item.number),
    specs: '',
    condition: null,
    city: item.district.name,
    published: item.dateCreated,
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
  };
}

/** The first image of a card, whatever the category. */
export function cardImage(advert: CardAdvert): string | undefined {
  return typeof advert.imageUrls === 'string' ? advert.imageUrls : advert.imageUrls[0];
}
