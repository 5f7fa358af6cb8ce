import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import styles from './PageHeading.module.css';

export function PageHeading({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(typeof children === 'string' ? children : undefined);
  return (
    <div className={styles.row}>
      <h1 className={styles.heading}>{children}</h1>
      {actions}
    </div>
  );
}
