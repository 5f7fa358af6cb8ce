import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { currentLanguage } from '../../lib/i18n';
import { CLAUSE_KEYS, useTerms } from './api/get-terms';
import styles from './TermsPage.module.css';

/** "1. Definitions" opens a section; "1.1. …" is a clause inside it. */
const isSectionHeading = (text: string) => /^\d+\.\s/.test(text);

interface TermsSection {
  heading?: { key: string; text: string };
  clauses: { key: string; text: string }[];
}

function toSections(texts: { key: string; text: string }[]): TermsSection[] {
  const sections: TermsSection[] = [];
  for (const entry of texts) {
    const current = sections[sections.length - 1];
    if (isSectionHeading(entry.text)) sections.push({ heading: entry, clauses: [] });
    else if (current) current.clauses.push(entry);
    else sections.push({ clauses: [entry] });
  }
  return sections;
}

/** /termsConditionsCard: the logo, the heading and the 90 clauses in order, loaded only here. */
export function TermsPage() {
  const { t, i18n } = useTranslation('info');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const terms = useTerms(lng);

  return (
    <article className={styles.document} aria-labelledby="terms-title">
      <header className={styles.header}>
        <Link to={PATHS.home} className={styles.logo} aria-label={t('terms.home')}>
          <Logo />
        </Link>
        <h1 id="terms-title" className={styles.title}>
          {t('terms.title')}
        </h1>
        <p className={styles.intro}>{t('terms.intro')}</p>
      </header>

      {terms.isPending && (
        <div className={styles.loading} aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <span key={i} className={styles.skeletonLine} />
          ))}
          <span role="status" className="visually-hidden">
            {t('terms.loading')}
          </span>
        </div>
      )}
      {terms.isError && (
        <div className={styles.failed}>
          <p role="alert">
            <Icon name="circle-alert" size={18} aria-hidden="true" />
            {t('terms.failed')}
          </p>
          <button type="button" onClick={() => void terms.refetch()}>
            {t('terms.retry')}
          </button>
        </div>
      )}
      {terms.isSuccess &&
        toSections(CLAUSE_KEYS.map((key) => ({ key, text: terms.data[key] ?? '' }))).map((section, index) => (
          <section key={section.heading?.key ?? `part-${index}`} className={styles.section}>
            {section.heading && (
              <h2 className={styles.sectionTitle} data-clause={section.heading.key}>
                {section.heading.text}
              </h2>
            )}
            <ol className={styles.clauses}>
              {section.clauses.map((clause) => {
                const [, number, text] = /^(\d+(?:\.\d+)*\.)\s+(.*)$/s.exec(clause.text) ?? [];
                return (
                  <li key={clause.key} data-clause={clause.key}>
                    {number ? (
                      <>
                        <span className={styles.number}>{number}</span> {text}
                      </>
                    ) : (
                      clause.text
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        ))}

      <footer className={styles.footer}>
        <a href="#terms-title" className={styles.top}>
          <Icon name="arrow-up" size={16} aria-hidden="true" />
          {t('terms.backToTop')}
        </a>
      </footer>
    </article>
  );
}

export { termsLoader as loader } from './terms-loader';
/** The screen as its route entry loads it (app/screens.tsx), its loader in the same chunk. */
export { TermsPage as Component };
