import type { ProductCategory } from '@zeng/contract/constants';
import { lazy, Suspense, useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import dropdown from '../../components/dropdown/Dropdown.module.css';
import { useDropdownOpen } from '../../components/dropdown/DropdownGroup';
import { Icon } from '../../components/Icon';
import type { ListParams } from '../../lib/adverts-query';
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
  const [open, setOpen] = useDropdownOpen('price');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = priceRangeText(params, t);
  const label = t('filters.rows.price');
  const close = useCallback(() => {
    setOpen(false);
    if (root.current?.contains(document.activeElement)) trigger.current?.focus();
  }, [setOpen]);

  return (
    <div className={dropdown.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={chosen ? `${dropdown.trigger} ${dropdown.active}` : dropdown.trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={chosen ? `${label}: ${chosen}` : label}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => setOpen(!open)}
      >
        <span className={dropdown.value}>{chosen ?? label}</span>
        <Icon name="chevron-down" size={16} aria-hidden="true" />
      </button>
      {chosen && (
        <button
          type="button"
          className={dropdown.clear}
          aria-label={t('listing.clearOne', { label })}
          onClick={() => update({ priceMin: undefined, priceMax: undefined })}
        >
          <Icon name="x" size={14} aria-hidden="true" />
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <PricePanel
            category={category}
            params={params}
            id={panelId}
            root={root}
            initial={{ priceMin: params.priceMin, priceMax: params.priceMax }}
            apply={(bounds) => {
              update(bounds);
              close();
            }}
            close={close}
          />
        </Suspense>
      )}
    </div>
  );
}
