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
import type { Language } from '@zeng/contract/constants';
import { maskImei } from '@zeng/contract/device-condition';
import type { AdvertPermissions } from '@zeng/contract/permissions';
import type { PromotionMark } from '@zeng/contract/promotion-kinds';
import type { CatalogService } from '../catalog/service.js';
import { imageUrl } from '../media/urls.js';
import type { AdvertRow, AdvertWithSellerRow } from './advert-rows.js';
import { stateOf } from './lifecycle.js';
import type { ListedRow } from './listed-rows.js';
import { heldOptions } from './seller-options.js';

export type ListItem = PhoneListItem | TabletListItem | SimListItem | AccessoryListItem;
export type Detail = PhoneDetail | TabletDetail | SimDetail | AccessoryDetail;

/** How much of an advert's life the caller sees: its owner and moderators see the state. */
export interface DetailView {
  viewer: AdvertPermissions;
  withState: boolean;
  /** The owner and moderators read the whole IMEI; everyone else its model's type code. */
  wholeImei: boolean;
  now: Date;
}

/**
 * A column the category requires: the schema's CHECK (adverts_category_fields) and the catalog's
 * foreign keys keep it there, so its absence is a broken row, not an answer to shape.
 */
function present<T, K extends keyof T>(from: T, key: K): NonNullable<T[K]> {
  const value = from[key];
  if (value === null || value === undefined) throw new Error(`an advert lacks its ${String(key)}`);
  return value;
}

