import { useTranslation } from 'react-i18next';
import { PageHeading } from './PageHeading';
import styles from './ScreenPlaceholder.module.css';

/** A screen whose content a later issue builds: its translated heading inside the real layout. */
export function ScreenPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeading>{t(titleKey)}</PageHeading>
      <p className={styles.note}>{t('pages.comingSoon')}</p>
    </section>
  );
}
