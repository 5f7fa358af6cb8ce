import type { AdvertDetail } from '@zeng/contract/adverts';
import { formatPrice } from '@zeng/contract/price';
import { formatSimNumber } from '@zeng/contract/sim-number';
import type { TFunction } from 'i18next';
import { formatMemory } from '../../components/advert/memory';

/** What the advert is, as its title names it: model and storage, number and operator, type and name. */
function itemOf(advert: AdvertDetail, t: TFunction): string {
  switch (advert.category) {
    case 'phone':
    case 'tablet': {
      const storage = advert.mainMemory ? formatMemory(advert.mainMemory.capacity, t) : '';
      const item = [advert.brand.name, advert.model.name, storage].filter(Boolean).join(' ');
      return `${item}, ${t(`pageTitle.${advert.condition}`, { ns: 'advert' })}`;
    }
    case 'sim':
      return `${advert.simProvider.name} ${formatSimNumber(advert.number)}`;
    case 'accessory': {
      const type = t(`accessoryTypes.${advert.accessoryType}`, { ns: 'common' });
      // "Case Spigen Tough Armor", but never "Case Case for iPhone" when the seller named the type already.
      const named = advert.name.toLocaleLowerCase().includes(type.toLocaleLowerCase());
      const item = named ? advert.name : `${type} ${advert.name}`;
      // "New" agrees with the type in Russian ("защитное стекло, новое"): a word for each type.
      const condition =
        advert.condition === 'new' ? `pageTitle.accessoryNew.${advert.accessoryType}` : 'pageTitle.used';
      return `${item}, ${t(condition, { ns: 'advert' })}`;
    }
  }
}

/**
 * An advert page's title, what tells it from every other advert when it is one line of search results,
 * a tab or a shared link: what it is, its condition, price and city, and its number, which no other
 * advert has ("Apple iPhone 15 Pro 256 GB, used — 1 850 AZN, Baku · No. 1234"). Written into the page's
 * <title> and og:title by the server, and into the tab's title by the page itself.
 */
export function advertPageTitle(advert: AdvertDetail, t: TFunction): string {
  return t('pageTitle.text', {
    ns: 'advert',
    item: itemOf(advert, t),
    price: `${formatPrice(advert.price)} ${t('common.azn', { ns: 'common' })}`,
    city: advert.district.name,
    id: advert.id,
  }).replace(/\s+/g, ' ');
}
