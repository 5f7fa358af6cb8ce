import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import { type FilterName, filterOf, type ListFilterValues } from '@zeng/contract/filters';
import { PATHS } from '@zeng/contract/routes';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AdvertGrid } from '../../components/advert-grid/AdvertGrid';
import { useHydrated } from '../../components/BrowserOnly';
import { Icon } from '../../components/Icon';
import { lazyPart } from '../../components/LazyPart';
import { PageHeading } from '../../components/PageHeading';
import { advertListQuery } from '../../lib/adverts-query';
import { LISTINGS } from '../../lib/listing-config';
import { chosenFilters, filterChange, hasActiveFilters, pageHref } from '../../lib/listing-params';
import { searchCountsQuery } from '../../lib/search-query';
import { useSignedIn } from '../../lib/session';
import styles from './ListingPage.module.css';
import { useListingParams } from './use-listing-params';

// Parts drawn by the server whose code comes when wanted (components/LazyPart.tsx): home's shortcuts (a
// phone's tiles, a desktop's today bar) and the category switcher are links that work without it; the
// toolbar (dropdowns, sort, Clear) and a phone's row of brand logos keep a tap until their code is in.
// The chips come only with a chosen filter; each fallback holds its part's place, so nothing moves.
// The chips, the switcher and the toolbar speak the filters' and search's words (`finding`).
const FilterChips = lazyPart('filter-chips', () => import('./FilterChips').then((m) => m.FilterChips), {
  fallback: <div className={styles.chipsSlot} />,
  namespaces: ['finding'],
});
const ShortcutTiles = lazyPart('shortcut-tiles', () => import('./ShortcutTiles').then((m) => m.ShortcutTiles), {
  fallback: <div className={styles.tilesSlot} />,
});
const TodayBar = lazyPart('today-bar', () => import('./TodayBar').then((m) => m.TodayBar), {
  fallback: <div className={styles.todaySlot} />,
});
const BrandRow = lazyPart('brand-row', () => import('./BrandRow').then((m) => m.BrandRow), {
  fallback: <div className={`${styles.brandSlot} phone-only`} />,
});
const CategorySwitcher = lazyPart(
  'category-switcher',
  () => import('./CategorySwitcher').then((m) => m.CategorySwitcher),
  { fallback: <div className={styles.switcherSlot} />, namespaces: ['finding'] },
);
const ListingTools = lazyPart('listing-tools', () => import('./ListingTools').then((m) => m.ListingTools), {
  namespaces: ['finding'],
});
// A signed-in person's Save search (issue 38), in the profile's words: a visitor's page never draws it.
const SaveSearch = lazyPart('save-search', () => import('./SaveSearch').then((m) => m.SaveSearch), {
  whenShown: true,
  namespaces: ['profile'],
});
// The category's landing pages (brands, cities…), headed in the landing pages' words.
const CategoryLinks = lazyPart('category-links', () => import('./CategoryLinks').then((m) => m.CategoryLinks), {
  namespaces: ['landing'],
});

/** What a filter screen hands its listing: show the results rather than the page's top. */
interface ResultsState {
  toResults: true;
}

export interface ListingPageProps {
  category: ProductCategory;
  /** A landing page's own filters (a brand's, a city's), which its address holds rather than its query. */
  fixed?: ListFilterValues;
  /** The heading, where it is not the category's. */
  title?: ReactNode;
  /** Above the heading (a landing page's breadcrumb). */
  lead?: ReactNode;
  /** After the list (a landing page's neighbours). */
  children?: ReactNode;
  /** How many adverts it holds, where its first page does not say (a landing page's, as last counted). */
  total?: number;
}

/** A category's listing: filters, sort, clear and the grid; the home page is the phone one. */
export function ListingPage({ category, fixed, title, lead, children, total }: ListingPageProps) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const config = LISTINGS[category];
  const { own, params, update, clear } = useListingParams(fixed, config.path);
  const { pathname, search, state } = useLocation();
  const query = useInfiniteQuery(advertListQuery(category, params));
  const isHome = category === 'phone' && !fixed;
  const filtered = hasActiveFilters(own);
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
  const chosen = chosenFilters(own, category);
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
  // Not while hydrating: the server's page has no counts (CategorySwitcher's useSearchCounts says why).
  const hydrated = useHydrated();
  const searchCounts = useQuery({ ...searchCountsQuery(searched ?? ''), enabled: Boolean(searched) });
  const searchTotal = hydrated && searched && chosen.length === 0 ? searchCounts.data?.[category] : undefined;

  return (
    <section className={styles.page}>
      {/* The shortcuts fold away while filters are chosen: the first screen then shows what they found. */}
      {isHome && !filtered && (
        <>
          <div className="phone-only">
            <ShortcutTiles />
          </div>
          <div className="desktop-only">
            <TodayBar to={config.todayPath} />
          </div>
        </>
      )}
      {lead}
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
        {title ?? t(config.titleKey)}
      </PageHeading>
      {/* Home's tiles lead to the other categories until filters fold them away; a desktop's top bar does. */}
      {(!isHome || filtered || searched) && (
        <CategorySwitcher current={category} searchQuery={searched} className={searched ? undefined : 'phone-only'} />
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
        <BrandRow
          className="phone-only"
          kind={config.brandKind}
          selected={params.brandIds?.[0]}
          onSelect={(id) => update({ brandIds: id ? [id] : undefined })}
        />
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
        <ListingTools
          sort={params.sortByType}
          config={config}
          params={params}
          update={update}
          clear={clear}
          compactFilters={compactFilters}
          filtered={filtered}
        />
        {signedIn && <SaveSearch config={config} params={params} />}
      </div>
      {chipRows.map(
        ({ names, className }) =>
          chosen.length > 0 && (
            <div key={className ?? 'all'} className={className}>
              <FilterChips config={config} params={params} names={names} onRemove={removeChip} />
            </div>
          ),
      )}
      <AdvertGrid
        query={query}
        total={searchTotal ?? total}
        emptyText={searched ? t('listing.noResults', { query: searched }) : undefined}
        // A search's results have no numbered pages: crawlers are kept from them.
        paging={searched ? undefined : { first: own.pageNumber ?? 1, href: (n) => pageHref(pathname, own, n) }}
        rows={category === 'sim'}
      />
      {children ?? (!filtered && !searched && <CategoryLinks category={category} />)}
    </section>
  );
}
