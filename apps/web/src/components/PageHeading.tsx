import type { ReactNode } from 'react';
import styles from './PageHeading.module.css';

export function PageHeading({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.row}>
      <h1 className={styles.heading}>{children}</h1>
      {actions}
    </div>
  );
}
