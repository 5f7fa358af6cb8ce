import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import { type FilterName, filterOf } from '@zeng/contract/filters';
import { PATHS } from '@zeng/contract/routes';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AdvertGrid } from '../../components/advert-grid/AdvertGrid';
import { Icon } from '../../components/Icon';
import { LazyPart } from '../../components/LazyPart';
import { PageHeading } from '../../components/PageHeading';
import { advertListQuery } from '../../lib/adverts-query';
import { chosenFilters, filterChange, hasActiveFilters } from '../../lib/listing-params';
import { searchCountsQuery } from '../../lib/search-query';
import styles from './ListingPage.module.css';
import { LISTINGS } from './listing-config';
import { useListingParams } from './use-listing-params';

// Loaded only when a filter is chosen: most visits to Home have none.
const FilterChips = lazy(() => import('./FilterChips').then((m) => ({ default: m.FilterChips })));
// Home's shortcuts (a phone's tiles, a desktop's today bar): drawn by the server as links
// that work before the app does, live once their code arrives, after the cards.
const ShortcutTiles = lazy(() => import('./ShortcutTiles').then((m) => ({ default: m.ShortcutTiles })));
const TodayBar = lazy(() => import('./TodayBar').then((m) => ({ default: m.TodayBar })));
// The toolbar's dropdowns, sort and Clear (a desktop's way to filter, and SIM cards' and accessories' on a
// phone): drawn by the server, live once their code arrives; a phone's home filters on its own screen.
// A phone's row of brand logos: drawn by the server, live once its code arrives after the cards'.
const BrandRow = lazy(() => import('./BrandRow').then((m) => ({ default: m.BrandRow })));
// Every listing's way to the others: links the server draws, made live after the cards.
const CategorySwitcher = lazy(() => import('./CategorySwitcher').then((m) => ({ default: m.CategorySwitcher })));
const ListingTools = lazy(() => import('./ListingTools').then((m) => ({ default: m.ListingTools })));

/** What a filter screen hands its listing: show the results rather than the page's top. */
interface ResultsState {
  toResults: true;
}

/** A category's listing: filters, sort, clear and the infinite grid; the home page is the phone one. */
export function ListingPage({ category }: { category: ProductCategory }) {
  const { t } = useTranslation();
  const config = LISTINGS[category];
  const { params, update, clear } = useListingParams();
  const { search, state } = useLocation();
  const query = useInfiniteQuery(advertListQuery(category, params));
  const isHome = category === 'phone';
  const filtered = hasActiveFilters(params);
  const searched = params.searchQuery;
  const results = useRef<HTMLDivElement>(null);
  // Arriving from a filter screen: the person wants to see what the filters left, not the page's top.
  const fromFilterScreen = (state as ResultsState | null)?.toResults === true;
  useEffect(() => {
    if (fromFilterScreen) results.current?.scrollIntoView({ block: 'start' });
  }, [fromFilterScreen]);
  // On a phone, a listing with a filter screen (phones, tablets) offers a brand row and that screen
  // instead of dropdowns. Both are drawn and CSS shows one: the server cannot know the width.
  const compactFilters = config.filterScreen !== undefined;
  const chosen = chosenFilters(params, category);
  // Chips name every chosen filter the screen does not already show in a dropdown of its own.
  // The price has its own dropdown in the toolbar, which names the range. Each line also says how many
  // adverts the narrowed list holds, with the chips' code: only lists narrowed by a filter load it.
  const besideDropdowns = chosen.filter((name) => !config.filters.includes(name) && filterOf(name).kind !== 'number');
  const chipRows = compactFilters
    ? [
        { names: chosen, className: 'phone-only' },
        { names: besideDropdowns, className: 'desktop-only' },
      ]
    : [{ names: besideDropdowns, className: undefined }];
  const removeChip = (name: FilterName) => update(filterChange(name, undefined));
  // A searched list's first page carries no count (contract: listTotal); the search's own counts, which
  // the category switcher asks for anyway, say how many it holds while nothing else narrows it.
  const searchCounts = useQuery({ ...searchCountsQuery(searched ?? ''), enabled: Boolean(searched) });
  const searchTotal = searched && chosen.length === 0 ? searchCounts.data?.[category] : undefined;

  return (
    <section className={styles.page}>
      {/* The shortcuts fold away while filters are chosen: the first screen then shows what they found. */}
      {isHome && !filtered && (
        <>
          <div className="phone-only">
            <Suspense fallback={<div className={styles.tilesSlot} />}>
              <ShortcutTiles />
            </Suspense>
          </div>
          <div className="desktop-only">
            <Suspense fallback={<div className={styles.todaySlot} />}>
              <TodayBar to={config.todayPath} />
            </Suspense>
          </div>
        </>
      )}
      <PageHeading
        actions={
          <Link
            to={PATHS.search}
            // A desktop searches from the top bar's box.
            className={`${styles.searchLink} phone-only`}
            aria-label={t('pages.search')}
          >
            <Icon name="search" size={18} aria-hidden="true" />
            <span>{t('pages.search')}</span>
          </Link>
        }
      >
        {t(config.titleKey)}
      </PageHeading>
      {/* Home's tiles lead to the other categories until filters fold them away; a desktop's top bar does. */}
      {(!isHome || filtered || searched) && (
        <Suspense fallback={<div className={styles.switcherSlot} />}>
          <CategorySwitcher current={category} searchQuery={searched} className={searched ? undefined : 'phone-only'} />
        </Suspense>
      )}
      {params.searchQuery && (
        <p className={styles.searching}>
          {t('listing.searchingFor', { query: params.searchQuery })}{' '}
          <button type="button" className={styles.linkButton} onClick={() => update({ searchQuery: undefined })}>
            {t('listing.clearSearch')}
          </button>
        </p>
      )}
      {compactFilters && config.brandKind && (
        <LazyPart fallback={<div className={`${styles.brandSlot} phone-only`} />}>
          <BrandRow
            className="phone-only"
            kind={config.brandKind}
            selected={params.brandIds?.[0]}
            onSelect={(id) => update({ brandIds: id ? [id] : undefined })}
          />
        </LazyPart>
      )}
      <div className={styles.toolbar} ref={results}>
        {compactFilters && config.filterScreen && (
          <Link
            to={`${config.filterScreen}${search}`}
            className={`${styles.tool} phone-only`}
            aria-label={chosen.length ? t('listing.filtersCount', { count: chosen.length }) : undefined}
          >
            <Icon name="sliders-horizontal" size={16} aria-hidden="true" />
            {t('listing.filters')}
            {chosen.length > 0 && <span className={styles.badge}>{chosen.length}</span>}
          </Link>
        )}
        <LazyPart>
          <ListingTools
            sort={params.sortByType}
            config={config}
            params={params}
            update={update}
            clear={clear}
            compactFilters={compactFilters}
            filtered={filtered}
          />
        </LazyPart>
      </div>
      {chipRows.map(
        ({ names, className }) =>
          chosen.length > 0 && (
            <div key={className ?? 'all'} className={className}>
              {/* The fallback holds the chips' line, so the list does not move when they arrive. */}
              <LazyPart fallback={<div className={styles.chipsSlot} />}>
                <FilterChips config={config} params={params} names={names} onRemove={removeChip} />
              </LazyPart>
            </div>
          ),
      )}
      <AdvertGrid
        query={query}
        total={searchTotal}
        emptyText={searched ? t('listing.noResults', { query: searched }) : undefined}
      />
    </section>
  );
}
