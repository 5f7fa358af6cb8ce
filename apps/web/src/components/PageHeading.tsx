import type { ReactNode } from 'react';
import { BackButton } from './BackButton';
import styles from './PageHeading.module.css';

interface PageHeadingProps {
  children: ReactNode;
  actions?: ReactNode;
  /** Where a phone's back arrow leads when the visit began on this screen; no arrow without it. */
  back?: string;
}

export function PageHeading({ children, actions, back }: PageHeadingProps) {
  return (
    <div className={styles.row}>
      <div className={styles.title}>
        {back !== undefined && <BackButton fallback={back} />}
        <h1 className={styles.heading}>{children}</h1>
      </div>
      {actions}
    </div>
  );
}
