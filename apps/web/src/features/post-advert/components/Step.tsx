import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Step.module.css';

/** One numbered part of the form ("2 Photos"); the number follows the category (SIM has no photos). */
export function Step({
  number,
  title,
  hint,
  children,
}: {
  number: number;
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('post');
  const headingId = useId();
  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <div className={styles.head}>
        <span className={styles.number} aria-hidden="true">
          {number}
        </span>
        <div>
          <h2 id={headingId} className={styles.title}>
            <span className="visually-hidden">{t('steps.step', { n: number })}</span> {title}
          </h2>
          {hint && <p className={styles.hint}>{hint}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}
