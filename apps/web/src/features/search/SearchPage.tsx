import { useInfiniteQuery } from '@tanstack/react-query';
import { PRODUCT_CATEGORIES } from '@zeng/contract/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseCategory } from '../../components/advert/advert-detail';
import { AdvertGrid } from '../../components/advert-grid/AdvertGrid';
import { PageHeading } from '../../components/PageHeading';
import { advertListQuery } from '../../lib/adverts-query';
import { SearchInput } from './SearchInput';
import styles from './SearchPage.module.css';

const DEBOUNCE_MS = 300;

/** Search: the typed text searches the chosen category's listing as the person types. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get('category') ?? undefined) ?? 'phone';
  const [text, setText] = useState(params.get('q') ?? '');
  const [query, setQuery] = useState(text.trim());

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set('q', query);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [query, setParams]);

  const results = useInfiniteQuery({
    ...advertListQuery(category, { searchQuery: query }),
    enabled: query.length > 0,
  });

  return (
    <section>
      <PageHeading>{t('pages.search')}</PageHeading>
      <SearchInput value={text} onChange={setText} />
      <div className={styles.tabs} role="tablist" aria-label={t('listing.category')}>
        {PRODUCT_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={c === category}
            className={styles.tab}
            onClick={() =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('category', c);
                  return next;
                },
                { replace: true },
              )
            }
          >
            {t(`listing.titles.${c}`)}
          </button>
        ))}
      </div>
      {query ? (
        <AdvertGrid query={results} emptyText={t('listing.noResults', { query })} />
      ) : (
        <p className={styles.hint}>{t(category === 'sim' ? 'listing.searchHintSim' : 'listing.searchHint')}</p>
      )}
    </section>
  );
}
