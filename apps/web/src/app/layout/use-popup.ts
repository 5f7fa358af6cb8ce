import { useRef, useState } from 'react';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * Open state of a small popup of the top bar (the language menu, the More links): a press outside it,
 * Escape or Back closes it, and Escape or Back put the focus back on the button that opened it, so a
 * keyboard user is not dropped at the top of the page.
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useDismiss(
    root,
    (how) => {
      setOpen(false);
      if (how !== 'outside') trigger.current?.focus();
    },
    open,
  );

  return { open, setOpen, root, trigger };
}
