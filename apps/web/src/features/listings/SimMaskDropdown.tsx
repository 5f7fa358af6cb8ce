import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../lib/adverts-query';
import { PanelDropdown } from './PanelDropdown';
import { formatMask, isMaskQuery, maskChange } from './sim-mask';

// Its places come when it is about to open, as the price's inputs do.
const loadPanel = () => import('./SimMaskPanel');
const SimMaskPanel = lazy(loadPanel);

interface SimMaskDropdownProps {
  params: ListParams;
  update: (change: Partial<ListParams>) => void;
}

/**
 * The SIM listing's mask builder: a dropdown that shows the mask searched ("050 *** 77 **") and opens the
 * number's ten places, each a digit or any. What the API has always read in a search, said on screen.
 */
export function SimMaskDropdown({ params, update }: SimMaskDropdownProps) {
  const { t } = useTranslation();
  return (
    <PanelDropdown
      name="sim-mask"
      label={t('simMask.label')}
      chosen={isMaskQuery(params.searchQuery) && params.searchQuery ? formatMask(params.searchQuery) : undefined}
      clearLabel={t('simMask.clear')}
      clear={() => update({ searchQuery: undefined })}
      icon="hash"
      preload={loadPanel}
      panel={({ close, ...open }) => (
        <SimMaskPanel
          {...open}
          params={params}
          apply={(mask) => {
            update(maskChange(mask, params));
            close();
          }}
          close={close}
        />
      )}
    />
  );
}
