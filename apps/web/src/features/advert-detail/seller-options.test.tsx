import { screen, within } from '@testing-library/react';
import { PATHS } from '@zeng/contract/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetLikedCache } from '../../lib/liked';
import { phoneDetail, simDetail } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { stubApi } from '../../testing/stub-api';
import { AdvertDetailPage } from './AdvertDetailPage';

/** The advert page names the seller's options that hold, as labelled badges just under the price (issue 21). */
const routes = [{ path: PATHS.advertDetail, element: <AdvertDetailPage /> }];
const emptyLists = {
  'GET /phone': () => ({ phones: [], nextCursor: null }),
  'GET /sim': () => ({ sims: [], nextCursor: null }),
};

beforeEach(() => {
  resetLikedCache();
});

describe("the seller's options on the advert page", () => {
  it('are labelled badges under the price, in their own order', async () => {
    stubApi({ 'GET /phone/42': () => ({ ...phoneDetail, sellerOptions: ['credit', 'negotiable'] }), ...emptyLists });
    await renderRoutes(routes, '/phone-preview/phone/42', 'en');
    const price = await screen.findByText('1 250 AZN');
    const options = screen.getByRole('list', { name: 'Seller offers' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Credit / instalments', 'Price negotiable']);
    // Right after the price, before the title.
    expect(price.nextElementSibling).toBe(options);
  });

  it('are named in the page’s language', async () => {
    stubApi({ 'GET /sim/7': () => ({ ...simDetail, sellerOptions: ['barter', 'delivery'] }), ...emptyLists });
    await renderRoutes(routes, '/phone-preview/sim/7', 'az');
    const options = await screen.findByRole('list', { name: 'Satıcı təklif edir' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Barter mümkündür', 'Çatdırılma var']);
  });

  it('are not there when the seller offers none', async () => {
    stubApi({ 'GET /phone/42': () => phoneDetail, ...emptyLists });
    await renderRoutes(routes, '/phone-preview/phone/42', 'en');
    await screen.findByText('1 250 AZN');
    expect(screen.queryByRole('list', { name: 'Seller offers' })).not.toBeInTheDocument();
  });
});
