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
import type { AccessoryType, AdvertState, Color, Condition, Language, SimType } from '@zeng/contract/constants';
import type { AdvertPermissions } from '@zeng/contract/permissions';
import type { CatalogService } from '../catalog/service.js';
import { imageUrl } from '../media/urls.js';
import { stateOf } from './lifecycle.js';
import type { AdvertRow, AdvertWithSellerRow } from './repository.js';

export type ListItem = PhoneListItem | TabletListItem | SimListItem | AccessoryListItem;
export type Detail = PhoneDetail | TabletDetail | SimDetail | AccessoryDetail;

/** How much of an advert's life the caller sees: its owner and moderators see the state. */
export interface DetailView {
  viewer: AdvertPermissions;
  withState: boolean;
  now: Date;
}

/** Turns database rows into the answers of packages/contract/src/adverts.ts, in the caller's language. */
export class AdvertMapper {
  constructor(private readonly catalog: CatalogService) {}

  private districtName(row: AdvertRow, lang: Language) {
    return this.catalog.district(row.districtId, lang)?.name ?? '';
  }

  private names(row: AdvertRow) {
    const brand = row.brandId ? this.catalog.brand(row.brandId) : undefined;
    const model = row.modelId ? this.catalog.model(row.modelId) : undefined;
    const provider = row.providerId ? this.catalog.simProvider(row.providerId) : undefined;
    return {
      brand: { id: row.brandId ?? 0, name: brand?.name ?? '' },
      model: { id: row.modelId ?? 0, name: model?.name ?? '' },
      storage: row.storageId ? (this.catalog.component(row.storageId) ?? null) : null,
      ram: row.ramId ? (this.catalog.component(row.ramId) ?? null) : null,
      provider: { id: row.providerId ?? 0, name: provider?.name ?? '', imageUrl: provider?.imageUrl ?? '' },
    };
  }

  listItem(row: AdvertRow, lang: Language): ListItem {
    const district = { name: this.districtName(row, lang) };
    const dateCreated = row.publishedAt.toISOString();
    const n = this.names(row);
    switch (row.category) {
      case 'phone':
      case 'tablet':
        return {
          id: row.id,
          imageUrls: row.imageKeys.map((k) => imageUrl(k, 'thumb')),
          price: row.price,
          brand: { name: n.brand.name },
          model: { name: n.model.name },
          ram: n.ram ? { capacity: n.ram.capacity } : row.category === 'phone' ? { capacity: '' } : null,
          mainMemory: n.storage ? { capacity: n.storage.capacity } : row.category === 'phone' ? { capacity: '' } : null,
          condition: row.condition as Condition,
          district,
          dateCreated,
        } as PhoneListItem;
      case 'sim':
        return {
          id: row.id,
          number: row.simNumber ?? '',
          price: row.price,
          simProvider: n.provider,
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

  /** A list item with what only its owner sees: the state, a rejection's reason, the expiry. */
  ownItem(row: AdvertRow, lang: Language, now: Date) {
    return {
      ...this.listItem(row, lang),
      state: stateOf(row, now),
      rejectionReason: row.rejectionReason,
      expiresAt: row.expiresAt?.toISOString() ?? null,
    };
  }

  detail(row: AdvertWithSellerRow, lang: Language, view: DetailView): Detail {
    const common = {
      id: row.id,
      price: row.price,
      comment: row.comment,
      district: { id: row.districtId, name: this.districtName(row, lang) },
      dateCreated: row.publishedAt.toISOString(),
      user: { firstName: row.sellerFirstName, lastName: row.sellerLastName, phoneNumber: row.sellerPhone },
      viewer: view.viewer,
      ...(view.withState
        ? {
            state: stateOf(row, view.now) as AdvertState,
            rejectionReason: row.rejectionReason,
            expiresAt: row.expiresAt?.toISOString() ?? null,
          }
        : {}),
    };
    const n = this.names(row);
    switch (row.category) {
      case 'phone':
      case 'tablet':
        return {
          ...common,
          imageUrls: row.imageKeys.map((k) => imageUrl(k, 'large')),
          brand: n.brand,
          model: n.model,
          color: row.color as Color,
          mainMemory: n.storage,
          ram: n.ram,
          simType: row.simType as SimType | null,
          condition: row.condition as Condition,
        } as PhoneDetail | TabletDetail;
      case 'sim':
        return {
          ...common,
          number: row.simNumber ?? '',
          simProvider: n.provider,
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
}
