import type { ProductCategory } from '@zeng/contract/constants';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dropdown from '../../components/dropdown/Dropdown.module.css';
import { type PriceBounds, PriceRange, priceRangeProblem } from '../../components/filters/PriceRange';
import { ShowAdvertsButton } from '../../components/filters/ShowAdvertsButton';
import type { ListParams } from '../../lib/adverts-query';
import { useDismiss } from '../../lib/use-dismiss';
import styles from './FilterPanels.module.css';

interface PricePanelProps {
  category: ProductCategory;
  /** The list's filters now: the range typed is counted with them. */
  params: ListParams;
  id: string;
  root: RefObject<HTMLDivElement | null>;
  initial: PriceBounds;
  apply: (bounds: PriceBounds) => void;
  close: () => void;
}

/**
 * The price dropdown's open panel: From and To, applied by its button or Enter; Escape or a press outside
 * leaves it. The button says how many adverts the list will hold with the range typed ("Show 12 adverts").
 */
export default function PricePanel({ category, params, id, root, initial, apply, close }: PricePanelProps) {
  const { t } = useTranslation();
  const [bounds, setBounds] = useState<PriceBounds>(initial);
  const problem = priceRangeProblem(bounds);

  useDismiss(root, close);
  // Opened to type a price: its first field has the focus.
  useEffect(() => root.current?.querySelector<HTMLInputElement>('input')?.focus(), [root]);

  return (
    <form
      id={id}
      className={`${dropdown.panel} ${styles.pricePanel}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) apply(bounds);
      }}
    >
      <PriceRange value={bounds} onChange={setBounds} />
      <ShowAdvertsButton
        category={category}
        params={{ ...params, ...bounds }}
        disabled={problem !== undefined}
        plain={t('filters.apply')}
        className={styles.apply}
      />
    </form>
  );
}
