import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@zeng/contract/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardAdvert } from '../../components/advert-card/card-advert';
import { resetLikedCache } from '../../lib/liked';
import { renderRoutes } from '../../testing/render';
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

const routes = [
  { path: PATHS.likedPage, element: <LikedPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

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
    expect(titles).toEqual(['Apple iPhone 2', 'Azercell 050 111 22 33']);
    expect(screen.getByText('1 002 AZN')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/phone-preview/phone/2', '/phone-preview/sim/7']);
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

  it('shows the empty state with a link to browse when nothing is liked', async () => {
    await renderRoutes(routes, '/likedPage', 'az');
    expect(screen.getByRole('heading', { level: 1, name: 'Bəyəndiklərim' })).toBeInTheDocument();
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
