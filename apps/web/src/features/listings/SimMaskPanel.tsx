import { type ClipboardEvent, type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dropdown from '../../components/dropdown/Dropdown.module.css';
import { ShowAdvertsButton } from '../../components/filters/ShowAdvertsButton';
import type { ListParams } from '../../lib/adverts-query';
import { useDismiss } from '../../lib/use-dismiss';
import panels from './FilterPanels.module.css';
import styles from './SimMask.module.css';
import { emptyMask, MASK_GROUP_STARTS, MASK_PLACES, maskChange, maskFromText, maskOf, type SimMask } from './sim-mask';

interface SimMaskPanelProps {
  /** The list's filters now: the mask typed is counted with them. */
  params: ListParams;
  id: string;
  root: RefObject<HTMLDivElement | null>;
  apply: (mask: SimMask) => void;
  close: () => void;
}

/** The first place a person types in: the trunk 0 is fixed. */
const FIRST = 1;

/**
 * The mask builder's open panel: the ten places of a number, the trunk 0 fixed and each other a digit
 * or empty for any. A digit typed moves on to the next place, Backspace in an empty one goes back, a
 * whole number pasted fills them all; Enter or the button applies it, saying how many numbers it finds.
 */
export default function SimMaskPanel({ params, id, root, apply, close }: SimMaskPanelProps) {
  const { t } = useTranslation();
  const [mask, setMask] = useState<SimMask>(() => maskOf(params.searchQuery, params.simPrefix));
  // Opened to type digits: the first empty place has the focus (the last when none is empty).
  const [opening] = useState(() => {
    const empty = mask.findIndex((place, i) => i >= FIRST && place === '');
    return empty === -1 ? MASK_PLACES - 1 : empty;
  });
  const places = useRef<(HTMLInputElement | null)[]>([]);
  const hintId = useId();

  useDismiss(root, close);
  useEffect(() => places.current[opening]?.focus(), [opening]);

  const focusPlace = (i: number) => {
    const place = places.current[Math.min(Math.max(i, FIRST), MASK_PLACES - 1)];
    place?.focus();
    place?.select();
  };
  const setPlace = (i: number, value: string) => setMask((now) => now.map((place, j) => (j === i ? value : place)));

  const onType = (i: number, typed: string) => {
    // The place's text is selected on focus, so what is typed replaces it: its last character is the new one.
    const last = typed.slice(-1);
    if (/\d/.test(last)) {
      setPlace(i, last);
      focusPlace(i + 1);
    } else if (last === '*' || last === ' ') {
      setPlace(i, '');
      focusPlace(i + 1);
    } else if (typed === '') setPlace(i, '');
  };
  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && mask[i] === '' && i > FIRST) {
      event.preventDefault();
      setPlace(i - 1, '');
      focusPlace(i - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusPlace(i - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusPlace(i + 1);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = maskFromText(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    setMask(pasted);
  };

  return (
    <form
      id={id}
      className={`${dropdown.panel} ${styles.panel}`}
      onSubmit={(event) => {
        event.preventDefault();
        apply(mask);
      }}
    >
      <fieldset className={styles.fieldset} aria-describedby={hintId}>
        <legend className={styles.legend}>{t('simMask.legend')}</legend>
        <div className={styles.places}>
          {mask.map((place, i) => {
            const className = MASK_GROUP_STARTS.includes(i) ? `${styles.place} ${styles.groupStart}` : styles.place;
            // The trunk 0 is every number's: shown, not typed.
            if (i < FIRST)
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position
                <span key={i} className={`${className} ${styles.fixed}`} aria-hidden="true">
                  {place}
                </span>
              );
            return (
              <input
                // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position
                key={i}
                ref={(input) => {
                  places.current[i] = input;
                }}
                className={className}
                value={place}
                placeholder="*"
                inputMode="numeric"
                autoComplete="off"
                aria-label={t('simMask.place', { place: i + 1 })}
                onFocus={(event) => event.target.select()}
                onChange={(event) => onType(i, event.target.value)}
                onKeyDown={(event) => onKeyDown(i, event)}
                onPaste={onPaste}
              />
            );
          })}
        </div>
        <p id={hintId} className={styles.hint}>
          {t('simMask.hint')}
        </p>
      </fieldset>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.reset}
          onClick={() => {
            setMask(emptyMask());
            focusPlace(FIRST);
          }}
        >
          {t('simMask.reset')}
        </button>
        <ShowAdvertsButton
          category="sim"
          params={{ ...params, ...maskChange(mask, params) }}
          disabled={false}
          plain={t('filters.apply')}
          className={`${panels.apply} ${styles.grow}`}
        />
      </div>
    </form>
  );
}
