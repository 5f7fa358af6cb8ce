import { type RefObject, useEffect, useRef } from 'react';
import { useHistoryLayer } from './history-layer';

/**
 * How a popup was dismissed: Escape and Back give the focus back to what opened it, a press elsewhere
 * keeps its own.
 */
export type Dismissal = 'outside' | 'escape' | 'back';

/**
 * While `active`, a press outside `root`, Escape or Back dismisses what `root` holds open (a
 * dropdown's list, a menu, a picker): the popup is a step of the history (history-layer.ts). One
 * place for the rule every popup of the app follows.
 */
export function useDismiss(root: RefObject<HTMLElement | null>, dismiss: (how: Dismissal) => void, active = true) {
  // The latest callback, without setting the listeners up again at every render.
  const latest = useRef(dismiss);
  latest.current = dismiss;
  useHistoryLayer(() => latest.current('back'), active);
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) latest.current('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current('escape');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, active]);
}
