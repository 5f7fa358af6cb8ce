import type { ProductCategory } from '@zeng/contract/constants';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../lib/adverts-query';
import { PanelDropdown } from './PanelDropdown';
import { priceRangeText } from './price-text';

// Its inputs come when it is about to open, as a dropdown's list does.
const loadPanel = () => import('./PricePanel');
const PricePanel = lazy(loadPanel);

interface PriceDropdownProps {
  category: ProductCategory;
  params: ListParams;
  update: (change: Partial<ListParams>) => void;
}

/** The toolbar's price range: a dropdown that shows the chosen range and opens From and To. */
export function PriceDropdown({ category, params, update }: PriceDropdownProps) {
  const { t } = useTranslation();
  const label = t('filters.rows.price');
  return (
    <PanelDropdown
      name="price"
      label={label}
      chosen={priceRangeText(params, t)}
      clearLabel={t('listing.clearOne', { label })}
      clear={() => update({ priceMin: undefined, priceMax: undefined })}
      preload={loadPanel}
      panel={({ close, ...open }) => (
        <PricePanel
          {...open}
          category={category}
          params={params}
          initial={{ priceMin: params.priceMin, priceMax: params.priceMax }}
          apply={(bounds) => {
            update(bounds);
            close();
          }}
          close={close}
        />
      )}
    />
  );
}
