import { useInfiniteQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { advertListQuery } from '../../lib/adverts-query';
import { phoneListItem } from '../../testing/fixtures';
import { element, renderRoutes } from '../../testing/render';
import { revealSentinel, stubIntersectionObserver } from '../../testing/sentinel';
import { stubApi, urlsOf } from '../../testing/stub-api';
import { AdvertGrid } from './AdvertGrid';

beforeEach(stubIntersectionObserver);

function PhoneGrid() {
  return <AdvertGrid query={useInfiniteQuery(advertListQuery('phone', {}))} />;
}

/**
 * Six pages of two phones (the first, then c2 to c6); the last has no next cursor. The first page
 * may say how many the list holds (`totalCount`), as the API's first pages do.
 */
const sixPages = (totalCount?: number) =>
  stubApi({
    'GET /phone': ({ url }) => {
      const page = Number(url.searchParams.get('page')?.slice(1) ?? 1);
      const phones = [phoneListItem(page * 2 - 1), phoneListItem(page * 2)];
      return { phones, nextCursor: page < 6 ? `c${page + 1}` : null, ...(page === 1 && { totalCount }) };
    },
  });

/** Renders the grid and lets its three automatic pages (six phones) arrive. */
async function threePages(language: string) {
  await renderRoutes(element(<PhoneGrid />), '/', language);
  await screen.findByRole('heading', { name: 'Apple iPhone 2' });
  revealSentinel();
  await screen.findByRole('heading', { name: 'Apple iPhone 4' });
  revealSentinel();
  await screen.findByRole('heading', { name: 'Apple iPhone 6' });
}

const slots = () => document.querySelectorAll('li[aria-hidden="true"]');

describe('advert grid', { timeout: 15_000 }, () => {
  it('reserves the slots of every page still to come by itself as skeleton cards, the first page too', async () => {
    sixPages(12);
    await renderRoutes(element(<PhoneGrid />), '/', 'en');
    expect(slots()).toHaveLength(10);
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    // The slots of pages 2 and 3 wait under the cards, where their cards will appear: as each page comes,
    // nothing below the list moves (the footer a person has scrolled to stays where it is).
    expect(slots()).toHaveLength(4);
    expect(slots()[0]?.previousElementSibling).toContainElement(
      screen.getByRole('heading', { name: 'Apple iPhone 2' }),
    );
    // So does "Show more", unseen and out of reach until the pages that come by themselves are in.
    const placeOfShowMore = () => document.querySelector('button[inert]');
    expect(placeOfShowMore()).toHaveTextContent('Show more');
    revealSentinel();
    await screen.findByRole('heading', { name: 'Apple iPhone 4' });
    expect(slots()).toHaveLength(2);
    expect(placeOfShowMore()).not.toBeNull();
    revealSentinel();
    await screen.findByRole('heading', { name: 'Apple iPhone 6' });
    expect(slots()).toHaveLength(0);
    expect(placeOfShowMore()).toBeNull();
    expect(screen.getByRole('button', { name: 'Show more · 6 left' })).not.toHaveAttribute('inert');
  });

  it('without a count (a narrowed list), reserves the next page alone: the list may end before the others', async () => {
    sixPages();
    await renderRoutes(element(<PhoneGrid />), '/', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    expect(slots()).toHaveLength(2);
    expect(document.querySelector('button[inert]')).toBeNull();
  });

  it('reserves no more slots than its count says are left, and no "Show more" a short list will not need', async () => {
    sixPages(5);
    await renderRoutes(element(<PhoneGrid />), '/', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    // Five in all, two shown: three slots, and nothing after them.
    expect(slots()).toHaveLength(3);
    expect(document.querySelector('button[inert]')).toBeNull();
  });

  it('loads three pages by itself, then waits for "Show more" so that what lies below can be reached', async () => {
    const user = userEvent.setup();
    const fetchMock = sixPages();
    await renderRoutes(element(<PhoneGrid />), '/', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    revealSentinel();
    await screen.findByRole('heading', { name: 'Apple iPhone 4' });
    revealSentinel();
    await screen.findByRole('heading', { name: 'Apple iPhone 6' });

    // Nothing is observed any more and no slots are reserved: the list ends with the button.
    expect(revealSentinel).toThrow('no sentinel is observed');
    expect(slots()).toHaveLength(0);
    expect(urlsOf(fetchMock, 'GET /phone')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Apple iPhone 8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('heading', { name: 'Apple iPhone 10' });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Apple iPhone 12' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument());
    expect(urlsOf(fetchMock, 'GET /phone').map((u) => u.searchParams.get('page'))).toEqual([
      null,
      'c2',
      'c3',
      'c4',
      'c5',
      'c6',
    ]);
  });
});

describe('"Show more" says how many adverts remain', { timeout: 15_000 }, () => {
  it('counts down in Russian with the plural each number takes', async () => {
    const user = userEvent.setup();
    sixPages(12);
    await threePages('ru');
    await user.click(await screen.findByRole('button', { name: 'Показать ещё · осталось 6 объявлений' }));
    await screen.findByRole('heading', { name: 'Apple iPhone 8' });
    await user.click(screen.getByRole('button', { name: 'Показать ещё · осталось 4 объявления' }));
    await screen.findByRole('heading', { name: 'Apple iPhone 10' });
    expect(screen.getByRole('button', { name: 'Показать ещё · осталось 2 объявления' })).toBeInTheDocument();
  });

  it('says "994+" of a count the API capped at 1000+', async () => {
    sixPages(500);
    await threePages('az');
    expect(screen.getByRole('button', { name: 'Daha çox göstər · 494 elan qalıb' })).toBeInTheDocument();
    cleanup();
    sixPages(1001);
    await threePages('en');
    expect(screen.getByRole('button', { name: 'Show more · 994+ left' })).toBeInTheDocument();
  });
});
