import { useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import type { Landing } from '@zeng/contract/landing';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { MessagePage } from '../../components/MessagePage';
import { PageHeading } from '../../components/PageHeading';
import { LISTINGS } from '../../lib/listing-config';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LandingLinks } from './LandingLinks';
import styles from './LandingPage.module.css';
import type { ListingPageProps } from './ListingPage';
import { landingDocumentName, landingTitle, linkName, priceRange } from './landing-name';
import { landingQuery } from './landing-query';

/** Where the landing page stands: its category's list, then the pages above it (a model's brand), then itself. */
function Breadcrumb({ landing, title }: { landing: Landing; title: string }) {
  const { t } = useTranslation();
  const config = LISTINGS[landing.category];
  return (
    <nav className={styles.breadcrumb} aria-label={t('landing:breadcrumb')}>
      <ol>
        <li>
          <Link to={config.path}>{t(config.titleKey)}</Link>
        </li>
        {landing.trail.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{linkName(t, link)}</Link>
          </li>
        ))}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}

/**
 * A landing page (issue 36): a brand's, a model's, a city's, an operator's or an accessory type's
 * adverts, at an address of its own, with where it stands and where to go next.
 */
export function LandingPage({
  category,
  Listing,
}: {
  category: ProductCategory;
  /**
   * The category listing it is drawn as, handed over by its route entry: home's script has it already,
   * and a screen's chunk importing it made the build split home's script into many.
   */
  Listing: ComponentType<ListingPageProps>;
}) {
  const { t } = useTranslation();
  const { '*': path = '' } = useParams();
  const { data: landing, isError } = useQuery(landingQuery(category, path));
  useDocumentTitle(landing && landingDocumentName(t, landing));
  if (isError) {
    return (
      <MessagePage icon={<Icon name="search-x" size={48} />} title={t('pages.notFound')} text={t('pages.notFoundText')}>
        <Link to={LISTINGS[category].path}>{t(LISTINGS[category].titleKey)}</Link>
      </MessagePage>
    );
  }
  if (!landing) {
    return (
      <section aria-busy="true">
        <PageHeading>{t(LISTINGS[category].titleKey)}</PageHeading>
        <p className={styles.summary}>{t('common.loading')}</p>
      </section>
    );
  }
  const title = landingTitle(t, landing);
  // "37 adverts · 900–2 100 AZN", beside the name: what people search for with it.
  const summary = [t('landing:adverts', { count: landing.adverts }), priceRange(t, landing)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Listing
      category={category}
      fixed={landing.filters}
      total={landing.adverts}
      title={
        <>
          {title} <span className={styles.summary}>{summary}</span>
        </>
      }
      lead={<Breadcrumb landing={landing} title={title} />}
    >
      <LandingLinks links={landing.neighbours} />
    </Listing>
  );
}

/** The screen as its route entry loads it (app/screens.tsx): drawn for its category by the entry. */
export { LandingPage as Component };
