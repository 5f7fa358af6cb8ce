import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { phoneListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { apiError, stubApi } from '../../testing/stub-api';
import { SellerPage } from './SellerPage';

const routes = [{ path: '/seller/:id', element: <SellerPage /> }];

const seller = {
  id: 7,
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  accountType: 'BUSINESS',
  memberSince: '2025-03-14T09:00:00.000Z',
  liveAdvertCount: 2,
  soldCount: 0,
  removedAfterReports: 0,
  business: null,
};

describe('the seller page', () => {
  it('says who sells, as what and since when, and lists their adverts', async () => {
    stubApi({
      'GET /sellers/7': () => seller,
      'GET /sellers/7/adverts': () => ({ adverts: [phoneListItem(1), phoneListItem(2)], nextCursor: null }),
    });
    await renderRoutes(routes, '/seller/7', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aysel Məmmədova' })).toBeInTheDocument();
    expect(screen.getByText('Business')).toBeInTheDocument();
    expect(screen.getByText('On Zeng since 14 March 2025')).toBeInTheDocument();
    expect(screen.getByText('2 adverts')).toBeInTheDocument();
    const cards = await screen.findAllByRole('link', { name: /Samsung|Apple|iPhone|Galaxy/ });
    expect(cards.length).toBeGreaterThanOrEqual(2);
  });

  it('names a business as it trades, with its address, hours and record (issue 37)', async () => {
    stubApi({
      'GET /sellers/7': () => ({
        ...seller,
        soldCount: 14,
        removedAfterReports: 1,
        business: { name: 'Aysel Mobile', address: 'Nizami küç. 10, Bakı', hours: 'Mon–Sat 10:00–20:00' },
      }),
      'GET /sellers/7/adverts': () => ({ adverts: [], nextCursor: null }),
    });
    await renderRoutes(routes, '/seller/7', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aysel Mobile' })).toBeInTheDocument();
    expect(screen.getByText('Aysel Məmmədova')).toBeInTheDocument();
    expect(screen.getByText('14 sold on Zeng')).toBeInTheDocument();
    expect(screen.getByText('1 advert removed after reports')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Address', 'Opening hours']);
    expect(screen.getByText('Nizami küç. 10, Bakı')).toBeInTheDocument();
    expect(screen.getByText('Mon–Sat 10:00–20:00')).toBeInTheDocument();
  });

  it('says nothing of sales or removals a seller has none of', async () => {
    stubApi({
      'GET /sellers/7': () => seller,
      'GET /sellers/7/adverts': () => ({ adverts: [], nextCursor: null }),
    });
    await renderRoutes(routes, '/seller/7', 'ru');
    await screen.findByRole('heading', { level: 1, name: 'Aysel Məmmədova' });
    expect(screen.queryByText(/продаж/)).not.toBeInTheDocument();
    expect(screen.queryByText(/после жалоб/)).not.toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('names the month in Azerbaijani with its own words, as the server wrote the page', async () => {
    stubApi({
      'GET /sellers/7': () => seller,
      'GET /sellers/7/adverts': () => ({ adverts: [], nextCursor: null }),
    });
    await renderRoutes(routes, '/seller/7', 'az');
    expect(await screen.findByText('Qeydiyyat tarixi: 14 mart 2025')).toBeInTheDocument();
  });

  it('says so in Russian when no seller has the address', async () => {
    stubApi({
      'GET /sellers/8': () => apiError(404, 'NOT_FOUND', 'There is no such seller.'),
      'GET /sellers/8/adverts': () => apiError(404, 'NOT_FOUND', 'There is no such seller.'),
    });
    await renderRoutes(routes, '/seller/8', 'ru');
    const message = await screen.findByRole('heading', { name: 'Продавец не найден' });
    expect(within(message.closest('section') as HTMLElement).getByRole('link', { name: 'На главную' })).toBeVisible();
  });
});
