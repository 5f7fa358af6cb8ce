import { type RefObject, useEffect, useRef, useState } from 'react';
import { useHistoryLayer } from './history-layer';

export interface ModalLayerOptions {
  /** Called on Escape, and on Back (the layer is a step of the history: history-layer.ts). */
  onClose: () => void;
  /** Another layer opened on top of this one handles the keys meanwhile. */
  active?: boolean;
  /** Extra keys (arrows in a photo viewer); Escape and Tab are taken care of. */
  onKey?: (event: KeyboardEvent) => void;
  /** What gets focus on opening; the first focusable element inside otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * What gets focus on closing, when not what had it before opening (a photo viewer gives it to the
   * photo it was showing, which may not be the one it was opened from).
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** Everything Tab reaches inside a layer, fields included (a rejection's reason). */
const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal layer (viewer, overlay, dialog) while it is mounted: focus moves into it, Tab stays inside,
 * Escape and Back close it, the page behind does not scroll, and focus returns where it was on
 * closing (or where `returnFocus` says).
 */
export function useModalLayer(panel: RefObject<HTMLElement | null>, options: ModalLayerOptions) {
  const latest = useRef(options);
  latest.current = options;
  useHistoryLayer(() => latest.current.onClose());

  // What had the focus as the layer was drawn: read before any effect, since a control inside may
  // take the focus as it mounts (a picker's search box) before the layer's own effect runs.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));

  useEffect(() => {
    const previous = opener instanceof HTMLElement ? opener : null;
    // A control inside that took the focus as it mounted keeps it.
    if (!panel.current?.contains(document.activeElement)) {
      const target = latest.current.initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      const back = latest.current.returnFocus?.() ?? previous;
      if (back?.isConnected) back.focus();
    };
  }, [panel, opener]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { active = true, onClose, onKey: extra } = latest.current;
      if (!active) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key === 'Tab' && panel.current) {
        const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        const inside = panel.current.contains(document.activeElement);
        if (!inside) {
          event.preventDefault();
          first.focus();
        } else if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
        return;
      }
      extra?.(event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel]);
}
