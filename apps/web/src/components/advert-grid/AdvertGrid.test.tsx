import { useInfiniteQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { advertListQuery } from '../../lib/adverts-query';
import { phoneListItem } from '../../testing/fixtures';
import { element, renderRoutes } from '../../testing/render';
import { json, stubApi, urlsOf } from '../../testing/stub-api';
import { AdvertGrid, type Paging } from './AdvertGrid';
import { pageNumbers } from './Pager';

const paging = (first = 1): Paging => ({ first, href: (n) => (n > 1 ? `/?page=${n}` : '/') });

function PhoneGrid({ pages }: { pages?: Paging }) {
  return <AdvertGrid query={useInfiniteQuery(advertListQuery('phone', {}))} paging={pages} />;
}

/**
 * Six pages of two phones (the first, then c2 to c6); the last has no next cursor. The first page
 * may say how many the list holds (`totalCount`), as the API's first pages do. A page waits for
 * `hold` when one is given, so a test can look at the list while it comes.
 */
const sixPages = (totalCount?: number, hold?: Promise<void>) =>
  stubApi({
    'GET /phone': async ({ url }) => {
      const page = Number(url.searchParams.get('page')?.slice(1) ?? 1);
      if (page > 1 && hold) await hold;
      const phones = [phoneListItem(page * 2 - 1), phoneListItem(page * 2)];
      return { phones, nextCursor: page < 6 ? `c${page + 1}` : null, ...(page === 1 && { totalCount }) };
    },
  });

const slots = () => document.querySelectorAll('li[aria-hidden="true"]');
const showMoreLink = (name: string | RegExp = /^Show more/) => screen.getByRole('link', { name });

/** Presses "Show more" until phone `upTo` is on the screen, from phone `from`. */
async function showUpTo(upTo: number, from = 2, name: string | RegExp = /^(Show more|Показать ещё|Daha çox)/) {
  const user = userEvent.setup();
  for (let shown = from; shown < upTo; shown += 2) {
    await user.click(screen.getByRole('link', { name }));
    await screen.findByRole('heading', { name: `Apple iPhone ${shown + 2}` });
  }
}

describe('advert grid', { timeout: 15_000 }, () => {
  it('asks for nothing more until the person does: a crawler rendering the page calls no API', async () => {
    const fetchMock = sixPages(12);
    await renderRoutes(element(<PhoneGrid pages={paging()} />), '/', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(urlsOf(fetchMock, 'GET /phone')).toHaveLength(1);
    expect(slots()).toHaveLength(0);
  });

  it('makes "Show more" a link to the next numbered page, which a press fills in place below', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const fetchMock = sixPages(
      12,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    await renderRoutes(element(<PhoneGrid pages={paging()} />), '/', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    const more = showMoreLink('Show more · 10 left');
    expect(more).toHaveAttribute('href', '/?page=2');

    await user.click(more);
    // The next page's slots stand where its cards will come, at once: nothing below moves when they do.
    expect(slots()).toHaveLength(2);
    expect(slots()[0]?.previousElementSibling).toContainElement(
      screen.getByRole('heading', { name: 'Apple iPhone 2' }),
    );
    expect(more).toHaveAttribute('aria-disabled', 'true');
    release();
    await screen.findByRole('heading', { name: 'Apple iPhone 4' });
    expect(slots()).toHaveLength(0);
    // The press stayed on this page: the cards were added, the address is the same.
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
    expect(showMoreLink('Show more · 8 left')).toHaveAttribute('href', '/?page=3');
    expect(showMoreLink('Show more · 8 left')).toHaveFocus();
    expect(urlsOf(fetchMock, 'GET /phone').map((u) => u.searchParams.get('page'))).toEqual([null, 'c2']);
  });

  it('reserves no more slots than the count says are left', async () => {
    const user = userEvent.setup();
    let release = () => {};
    sixPages(
      3,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    await renderRoutes(element(<PhoneGrid pages={paging()} />), '/', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    await user.click(showMoreLink('Show more · 1 left'));
    expect(slots()).toHaveLength(1);
    release();
  });

  it('is a button where the list has no addresses of its own (a dialog’s), and ends with the list', async () => {
    const user = userEvent.setup();
    const fetchMock = sixPages();
    await renderRoutes(element(<PhoneGrid />), '/', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    expect(screen.queryByRole('link', { name: /Show more/ })).not.toBeInTheDocument();
    for (let shown = 2; shown < 12; shown += 2) {
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      await screen.findByRole('heading', { name: `Apple iPhone ${shown + 2}` });
    }
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument());
    expect(urlsOf(fetchMock, 'GET /phone')).toHaveLength(6);
  });

  it('stops at a failed next page and shows the status with a retry, instead of asking again and again', async () => {
    const user = userEvent.setup();
    let failures = 0;
    stubApi({
      'GET /phone': ({ url }) => {
        if (url.searchParams.get('page') !== 'c2') return { phones: [phoneListItem(1)], nextCursor: 'c2' };
        failures += 1;
        return failures === 1 ? json({}, 502) : { phones: [phoneListItem(2)], nextCursor: null };
      },
    });
    await renderRoutes(element(<PhoneGrid pages={paging()} />), '/', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 1' });
    await user.click(showMoreLink());
    expect(await screen.findByText('Failed to fetch data: 502')).toBeInTheDocument();
    expect(failures).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Apple iPhone 2' })).toBeInTheDocument();
  });
});

describe('numbered pages', { timeout: 15_000 }, () => {
  it('names the first, the last and the pages near the one shown', () => {
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, null, 10, null, 12]);
    // Every tenth page, so that any page is two steps from any other.
    expect(pageNumbers(1, 55)).toEqual([1, 2, 3, 4, null, 10, null, 20, null, 30, null, 40, null, 50, null, 55]);
    expect(pageNumbers(24, 30)).toEqual([1, null, 10, null, 20, 21, 22, 23, 24, 25, 26, 27, null, 30]);
    expect(pageNumbers(7, 12)).toEqual([1, null, 4, 5, 6, 7, 8, 9, 10, null, 12]);
    expect(pageNumbers(5, 5)).toEqual([1, 2, 3, 4, 5]);
    // Without a count: those before and the next one.
    expect(pageNumbers(2, undefined)).toEqual([1, 2, 3]);
  });

  it('links the list’s numbered pages, the one shown marked, and follows what "Show more" adds', async () => {
    // Pages of ten on the site: 120 adverts are twelve numbered pages.
    sixPages(120);
    await renderRoutes(element(<PhoneGrid pages={paging(3)} />), '/?page=3', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('3')).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: '1' })).toHaveAttribute('href', '/');
    expect(within(pages).getByRole('link', { name: '6' })).toHaveAttribute('href', '/?page=6');
    expect(within(pages).getByRole('link', { name: '12' })).toHaveAttribute('href', '/?page=12');
    expect(within(pages).queryByRole('link', { name: '7' })).not.toBeInTheDocument();
    expect(showMoreLink()).toHaveAttribute('href', '/?page=4');
    // The two pages before this one count as read: 120 less 20 less the two cards shown.
    expect(showMoreLink()).toHaveAccessibleName('Show more · 98 left');
    await showUpTo(4);
    expect(showMoreLink()).toHaveAttribute('href', '/?page=5');
    await waitFor(() => expect(within(pages).getByText('4')).toHaveAttribute('aria-current', 'page'));
  });
});

describe('"Show more" says how many adverts remain', { timeout: 15_000 }, () => {
  it('counts down in Russian with the plural each number takes', async () => {
    sixPages(12);
    await renderRoutes(element(<PhoneGrid pages={paging()} />), '/', 'ru');
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    await showUpTo(6);
    expect(showMoreLink('Показать ещё · осталось 6 объявлений')).toBeInTheDocument();
    await showUpTo(8, 6);
    expect(showMoreLink('Показать ещё · осталось 4 объявления')).toBeInTheDocument();
  });

  it('says "994+" of a count the API capped at 1000+', async () => {
    sixPages(500);
    await renderRoutes(element(<PhoneGrid pages={paging()} />), '/', 'az');
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    await showUpTo(6);
    expect(showMoreLink('Daha çox göstər · 494 elan qalıb')).toBeInTheDocument();
    cleanup();
    sixPages(1001);
    await renderRoutes(element(<PhoneGrid pages={paging()} />), '/', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    await showUpTo(6);
    expect(showMoreLink('Show more · 994+ left')).toBeInTheDocument();
  });
});
