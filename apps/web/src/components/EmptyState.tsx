import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './EmptyState.module.css';

/** The empty-state graphic with a message (no adverts, nothing liked yet), and what to do about it. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true">
        <rect
          x="34"
          y="6"
          width="52"
          height="84"
          rx="10"
          fill="var(--color-surface-alt)"
          stroke="#c9ced6"
          strokeWidth="3"
        />
        <rect x="48" y="14" width="24" height="4" rx="2" fill="#c9ced6" />
        <circle cx="60" cy="48" r="14" fill="none" stroke="var(--color-primary)" strokeWidth="3" />
        <path d="M70 58l10 10" stroke="var(--color-primary)" strokeWidth="4" strokeLinecap="round" />
      </svg>
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
