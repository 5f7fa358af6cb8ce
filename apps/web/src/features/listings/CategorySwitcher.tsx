import { useQuery } from '@tanstack/react-query';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHydrated } from '../../components/BrowserOnly';
import { LISTINGS } from '../../lib/listing-config';
import { formatCount, searchCountsQuery } from '../../lib/search-query';
import styles from './CategorySwitcher.module.css';

/**
 * A searched listing's counts per category, once the page is live. The server's page never has them,
 * so while it hydrates none are drawn, even when they came before the app did (a signed-in page waits
 * for its session first): drawing them then would differ from the server's page (React #418).
 */
function useSearchCounts(searchQuery: string | undefined) {
  const hydrated = useHydrated();
  const { data } = useQuery({ ...searchCountsQuery(searchQuery ?? ''), enabled: Boolean(searchQuery) });
  return hydrated ? data : undefined;
}

interface CategorySwitcherProps {
  current: ProductCategory;
  /** The words being searched: every category's link searches them too, with its count. */
  searchQuery?: string;
  className?: string;
}

/**
 * Every listing's way to the others, the current one marked. While searching, each link keeps the words
 * and says how many adverts hold them ("Accessories 20"), and a category without any says where they are.
 */
export function CategorySwitcher({ current, searchQuery, className }: CategorySwitcherProps) {
  const { t } = useTranslation();
  const counts = useSearchCounts(searchQuery);
  const query = searchQuery ? `?${new URLSearchParams({ searchQuery })}` : '';
  const elsewhere = PRODUCT_CATEGORIES.filter((c) => c !== current && (counts?.[c] ?? 0) > 0);
  return (
    <nav aria-label={t('listing.category')} className={className}>
      <ul className={styles.row}>
        {PRODUCT_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={`${LISTINGS[category].path}${query}`}
              className={styles.link}
              aria-current={category === current ? 'page' : undefined}
              replace={searchQuery !== undefined}
            >
              {t(LISTINGS[category].titleKey)}
              {counts && (
                <>
                  {' '}
                  <span className={styles.count}>{formatCount(counts[category])}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {searchQuery && counts?.[current] === 0 && elsewhere.length > 0 && (
        <p className={styles.elsewhere} role="status">
          {t('search.elsewhere', {
            query: searchQuery,
            categories: elsewhere.map((c) => `${t(LISTINGS[c].titleKey)} (${formatCount(counts[c])})`).join(', '),
          })}
        </p>
      )}
    </nav>
  );
}
