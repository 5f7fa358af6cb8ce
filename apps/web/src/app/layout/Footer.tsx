import { LANGUAGES } from '@zeng/contract/constants';
import { telHref } from '@zeng/contract/phone';
import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import { useNow } from '../../lib/now';
import { useSiteInfo } from '../../lib/site-info-query';
import styles from './Footer.module.css';
import { languageLink } from './language-link';

/** Call-in phone, map link and tax id line, from server configuration (home, About Us, contact pages). */
export function Footer() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const location = useLocation();
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
        {/* Every page links itself in the other languages, where people and crawlers both find it. */}
        <nav className={styles.links} aria-label={t('language.label')}>
          {LANGUAGES.map((lng) =>
            lng === language ? (
              <span key={lng} lang={lng} aria-current="page">
                {t(`language.${lng}`)}
              </span>
            ) : (
              <a key={lng} {...languageLink(lng, location)}>
                {t(`language.${lng}`)}
              </a>
            ),
          )}
        </nav>
        <p className={styles.rights}>{t('footer.rights', { year: now.getFullYear() })}</p>
      </div>
    </footer>
  );
}