function thumbnails(keys: readonly string[]): string[] {
  const urls: string[] = [];
  for (const key of keys) urls.push(imageUrl(key, 'thumb'));
  return urls;
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

  /**
   * A card in the caller's language. Written out per category, without spreads or helper closures:
   * every item of every list passes here (issue 20's profile found the mapping a tenth of a listing).
   */
  /** A card of the lists; `promoted` marks a VIP or Premium advert where a list places it (issue 38). */
  listItem(row: ListedRow, lang: Language, promoted?: PromotionMark): ListItem {
    const item = this.#card(row, lang);
    return promoted ? { ...item, promoted } : item;
  }

  #card(row: ListedRow, lang: Language): ListItem {
    const catalog = this.catalog;
    const district = { name: catalog.district(row.districtId, lang)?.name ?? '' };
    switch (row.category) {
      case 'phone':
      case 'tablet': {
        const brand = { name: (row.brandId ? catalog.brand(row.brandId)?.name : undefined) ?? '' };
        const model = { name: (row.modelId ? catalog.model(row.modelId)?.name : undefined) ?? '' };
        const ram = row.ramId ? catalog.component(row.ramId) : undefined;
        const storage = row.storageId ? catalog.component(row.storageId) : undefined;
        const imageUrls = thumbnails(row.imageKeys);
        const condition = present(row, 'condition');
        const grade = present(row, 'grade');
        const batteryHealth = row.batteryHealth;
        const goodPrice = catalog.priceGuides.isGoodPrice({
          modelId: row.modelId,
          storageId: row.storageId,
          grade,
          price: row.price,
        });
        if (row.category === 'phone') {
          // The schema's CHECK keeps a phone's memory and RAM: '' only if the catalog lost the component.
          return {
            category: 'phone',
            id: row.id,
            price: row.price,
            district,
            imageUrls,
            brand,
            model,
            condition,
            grade,
            batteryHealth,
            dateCreated: row.published,
            ram: { capacity: ram?.capacity ?? '' },
            mainMemory: { capacity: storage?.capacity ?? '' },
            sellerOptions: row.sellerOptions,
            goodPrice,
          };
        }
        return {
          category: 'tablet',
          id: row.id,
          price: row.price,
          district,
          imageUrls,
          brand,
          model,
          condition,
          grade,
          batteryHealth,
          dateCreated: row.published,
          ram: ram ? { capacity: ram.capacity } : null,
          mainMemory: storage ? { capacity: storage.capacity } : null,
          sellerOptions: row.sellerOptions,
          goodPrice,
        };
      }
      case 'sim': {
        const provider = row.providerId ? catalog.simProvider(row.providerId) : undefined;
        return {
          category: 'sim',
          id: row.id,
          price: row.price,
          district,
          number: row.simNumber ?? '',
          simProvider: { id: row.providerId ?? 0, name: provider?.name ?? '', imageUrl: provider?.imageUrl ?? '' },
          dateCreated: row.published,
          sellerOptions: row.sellerOptions,
        };
      }
      case 'accessory':
        return {
          category: 'accessory',
          id: row.id,
          price: row.price,
          district,
          name: row.name ?? '',
          type: present(row, 'accessoryType'),
          imageUrls: thumbnails(row.imageKeys),
          condition: present(row, 'condition'),
          dateCreated: row.published,
          sellerOptions: row.sellerOptions,
        };
    }
  }

  /** A list item with what only its owner sees: the state, a rejection's reason, the expiry. */
  ownItem(row: ListedRow, lang: Language, now: Date) {
    return {
      ...this.listItem(row, lang),
      state: stateOf(row, now),
      rejectionReason: row.rejectionReason,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      soldAt: row.soldAt?.toISOString() ?? null,
    };
  }

  detail(row: AdvertWithSellerRow, lang: Language, view: DetailView): Detail {
    const common = {
      id: row.id,
      price: row.price,
      comment: row.comment,
      district: { id: row.districtId, name: this.districtName(row, lang) },
      dateCreated: row.publishedAt.toISOString(),
      sellerOptions: heldOptions(row),
      // The number is not here: a visitor asks for it (modules/contact, docs/decisions/0032).
      user: { id: row.userId, firstName: row.sellerFirstName, lastName: row.sellerLastName },
      contactBy: row.contactBy,
      soldAt: row.soldAt?.toISOString() ?? null,
      viewer: view.viewer,
      landings: this.catalog.landings.pathsOf(row),
      ...(view.withState
        ? {
            state: stateOf(row, view.now),
            rejectionReason: row.rejectionReason,
            expiresAt: row.expiresAt?.toISOString() ?? null,
          }
        : {}),
    };
    const n = this.names(row);
    const device = () => ({
      ...common,
      imageUrls: row.imageKeys.map((k) => imageUrl(k, 'large')),
      brand: n.brand,
      model: n.model,
      color: present(row, 'color'),
      condition: present(row, 'condition'),
      grade: present(row, 'grade'),
      batteryHealth: row.batteryHealth,
      defects: row.defects,
      accountLocked: row.accountLocked,
      inBox: row.inBox,
      warrantyMonths: row.warrantyMonths,
      // The whole IMEI is the seller's and the moderators' (it could be cloned onto a stolen phone).
      imei: row.imei && (view.wholeImei ? row.imei : maskImei(row.imei)),
      imeiRegistered: row.imeiRegistered,
      priceGuide: this.catalog.priceGuides.verdict({
        modelId: row.modelId,
        storageId: row.storageId,
        grade: row.grade,
        price: row.price,
      }),
    });
    switch (row.category) {
      case 'phone':
        return {
          category: 'phone',
          ...device(),
          mainMemory: present(n, 'storage'),
          ram: present(n, 'ram'),
          simType: present(row, 'simType'),
        };
      case 'tablet':
        return { category: 'tablet', ...device(), mainMemory: n.storage, ram: n.ram, simType: row.simType };
      case 'sim':
        return { category: 'sim', ...common, number: row.simNumber ?? '', simProvider: n.provider };
      case 'accessory':
        return {
          category: 'accessory',
          ...common,
          name: row.name ?? '',
          accessoryType: present(row, 'accessoryType'),
          imageUrls: row.imageKeys.map((k) => imageUrl(k, 'large')),
          condition: present(row, 'condition'),
        };
    }
  }
}
