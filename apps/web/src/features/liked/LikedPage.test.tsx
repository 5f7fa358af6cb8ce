import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@zeng/contract/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardAdvert } from '../../components/advert-card/card-advert';
import { resetLikedCache } from '../../lib/liked';
import { phoneListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { stubApi, urlsOf } from '../../testing/stub-api';
import { findToast, withToasts } from '../../testing/toasts';
import { LikedPage } from './LikedPage';

const card = (id: number, overrides: Partial<CardAdvert> = {}): CardAdvert => ({
  id,
  productCategoryName: 'phone',
  imageUrls: [`/uploads/p${id}-thumb.webp`],
  price: 1000 + id,
  brand: 'Apple',
  model: `iPhone ${id}`,
  specs: '8GB / 128GB',
  condition: 'used',
  city: 'Baku',
  published: '2026-01-10T10:00:00Z',
  ...overrides,
});

const routes = withToasts([
  { path: PATHS.likedPage, element: <LikedPage /> },
  { path: '*', element: <p>elsewhere</p> },
]);

beforeEach(() => resetLikedCache());

describe('liked page', () => {
  it('lists the liked adverts in the order kept, the most recently liked first', async () => {
    localStorage.setItem(
      'likedAds',
      JSON.stringify([
        card(2),
        card(7, {
          productCategoryName: 'sim',
          imageUrls: '/media/providers/azercell.svg',
          brand: 'Azercell',
          model: '050 111 22 33',
          specs: '',
          condition: null,
        }),
      ]),
    );
    await renderRoutes(routes, '/likedPage', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Liked' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Apple iPhone 2', '050 111 22 33']);
    expect(screen.getByText('1 002 AZN')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/phone-preview/phone/2', '/phone-preview/sim/7']);
  });

  it("never shows a list's VIP or Premium mark on a card liked from its place", async () => {
    localStorage.setItem('likedAds', JSON.stringify([card(3, { promoted: 'VIP' }), card(4, { promoted: 'PREMIUM' })]));
    await renderRoutes(routes, '/likedPage', 'en');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Apple iPhone 3',
      'Apple iPhone 4',
    ]);
    expect(screen.queryByText(/^(VIP|PREMIUM)$/)).toBeNull();
  });

  it('drops an advert whose heart is tapped', async () => {
    const user = userEvent.setup();
    localStorage.setItem('likedAds', JSON.stringify([card(2), card(3)]));
    await renderRoutes(routes, '/likedPage', 'en');
    const first = screen.getByRole('heading', { name: 'Apple iPhone 2' }).closest('article') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Remove Apple iPhone 2 from liked' }));
    expect(screen.queryByRole('heading', { name: 'Apple iPhone 2' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('likedAds') ?? 'null')).toEqual([card(3)]);
  });

  it('an unliked card can be put back in its place from the toast', async () => {
    const user = userEvent.setup();
    localStorage.setItem('likedAds', JSON.stringify([card(2), card(3), card(4)]));
    await renderRoutes(routes, '/likedPage', 'az');
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const middle = screen.getByRole('heading', { name: 'Apple iPhone 3' }).closest('article') as HTMLElement;
    await user.click(within(middle).getByRole('button', { name: /Apple iPhone 3/ }));

    expect(titles()).toEqual(['Apple iPhone 2', 'Apple iPhone 4']);
    expect(await findToast('Seçilmişlərdən çıxarıldı')).toBeVisible();
    // The tapped heart left with its card: focus goes to Undo, not lost to the page.
    const undo = screen.getByRole('button', { name: 'Geri qaytar' });
    await waitFor(() => expect(undo).toHaveFocus());
    await user.keyboard('{Enter}');

    expect(titles()).toEqual(['Apple iPhone 2', 'Apple iPhone 3', 'Apple iPhone 4']);
    // Focus is back on the heart that was pressed, now on the card put back.
    const restored = screen.getByRole('heading', { name: 'Apple iPhone 3' }).closest('article') as HTMLElement;
    expect(within(restored).getByRole('button', { pressed: true })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('likedAds') ?? 'null')).toEqual([card(2), card(3), card(4)]);
    expect(screen.queryByRole('button', { name: 'Geri qaytar' })).not.toBeInTheDocument();
  });

  it('the last liked advert unliked comes back from the empty page', async () => {
    const user = userEvent.setup();
    localStorage.setItem('likedAds', JSON.stringify([card(2)]));
    await renderRoutes(routes, '/likedPage', 'en');
    await user.click(screen.getByRole('button', { name: 'Remove Apple iPhone 2 from liked' }));
    expect(screen.getByText(/You have not liked any adverts yet/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Apple iPhone 2' })).toBeInTheDocument();
  });

  it('shows the empty state with a link to browse when nothing is liked', async () => {
    await renderRoutes(routes, '/likedPage', 'az');
    expect(screen.getByRole('heading', { level: 1, name: 'Seçilmişlər' })).toBeInTheDocument();
    expect(screen.getByText(/Hələ heç bir elanı bəyənməmisiniz/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elanlara bax' })).toHaveAttribute('href', '/');
  });

  it('logs an unparsable likedAds value and starts empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('likedAds', '{not json');
    await renderRoutes(routes, '/likedPage', 'en');
    expect(error).toHaveBeenCalledWith('Failed to parse liked ads from localStorage:', expect.any(SyntaxError));
    expect(screen.getByText(/You have not liked any adverts yet/)).toBeInTheDocument();
  });

  it('ignores a likedAds value that is not a list', async () => {
    localStorage.setItem('likedAds', JSON.stringify({ id: 2 }));
    await renderRoutes(routes, '/likedPage', 'en');
    expect(screen.getByText(/You have not liked any adverts yet/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows the same list in every language', async () => {
    localStorage.setItem('likedAds', JSON.stringify([card(2)]));
    await renderRoutes(routes, '/likedPage', 'ru');
    expect(screen.getByRole('heading', { level: 1, name: 'Избранное' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Apple iPhone 2' })).toBeInTheDocument();
  });
});

describe('liked cards refreshed from the server', () => {
  /** GET /adverts/batch answering, for each id asked, what `answer` says of it (live by default). */
  const stubBatch = (answer: (id: number, language: string) => object = (id) => live(id)) =>
    stubApi({
      'GET /adverts/batch': ({ url, init }) => {
        const language = (init.headers as Record<string, string>)['accept-language'] ?? '';
        const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
        return { adverts: ids.map((id) => answer(id, language)) };
      },
    });
  const live = (id: number, item: object = {}) => ({
    id,
    available: true,
    productCategory: 'phone',
    advert: { ...phoneListItem(id, 1000 + id), ...item },
  });
  const cardOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('article') as HTMLElement;

  it('drops a stored entry without a date or with a price that is not a number, and shows the rest', async () => {
    const { published: _, ...undated } = card(3);
    localStorage.setItem('likedAds', JSON.stringify([card(2), undated, { ...card(4), price: 'abc' }, card(5)]));
    const fetchMock = stubBatch();
    await renderRoutes(routes, '/likedPage', 'en');
    await waitFor(() => expect(urlsOf(fetchMock, 'GET /adverts/batch')).toHaveLength(1));
    expect(urlsOf(fetchMock, 'GET /adverts/batch')[0]?.searchParams.get('ids')).toBe('2,5');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Apple iPhone 2', 'Apple iPhone 5']);
  });

  it('shows the current price and city, named in the reader’s language', async () => {
    localStorage.setItem('likedAds', JSON.stringify([card(2, { city: 'Bakı', price: 1500 })]));
    stubBatch((id, language) => live(id, { price: 1250, district: { name: language === 'ru' ? 'Баку' : 'Bakı' } }));
    await renderRoutes(routes, '/likedPage', 'ru');
    expect(await screen.findByText('1 250 AZN')).toBeInTheDocument();
    expect(within(cardOf('Apple iPhone 2')).getByText('Баку')).toBeInTheDocument();
    expect(screen.queryByText('1 500 AZN')).not.toBeInTheDocument();
  });

  it('marks adverts no longer shown, and their Remove button drops them', async () => {
    const user = userEvent.setup();
    localStorage.setItem('likedAds', JSON.stringify([card(2), card(3), card(4)]));
    stubBatch((id) => (id === 2 ? live(id) : { id, available: false, reason: id === 3 ? 'EXPIRED' : 'DELETED' }));
    await renderRoutes(routes, '/likedPage', 'en');
    const gone = await screen.findAllByText('No longer available');
    expect(gone).toHaveLength(2);
    // A gone advert leads nowhere and has no heart; the live one still links to its page.
    expect(within(cardOf('Apple iPhone 3')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cardOf('Apple iPhone 2')).getByRole('link')).toHaveAttribute('href', '/phone-preview/phone/2');
    await user.click(screen.getByRole('button', { name: 'Remove Apple iPhone 3 from liked' }));
    expect(screen.queryByRole('heading', { name: 'Apple iPhone 3' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('likedAds') ?? '[]').map((a: CardAdvert) => a.id)).toEqual([2, 4]);
  });

  it('shows the stored copies, saying so, when the refresh cannot be made (offline)', async () => {
    localStorage.setItem('likedAds', JSON.stringify([card(2, { price: 1500 })]));
    stubApi({
      'GET /adverts/batch': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderRoutes(routes, '/likedPage', 'az');
    expect(await screen.findByRole('status')).toHaveTextContent(/yeniləmək alınmadı/i);
    expect(screen.getByRole('heading', { level: 2, name: 'Apple iPhone 2' })).toBeInTheDocument();
    expect(screen.getByText('1 500 AZN')).toBeInTheDocument();
  });
});
