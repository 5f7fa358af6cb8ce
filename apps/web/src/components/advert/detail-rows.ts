import type { AdvertDetail } from '@zeng/contract/adverts';
import { MARKET_TIME_ZONE } from '@zeng/contract/constants';
import { formatSimNumber } from '@zeng/contract/sim-number';
import type { TFunction } from 'i18next';
import type { ListParams } from '../../lib/adverts-query';
import { formatTime } from '../../lib/dates';
import { formatMemory, memorySpecs } from './memory';

export interface DetailRow {
  id: string;
  label: string;
  value: string;
  /** A tappable row: the listing of the same category filtered by this value. */
  filter?: ListParams;
}

/** Made once: building a formatter costs far more than using one. */
const BAKU_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * dd.mm.yyyy in Baku time. Numeric on purpose: browsers' ICU data often lacks Azerbaijani month
 * names (Chromium writes "M03 10"), and this is how dates are written here anyway.
 */
export function bakuDate(iso: string): string {
  const [year, month, day] = BAKU_DAY.format(new Date(iso)).split('-');
  return `${day}.${month}.${year}`;
}

/** dd.mm.yyyy, hh:mm in Baku time: when an advert was published or sent for review. */
export const bakuDateTime = (iso: string, language: string) => `${bakuDate(iso)}, ${formatTime(iso, language)}`;

/**
 * The rows of each category (docs/product.md). Phone and tablet: brand, model, colour, RAM and
 * storage, SIM, usage, city, date. SIM: provider, number, city, date. Accessory: name, type, usage,
 * city, date. Colours, usage and SIM types are translated; the stored values stay English.
 */
export function detailRows(advert: AdvertDetail, t: TFunction<'advert'>, language: string): DetailRow[] {
  const city: DetailRow = {
    id: 'city',
    label: t('rows.city'),
    value: advert.district.name,
    filter: { districtId: advert.district.id },
  };
  const date: DetailRow = {
    id: 'date',
    label: t('rows.date'),
    value: bakuDateTime(advert.dateCreated, language),
  };
  const usage = (condition: 'new' | 'used'): DetailRow => ({
    id: 'usage',
    label: t('rows.usage'),
    value: t(`usage.${condition}`),
  });

  switch (advert.category) {
    case 'phone':
    case 'tablet': {
      const rows: DetailRow[] = [
        { id: 'brand', label: t('rows.brand'), value: advert.brand.name, filter: { brandIds: [advert.brand.id] } },
        { id: 'model', label: t('rows.model'), value: advert.model.name, filter: { modelIds: [advert.model.id] } },
        { id: 'color', label: t('rows.color'), value: t(`colors.${advert.color}`, { defaultValue: advert.color }) },
      ];
      // The order and units of the cards: "8/128 GB" under "RAM / Storage".
      const memory = memorySpecs(advert.ram?.capacity, advert.mainMemory?.capacity);
      if (memory) rows.push({ id: 'memory', label: t('rows.ramStorage'), value: formatMemory(memory, t) });
      if (advert.simType) rows.push({ id: 'sim', label: t('rows.sim'), value: t(`simTypes.${advert.simType}`) });
      rows.push(usage(advert.condition), city, date);
      return rows;
    }
    case 'sim':
      return [
        {
          id: 'provider',
          label: t('rows.provider'),
          value: advert.simProvider.name,
          filter: { providerId: advert.simProvider.id },
        },
        { id: 'number', label: t('rows.number'), value: formatSimNumber(advert.number) },
        city,
        date,
      ];
    case 'accessory':
      return [
        { id: 'name', label: t('rows.name'), value: advert.name },
        {
          id: 'type',
          label: t('rows.type'),
          value: t(`accessoryTypes.${advert.accessoryType}`, { ns: 'common' }),
          filter: { type: advert.accessoryType },
        },
        usage(advert.condition),
        city,
        date,
      ];
  }
}
