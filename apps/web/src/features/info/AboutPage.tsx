import { telHref } from '@zeng/contract/phone';
import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { useSiteInfo } from '../../lib/site-info-query';
import styles from './AboutPage.module.css';

/** /aboutUs: the heading, the about text, the call-in phone, the map link and the tax id line. */
export function AboutPage() {
  const { t } = useTranslation('info');
  const { data: site } = useSiteInfo();
  const paragraphs = t('about.text').split(/\n{2,}/);

  return (
    <div className={styles.page}>
      <article className={styles.article}>
        <PageHeading>{t('about.title')}</PageHeading>
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </article>
      <aside className={styles.contacts} aria-labelledby="about-contacts">
        <h2 id="about-contacts" className={styles.contactsTitle}>
          {t('about.contacts')}
        </h2>
        <ul className={styles.list}>
          <li>
            <Icon name="phone" size={20} aria-hidden="true" className={styles.icon} />
            {site ? (
              <a href={telHref(site.contactPhone)}>
                <span className={styles.caption}>{t('about.callUs')}</span>
                <span className={styles.value}>{site.contactPhone}</span>
              </a>
            ) : (
              <span className={styles.placeholder} />
            )}
          </li>
          <li>
            <Icon name="map-pin" size={20} aria-hidden="true" className={styles.icon} />
            {site ? (
              <a href={site.mapUrl} target="_blank" rel="noopener noreferrer">
                <span className={styles.value}>{t('about.map')}</span>
              </a>
            ) : (
              <span className={styles.placeholder} />
            )}
          </li>
          <li>
            <Icon name="receipt-text" size={20} aria-hidden="true" className={styles.icon} />
            {site ? (
              <span className={styles.value}>{t('about.taxId', { taxId: site.taxId })}</span>
            ) : (
              <span className={styles.placeholder} />
            )}
          </li>
          <li>
            <Icon name="file-text" size={20} aria-hidden="true" className={styles.icon} />
            <Link to={PATHS.terms} className={styles.terms}>
              <span className={styles.value}>{t('about.terms')}</span>
              <Icon name="chevron-right" size={18} aria-hidden="true" />
            </Link>
          </li>
        </ul>
      </aside>
    </div>
  );
}

/** The screen as its route entry loads it (app/screens.tsx). */
export { AboutPage as Component };
