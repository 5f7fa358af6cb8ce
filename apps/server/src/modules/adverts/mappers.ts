import type {
  AccessoryDetail,
  AccessoryListItem,
  PhoneDetail,
  PhoneListItem,
  SimDetail,
  SimListItem,
  TabletDetail,
  TabletListItem,
} from '@zeng/contract/adverts';
import type { AccessoryType, Color, Condition, Language, SimType } from '@zeng/contract/constants';
import type { CatalogService } from '../catalog/service.js';
import { imageUrl } from '../media/urls.js';
import type { AdvertRow, AdvertWithSellerRow } from './repository.js';

export type ListItem = PhoneListItem | TabletListItem | SimListItem | AccessoryListItem;
export type Detail = PhoneDetail | TabletDetail | SimDetail | AccessoryDetail;

/** Turns database rows into the answers of SPEC.md section 3, in the caller's language. */
export class AdvertMapper {
  constructor(private readonly catalog: CatalogService) {}

  private districtName(row: AdvertRow, lang: Language) {
    return this.catalog.district(row.districtId, lang)?.name ?? '';
  }

  listItem(row: AdvertRow, lang: Language): ListItem {
    const district = { name: this.districtName(row, lang) };
    const dateCreated = row.publishedAt.toISOString();
    switch (row.category) {
      case 'phone':
      case 'tablet':
        return {
          id: row.id,
          imageUrls: row.imageKeys.map((k) => imageUrl(k, 'thumb')),
          price: row.price,
          brand: { name: row.brandName ?? '' },
          model: { name: row.modelName ?? '' },
          ram: row.ramCapacity ? { capacity: row.ramCapacity } : row.category === 'phone' ? { capacity: '' } : null,
          mainMemory: row.storageCapacity
            ? { capacity: row.storageCapacity }
            : row.category === 'phone'
              ? { capacity: '' }
              : null,
          condition: row.condition as Condition,
          district,
          dateCreated,
        } as PhoneListItem;
      case 'sim':
        return {
          id: row.id,
          number: row.simNumber ?? '',
          price: row.price,
          simProvider: { id: row.providerId ?? 0, name: row.providerName ?? '', imageUrl: row.providerImage ?? '' },
          district,
          dateCreated,
        };
      case 'accessory':
        return {
          id: row.id,
          name: row.name ?? '',
          type: row.accessoryType as AccessoryType,
          imageUrls: row.imageKeys.map((k) => imageUrl(k, 'thumb')),
          price: row.price,
          condition: row.condition as Condition,
          district,
          dateCreated,
        };
    }
  }

  detail(row: AdvertWithSellerRow, lang: Language, withState: boolean, now: Date): Detail {
    const common = {
      id: row.id,
      price: row.price,
      comment: row.comment,
      district: { id: row.districtId, name: this.districtName(row, lang) },
      dateCreated: row.publishedAt.toISOString(),
      user: { firstName: row.sellerFirstName, lastName: row.sellerLastName, phoneNumber: row.sellerPhone },
      ...(withState ? { state: this.stateOf(row, now), rejectionReason: row.rejectionReason } : {}),
    };
    const component = (id: number | null, capacity: string | null, type: 'STORAGE' | 'RAM') =>
      id && capacity ? { id, type, capacity } : null;
    switch (row.category) {
      case 'phone':
      case 'tablet':
        return {
          ...common,
          imageUrls: row.imageKeys.map((k) => imageUrl(k, 'large')),
          brand: { id: row.brandId ?? 0, name: row.brandName ?? '' },
          model: { id: row.modelId ?? 0, name: row.modelName ?? '' },
          color: row.color as Color,
          mainMemory: component(row.storageId, row.storageCapacity, 'STORAGE'),
          ram: component(row.ramId, row.ramCapacity, 'RAM'),
          simType: row.simType as SimType | null,
          condition: row.condition as Condition,
        } as PhoneDetail | TabletDetail;
      case 'sim':
        return {
          ...common,
          number: row.simNumber ?? '',
          simProvider: { id: row.providerId ?? 0, name: row.providerName ?? '', imageUrl: row.providerImage ?? '' },
        };
      case 'accessory':
        return {
          ...common,
          name: row.name ?? '',
          accessoryType: row.accessoryType as AccessoryType,
          imageUrls: row.imageKeys.map((k) => imageUrl(k, 'large')),
          condition: row.condition as Condition,
        };
    }
  }

  /** EXPIRED is not stored: an approved advert past its expiry is expired. */
  stateOf(row: Pick<AdvertRow, 'state' | 'expiresAt'>, now: Date): 'APPROVED' | 'PENDING' | 'REJECTED' | 'EXPIRED' {
    if (row.state === 'APPROVED' && row.expiresAt && row.expiresAt <= now) return 'EXPIRED';
    return row.state;
  }
}
