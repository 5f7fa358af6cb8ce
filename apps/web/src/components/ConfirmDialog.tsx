import { type ReactNode, useId, useRef } from 'react';
import styles from './ConfirmDialog.module.css';
import { DialogFrame } from './DialogFrame';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** A line under the title, or any content (an error message, a preview). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Called by the cancel button, Escape and a click on the backdrop. */
  onCancel: () => void;
  /** While true the confirm button shows `busyLabel` and both buttons wait. */
  busy?: boolean;
  busyLabel?: string;
  /** danger paints the confirm button red (log out, delete, reject). */
  tone?: 'primary' | 'danger';
}

/**
 * A modal yes/no question: role="dialog" with aria-modal, focus on the cancel button (the safe
 * choice), Tab kept inside, Escape and a backdrop click close it, focus returns to where it was.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? <ConfirmPanel {...props} /> : null;
}

function ConfirmPanel({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  tone = 'primary',
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame titleId={titleId} bodyId={children ? bodyId : undefined} onClose={onCancel} initialFocus={cancel}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children && (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      )}
      <div className={styles.actions}>
        <button ref={cancel} type="button" className={styles.cancel} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={tone === 'danger' ? `${styles.confirm} ${styles.danger}` : styles.confirm}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
