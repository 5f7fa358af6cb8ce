import { type AdvertState, SWIPE_THRESHOLD_PX } from '@zeng/contract/constants';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSwipeable } from 'react-swipeable';
import { Icon } from '../../../components/Icon';
import { useAdvertCounts } from '../api/get-advert-counts';
import { useAdvertStates } from '../api/get-advert-states';
import styles from './AdvertStateTabs.module.css';
import { MyAdvertsPanel, MyAdvertsSkeleton } from './MyAdvertsPanel';

/** react-swipeable's default: the finger moves this far before a swipe is tracked. */
const SWIPE_DELTA_PX = 10;

/**
 * Tabs of advert states from the server, APPROVED first, each with how many adverts it holds; the
 * profile opens on the first that holds any (APPROVED when none does), unless the address names one.
 * A tab, the arrow keys or a horizontal swipe of at least 50 px on touch cycle through them; the
 * choice sits in the address (?state=) so a reload or the back button keeps it.
 */
export function AdvertStateTabs() {
  const { t } = useTranslation('profile');
  const id = useId();
  const headingId = `${id}-heading`;
  const [params, setParams] = useSearchParams();
  const states = useAdvertStates();
  const tabRefs = useRef(new Map<AdvertState, HTMLButtonElement>());

  const counts = useAdvertCounts();

  const list: AdvertState[] = states.data ?? ['APPROVED'];
  const requested = list.find((state) => state === params.get('state'));
  // The tab to open on, chosen once both answers are in: counts that change later (a renewal) never
  // move the person to another tab. Without counts, the first tab.
  const [opening, setOpening] = useState<AdvertState | null>(null);
  if (opening === null && states.data && (counts.data || counts.isError)) {
    setOpening(list.find((state) => (counts.data?.[state] ?? 0) > 0) ?? list[0] ?? 'APPROVED');
  }
  const selected = requested ?? opening;

  const select = (state: AdvertState, focus = false) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('state', state);
        return next;
      },
      { replace: true },
    );
    if (focus) tabRefs.current.get(state)?.focus();
  };
  const step = (by: number, focus = false) => {
    if (!selected) return;
    const index = list.indexOf(selected);
    const next = list[(index + by + list.length) % list.length];
    if (next) select(next, focus);
  };

  const swipe = useSwipeable({
    onSwipedLeft: ({ absX }) => {
      if (absX >= SWIPE_THRESHOLD_PX) step(1);
    },
    onSwipedRight: ({ absX }) => {
      if (absX >= SWIPE_THRESHOLD_PX) step(-1);
    },
    delta: SWIPE_DELTA_PX,
    trackTouch: true,
    trackMouse: false,
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => step(1, true),
      ArrowLeft: () => step(-1, true),
      Home: () => list[0] && select(list[0], true),
      End: () => {
        const last = list[list.length - 1];
        if (last) select(last, true);
      },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('myAdverts')}
      </h2>
      {states.isError ? (
        <div className={styles.error}>
          <p role="alert">
            <Icon name="circle-alert" size={18} aria-hidden="true" />
            {t('error')}
          </p>
          <button type="button" onClick={() => void states.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <>
          <div role="tablist" aria-label={t('tabsLabel')} className={styles.tabs} onKeyDown={onKeyDown}>
            {list.map((state) => (
              <button
                key={state}
                ref={(node) => {
                  if (node) tabRefs.current.set(state, node);
                  else tabRefs.current.delete(state);
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${state}`}
                aria-selected={state === selected}
                aria-controls={`${id}-panel`}
                tabIndex={state === (selected ?? list[0]) ? 0 : -1}
                className={state === selected ? `${styles.tab} ${styles.active}` : styles.tab}
                onClick={() => select(state)}
              >
                {t(`states.${state}`)}
                {counts.data && (
                  <>
                    {' '}
                    <span className={styles.count}>{counts.data[state]}</span>
                  </>
                )}
              </button>
            ))}
          </div>
          <p className={styles.hint}>{t('swipeHint')}</p>
          <div
            {...swipe}
            role="tabpanel"
            id={`${id}-panel`}
            aria-labelledby={selected ? `${id}-tab-${selected}` : undefined}
            className={styles.panel}
            data-testid="advert-state-panel"
          >
            {selected ? <MyAdvertsPanel state={selected} /> : <MyAdvertsSkeleton />}
          </div>
        </>
      )}
    </section>
  );
}
