import { useQuery } from '@tanstack/react-query';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CATEGORY_LISTING } from '../../components/advert/advert-detail';
import { CardList } from '../../components/advert-grid/CardList';
import { BackButton } from '../../components/BackButton';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { SearchBox } from '../../components/search-box/SearchBox';
import { firstPageQuery } from '../../lib/adverts-query';
import { formatCount, previewParams, searchCountsQuery, searchWords } from '../../lib/search-query';
import styles from './SearchPage.module.css';

/**
 * Search: one box for every category, with suggestions while typing. The words' results come grouped by
 * category, the one with most first, each with its count ("Accessories 20"), a few of its cards and
 * a way to all of them, where sort and filters narrow them further.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const words = searchWords(params.get('q'));
  const counts = useQuery({ ...searchCountsQuery(words), enabled: words.length > 0 });
  const found = PRODUCT_CATEGORIES.filter((c) => (counts.data?.[c] ?? 0) > 0).sort(
    (a, b) => (counts.data?.[b] ?? 0) - (counts.data?.[a] ?? 0),
  );
  const navigate = useNavigate();
  // Words found in one category alone: its listing, with sort and filters, is the answer.
  const only = found.length === 1 ? found[0] : undefined;
  useEffect(() => {
    if (only) void navigate(listingHref(only, words), { replace: true });
  }, [only, words, navigate]);

  return (
    <section>
      <PageHeading leading={<BackButton fallback={PATHS.home} />}>{t('pages.search')}</PageHeading>
      <SearchBox key={words} initial={words} autoFocus={!words} variant="screen" />
      {!words ? (
        <p className={styles.hint}>{t('listing.searchHint')}</p>
      ) : counts.status === 'pending' ? (
        <p className={styles.hint}>{t('common.loading')}</p>
      ) : counts.status === 'error' ? (
        <p className={styles.hint} role="alert">
          {t('listing.fetchFailed', { status: '' })}
        </p>
      ) : found.length === 0 ? (
        <EmptyState text={t('listing.noResults', { query: words })} />
      ) : (
        <>
          <p className={styles.summary} aria-live="polite">
            {t('search.foundIn', { query: words })}
          </p>
          <nav aria-label={t('search.byCategory')}>
            <ul className={styles.counts}>
              {found.map((category) => (
                <li key={category}>
                  <a href={`#found-${category}`} className={styles.count}>
                    {t(`listing.titles.${category}`)} <strong>{formatCount(counts.data[category])}</strong>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {found.map((category) => (
            <FoundIn key={category} category={category} words={words} count={counts.data[category]} />
          ))}
        </>
      )}
    </section>
  );
}

const listingHref = (category: ProductCategory, words: string) =>
  `${CATEGORY_LISTING[category]}?${new URLSearchParams({ searchQuery: words })}`;

/** One category's share of the results: its first cards and the way to all of them. */
function FoundIn({ category, words, count }: { category: ProductCategory; words: string; count: number }) {
  const { t } = useTranslation();
  const cards = useQuery(firstPageQuery(category, previewParams(words))).data?.cards;
  const all = listingHref(category, words);
  return (
    <section id={`found-${category}`} className={styles.group} aria-labelledby={`found-${category}-title`}>
      <header className={styles.groupHeader}>
        <h2 id={`found-${category}-title`} className={styles.groupTitle}>
          {t(`listing.titles.${category}`)} <span className={styles.groupCount}>{formatCount(count)}</span>
        </h2>
        <Link to={all} className={styles.seeAll}>
          {t('search.seeAll', { count: formatCount(count) })}
        </Link>
      </header>
      {cards && <CardList cards={cards} />}
    </section>
  );
}

export { searchLoader as loader } from './search-loader';
/** The screen as its route entry loads it (app/screens.tsx), its loader in the same chunk. */
export { SearchPage as Component };
