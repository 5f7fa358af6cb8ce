import { type ReactNode, type RefObject, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalLayer } from '../lib/use-modal-layer';
import styles from './DialogFrame.module.css';

export interface DialogFrameProps {
  /** The id of the dialog's heading, and of the text that describes it when there is one. */
  titleId: string;
  bodyId?: string | undefined;
  /** Escape, and a backdrop click when `closeOnBackdrop`. */
  onClose: () => void;
  closeOnBackdrop?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  /** A panel's own look on top of the shared one (wider, centred). */
  className?: string;
  children: ReactNode;
}

/**
 * The one modal dialog of the app: a panel over a dimmed page, sliding up from the bottom on a phone
 * and centred on wider screens, with the modal layer's focus, Tab, Escape and scroll lock.
 */
export function DialogFrame({
  titleId,
  bodyId,
  onClose,
  closeOnBackdrop = true,
  initialFocus,
  className,
  children,
}: DialogFrameProps) {
  const panel = useRef<HTMLDivElement>(null);
  useModalLayer(panel, { onClose, initialFocus });
  return createPortal(
    <div className={styles.layer}>
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={closeOnBackdrop ? onClose : undefined}
        data-testid="dialog-backdrop"
      />
      <div
        ref={panel}
        className={className ? `${styles.panel} ${className}` : styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
