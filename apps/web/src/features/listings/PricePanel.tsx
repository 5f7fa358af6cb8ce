import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dropdown from '../../components/dropdown/Dropdown.module.css';
import { type PriceBounds, PriceRange, priceRangeProblem } from '../../components/filters/PriceRange';
import { useDismiss } from '../../lib/use-dismiss';
import styles from './ListingPage.module.css';

interface PricePanelProps {
  id: string;
  root: RefObject<HTMLDivElement | null>;
  initial: PriceBounds;
  apply: (bounds: PriceBounds) => void;
  close: () => void;
}

/** The price dropdown's open panel: From and To, applied by Apply or Enter; Escape or a press outside leaves it. */
export default function PricePanel({ id, root, initial, apply, close }: PricePanelProps) {
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
      <button type="submit" className={styles.apply} disabled={problem !== undefined}>
        {t('filters.apply')}
      </button>
    </form>
  );
}
