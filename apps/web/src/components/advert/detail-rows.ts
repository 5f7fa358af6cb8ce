import type { AdvertDetail } from '@zeng/contract/adverts';
import { formatSimNumber, simPrefixOf } from '@zeng/contract/sim-number';
import type { TFunction } from 'i18next';
import type { ListParams } from '../../lib/adverts-query';
import { formatDateTime } from '../../lib/dates';
import { formatMemory, memorySpecs } from './memory';

export interface DetailRow {
  id: string;
  label: string;
  value: string;
  /** A tappable row: the listing of the same category filtered by this value. */
  filter?: ListParams;
  /** The landing page of this value (a brand's, a city's…), where one holds shown adverts: the row's link. */
  landing?: string;
}

/**
 * The rows of each category (docs/product.md). Phone and tablet: brand, model, colour, RAM and
 * storage, SIM, grade, battery health and warranty when given, city, date. SIM: provider, number, its prefix, city, date. Accessory: name, type, usage,
 * city, date. Colours, usage and SIM types are translated; the stored values stay English.
 */
export function detailRows(advert: AdvertDetail, t: TFunction<'advert'>, language: string): DetailRow[] {
  const city: DetailRow = {
    id: 'city',
    label: t('rows.city'),
    value: advert.district.name,
    filter: { districtId: advert.district.id },
    landing: advert.landings?.city,
  };
  const date: DetailRow = {
    id: 'date',
    label: t('rows.date'),
    value: formatDateTime(advert.dateCreated, language),
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
        {
          id: 'brand',
          label: t('rows.brand'),
          value: advert.brand.name,
          filter: { brandIds: [advert.brand.id] },
          landing: advert.landings?.brand,
        },
        {
          id: 'model',
          label: t('rows.model'),
          value: advert.model.name,
          filter: { modelIds: [advert.model.id] },
          landing: advert.landings?.model,
        },
        { id: 'color', label: t('rows.color'), value: t(`colors.${advert.color}`, { defaultValue: advert.color }) },
      ];
      // The order and units of the cards: "8/128 GB" under "RAM / Storage".
      const memory = memorySpecs(advert.ram?.capacity, advert.mainMemory?.capacity);
      if (memory) rows.push({ id: 'memory', label: t('rows.ramStorage'), value: formatMemory(memory, t) });
      if (advert.simType) rows.push({ id: 'sim', label: t('rows.sim'), value: t(`simTypes.${advert.simType}`) });
      // The grade says more than new or used (issue 37): the condition's section gives its criteria.
      rows.push({
        id: 'grade',
        label: t('rows.grade'),
        value: t(`grades.${advert.grade}.name`),
        filter: { grade: advert.grade },
      });
      if (advert.batteryHealth !== null && advert.grade !== 'new_sealed') {
        rows.push({ id: 'battery', label: t('condition.battery'), value: `${advert.batteryHealth}%` });
      }
      if (advert.warrantyMonths !== null) {
        rows.push({
          id: 'warranty',
          label: t('condition.warranty'),
          value:
            advert.warrantyMonths === 0
              ? t('condition.noWarranty')
              : t('condition.warrantyLeft', { count: advert.warrantyMonths }),
        });
      }
      rows.push(city, date);
      return rows;
    }
    case 'sim':
      return [
        {
          id: 'provider',
          label: t('rows.provider'),
          value: advert.simProvider.name,
          filter: { providerId: advert.simProvider.id },
          landing: advert.landings?.operator,
        },
        { id: 'number', label: t('rows.number'), value: formatSimNumber(advert.number) },
        {
          id: 'prefix',
          label: t('rows.prefix'),
          value: simPrefixOf(advert.number),
          filter: { simPrefix: simPrefixOf(advert.number) },
          landing: advert.landings?.prefix,
        },
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
          landing: advert.landings?.type,
        },
        usage(advert.condition),
        city,
        date,
      ];
  }
}
