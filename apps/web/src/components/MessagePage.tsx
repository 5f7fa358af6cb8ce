import { type ReactNode, useId } from 'react';
import styles from './MessagePage.module.css';

export interface MessagePageProps {
  /** The drawing above the title: an <Icon> (in the primary colour) or the logo. */
  icon: ReactNode;
  title: string;
  text?: ReactNode;
  /** A failure is announced as it appears; a plain "nothing here" is not. */
  alert?: boolean;
  /** The ways out, links or buttons: the first drawn as the main one, the rest as secondary. */
  children?: ReactNode;
}

/**
 * Every screen that stands in for a page (not found, gone, not allowed, could not load, the app's
 * own failure) looks the same: a centred card with a drawing, a title, a line of text and its ways out.
 */
export function MessagePage({ icon, title, text, alert, children }: MessagePageProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} role={alert ? 'alert' : undefined}>
      <div className={styles.icon}>{icon}</div>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {text && <p className={styles.text}>{text}</p>}
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
