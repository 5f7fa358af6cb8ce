import type { Landing, LandingLink } from '@zeng/contract/landing';
import { formatPrice } from '@zeng/contract/price';
import type { TFunction } from 'i18next';
import { LISTINGS } from '../../lib/listing-config';

/** What a landing page or a link to one is called: an accessory type by its translated name. */
export const linkName = (t: TFunction, { kind, name }: { kind: Landing['kind']; name: LandingLink['name'] }) =>
  kind === 'type' ? t(`accessoryTypes.${name}`) : name;

/**
 * A landing page's heading in its language: "Apple iPhone 15 Pro", "Samsung telefonları", "Telefonlar, Bakı", "Azercell nömrələri", "055 nömrələri",
 * "Qulaqlıqlar".
 */
export function landingTitle(t: TFunction, landing: Pick<Landing, 'category' | 'kind' | 'name'>): string {
  const name = linkName(t, landing);
  const category = t(LISTINGS[landing.category].titleKey);
  if (landing.kind === 'city') return t('landing:inCity', { category, city: name });
  if (landing.kind === 'operator') return t('landing:operatorNumbers', { operator: name });
  if (landing.kind === 'prefix') return t('landing:prefixNumbers', { prefix: name });
  if (landing.kind === 'brand') {
    return t(landing.category === 'tablet' ? 'landing:brandTablets' : 'landing:brandPhones', { brand: name });
  }
  return name;
}

/** Its tab's and search result's title: "Apple iPhone 15 Pro — 37 elan, 900–2 100 AZN". */
export function landingDocumentName(t: TFunction, landing: Landing): string {
  const range = priceRange(t, landing);
  return t('landing:title', {
    name: landingTitle(t, landing),
    adverts: t('landing:adverts', { count: landing.adverts }),
    range: range && `, ${range}`,
  });
}

/** What its adverts cost: "900–2 100 AZN", or one price; empty before the first count. */
export function priceRange(t: TFunction, { priceMin, priceMax }: Pick<Landing, 'priceMin' | 'priceMax'>): string {
  if (priceMin === null || priceMax === null) return '';
  const prices = priceMin === priceMax ? formatPrice(priceMin) : `${formatPrice(priceMin)}–${formatPrice(priceMax)}`;
  return `${prices} ${t('common.azn')}`;
}
