import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './CategorySwitcher.module.css';
import { LISTINGS } from './listing-config';

interface CategorySwitcherProps {
  current: ProductCategory;
  /** The words being searched: every category's link searches them too. */
  searchQuery?: string;
  /** Adverts matching the words per category, when known: "Accessories 20". */
  counts?: Partial<Record<ProductCategory, string>>;
  className?: string;
}

/** Every listing's way to the others, keeping the words of a search; the current one is marked. */
export function CategorySwitcher({ current, searchQuery, counts, className }: CategorySwitcherProps) {
  const { t } = useTranslation();
  const query = searchQuery ? `?${new URLSearchParams({ searchQuery })}` : '';
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
              {counts?.[category] !== undefined && (
                <>
                  {' '}
                  <span className={styles.count}>{counts[category]}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
