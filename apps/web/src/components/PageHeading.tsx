import type { ReactNode } from 'react';
import styles from './PageHeading.module.css';

interface PageHeadingProps {
  children: ReactNode;
  actions?: ReactNode;
  /** Before the title: a phone's back arrow (components/BackButton). */
  leading?: ReactNode;
}

export function PageHeading({ children, actions, leading }: PageHeadingProps) {
  return (
    <div className={styles.row}>
      <div className={styles.title}>
        {leading}
        <h1 className={styles.heading}>{children}</h1>
      </div>
      {actions}
    </div>
  );
}
