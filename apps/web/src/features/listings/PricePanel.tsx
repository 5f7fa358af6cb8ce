import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dropdown from '../../components/dropdown/Dropdown.module.css';
import { type PriceBounds, PriceRange, priceRangeProblem } from '../../components/filters/PriceRange';
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

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) close();
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKeyDown);
    root.current?.querySelector<HTMLInputElement>('input')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root, close]);

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
