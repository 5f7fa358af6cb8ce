import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { type ShownToast, showToast } from '../../lib/toast';
import styles from './Toast.module.css';

/** Long enough to read a few words; a toast with an action waits longer, for the hand to reach it. */
const SHOWN_MS = 5000;
const SHOWN_WITH_ACTION_MS = 8000;

const dismiss = () => showToast(null);

/**
 * One toast, read out by screen readers (a status region, in the page before its words arrive) and
 * gone after a few seconds, unless the pointer rests on it or focus is in it. Escape dismisses it. Its
 * action is a button in the page's tab order; when what the person used is gone from the page (an
 * unliked card), focus would be lost, so it goes to the action instead.
 */
export function Toast({ toast }: { toast: ShownToast }) {
  const actionRef = useRef<HTMLButtonElement>(null);
  const [spoken, setSpoken] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => setSpoken(true), []);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (spoken && lost) actionRef.current?.focus();
  }, [spoken]);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(dismiss, toast.action ? SHOWN_WITH_ACTION_MS : SHOWN_MS);
    return () => clearTimeout(timer);
  }, [held, toast.action]);

  const letGo = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
  };

  return (
    <div role="status" className={styles.region}>
      {spoken && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the keys and pointer only hold or dismiss it; its action is a button
        <div
          className={styles.toast}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={letGo}
          onKeyDown={(event) => event.key === 'Escape' && dismiss()}
        >
          <span className={styles.text}>{toast.text}</span>
          {toast.action && (
            <button
              ref={actionRef}
              type="button"
              className={styles.action}
              onClick={() => {
                toast.action?.run();
                dismiss();
              }}
            >
              {toast.action.label}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
