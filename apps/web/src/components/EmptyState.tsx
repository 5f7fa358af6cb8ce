import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './EmptyState.module.css';

/** The empty-state graphic with a message (no adverts, nothing liked yet), and what to do about it. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      {/* A file the browser keeps, like the logo: no script carries the drawing. */}
      <img src="/empty.svg" width={120} height={96} alt="" />
      <p>{text}</p>
      {children}
    </div>
  );
}

/** An empty state's way on (to the adverts, to post one): the same pill wherever a screen is empty. */
export function EmptyStateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.action}>
      {children}
    </Link>
  );
}
