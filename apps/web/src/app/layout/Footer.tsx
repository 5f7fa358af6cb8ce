import { telHref } from '@zeng/contract/phone';
import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { useNow } from '../../lib/now';
import { useSiteInfo } from '../../lib/site-info-query';
import styles from './Footer.module.css';

/** Call-in phone, map link and tax id line, from server configuration (home, About Us, contact pages). */
export function Footer() {
  const { t } = useTranslation();
  const { data: site } = useSiteInfo();
  const now = useNow();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.contacts}>
          {site && (
            <>
              <a className={styles.line} href={telHref(site.contactPhone)}>
                <Icon name="phone" size={16} aria-hidden="true" />
                <span>
                  {t('footer.callUs')}: {site.contactPhone}
                </span>
              </a>
              <a className={styles.line} href={site.mapUrl} target="_blank" rel="noopener noreferrer">
                <Icon name="map-pin" size={16} aria-hidden="true" />
                <span>{t('footer.map')}</span>
              </a>
              <p className={styles.line}>{t('footer.taxId', { taxId: site.taxId })}</p>
            </>
          )}
        </div>
        <nav className={styles.links} aria-label={t('app.name')}>
          <Link to={PATHS.aboutUs}>{t('footer.about')}</Link>
          <Link to={PATHS.terms}>{t('footer.terms')}</Link>
        </nav>
        <p className={styles.rights}>{t('footer.rights', { year: now.getFullYear() })}</p>
      </div>
    </footer>
  );
}
