import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyAdverts } from '@zeng/contract/auth';
import { describe, expect, it } from 'vitest';
import { setSessionExpiredHandler } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { ownFields } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { type ApiHandler, apiError, callsTo, json, stubApi } from '../../testing/stub-api';
import { ProfilePage } from './ProfilePage';

const routes = [
  { path: '/userProfile', element: <ProfilePage /> },
  { path: '/addAdvert', element: <h1>advert form</h1> },
  { path: '/signUp', element: <h1>sign-up screen</h1> },
];

const user = (userGroup = 'USER') => ({
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  phoneNumber: '994501234567',
  userGroup,
  accountType: 'INDIVIDUAL',
});
const none: MyAdverts = { phones: [], tablets: [], sims: [], accessories: [] };
const phone = {
  ...ownFields('APPROVED'),
  category: 'phone' as const,
  id: 7,
  imageUrls: ['/media/7.webp'],
  price: 1250,
  brand: { name: 'Apple' },
  model: { name: 'iPhone 13' },
  ram: { capacity: '4GB' },
  mainMemory: { capacity: '128GB' },
  condition: 'used' as const,
  grade: 'good' as const,
  batteryHealth: 90,
  district: { name: 'Baku' },
  dateCreated: '2026-01-10T09:00:00.000Z',
  sellerOptions: [],
  goodPrice: false,
};
const sim = {
  ...ownFields('PENDING'),
  category: 'sim' as const,
  id: 8,
  number: '994551112233',
  price: 90,
  simProvider: { id: 2, name: 'Bakcell', imageUrl: '/media/bakcell.svg' },
  district: { name: 'Ganja' },
  dateCreated: '2026-01-11T09:00:00.000Z',
  sellerOptions: [],
};

function signIn() {
  localStorage.setItem('access_token', 'access.jwt');
  localStorage.setItem('refresh_token', 'refresh-1');
}

/** What each tab reads: its state and how many adverts it holds. */
const tabNames = (tablist: HTMLElement) =>
  within(tablist)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

const noCounts = { APPROVED: 0, PENDING: 0, REJECTED: 0, EXPIRED: 0 };

function stubProfile({
  group = 'USER',
  states = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'],
  adverts = () => json(none),
  counts = noCounts,
  more = {},
}: {
  group?: string;
  states?: string[];
  adverts?: ApiHandler;
  counts?: Partial<typeof noCounts>;
  more?: Record<string, ApiHandler>;
} = {}) {
  return stubApi({
    'GET /auth': () => json(user(group)),
    'GET /auth/advert-states': () => json(states),
    'GET /auth/adverts': adverts,
    'GET /auth/advert-counts': () => json({ ...noCounts, ...counts }),
    ...more,
  });
}

describe('the profile', () => {
  it('sends a visitor without a token to /signUp', async () => {
    await renderRoutes(routes, '/userProfile', 'en');
    expect(await screen.findByRole('heading', { name: 'sign-up screen' })).toBeInTheDocument();
  });

  it('shows the name, the phone as +994 50 123 45 67 and the way to settings', async () => {
    signIn();
    const fetchMock = stubProfile();
    await renderRoutes(routes, '/userProfile', 'en');

    expect(await screen.findByText('Aysel Məmmədova')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+994 50 123 45 67' })).toHaveAttribute('href', 'tel:+994501234567');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settingsPage');
    expect(callsTo(fetchMock, 'GET /auth')[0]?.headers.authorization).toBe('Bearer access.jwt');
  });

  it.each([
    ['ADMIN', true],
    ['MODERATOR', true],
    ['USER', false],
  ])('shows the moderation link to %s: %s', async (group, shown) => {
    signIn();
    stubProfile({ group });
    await renderRoutes(routes, '/userProfile', 'en');
    await screen.findByText('Aysel Məmmədova');
    const link = screen.queryByRole('link', { name: 'Moderation panel' });
    if (shown) expect(link).toHaveAttribute('href', '/adminPanel');
    else expect(link).not.toBeInTheDocument();
  });
});

describe('the advert tabs', () => {
  it('an empty tab has the way to post inside its card, under the tabs', async () => {
    signIn();
    stubProfile();
    await renderRoutes(routes, '/userProfile?state=APPROVED', 'az');
    const panel = await screen.findByRole('tabpanel');
    const message = await within(panel).findByText('Bu bölmədə elan yoxdur.');
    // One card holds the message and its button (it used to hang half outside, below it).
    const card = message.parentElement as HTMLElement;
    const post = i18n.getFixedT('az', 'profile')('postAdvert');
    expect(within(card).getByRole('link', { name: post })).toHaveAttribute('href', '/addAdvert');
  });

  it('put APPROVED first and selected, and switching a tab reloads the adverts of that state', async () => {
    signIn();
    const fetchMock = stubProfile({
      adverts: ({ url }) => json(url.searchParams.get('state') === 'PENDING' ? { ...none, sims: [sim] } : none),
    });
    const view = userEvent.setup();
    await renderRoutes(routes, '/userProfile', 'en');

    const tablist = await screen.findByRole('tablist', { name: 'Adverts by state' });
    await waitFor(() => expect(tabNames(tablist)).toEqual(['Approved 0', 'Pending 0', 'Rejected 0', 'Expired 0']));
    expect(within(tablist).getByRole('tab', { name: 'Approved 0' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No adverts in this section.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /auth/adverts').map((c) => c.url.searchParams.get('state'))).toEqual(['APPROVED']);

    await view.click(within(tablist).getByRole('tab', { name: /^Pending/ }));
    expect(within(tablist).getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: /SIM cards/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '055 111 22 33' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /auth/adverts').map((c) => c.url.searchParams.get('state'))).toEqual([
      'APPROVED',
      'PENDING',
    ]);
  });

  it('groups adverts under phones, tablets, SIM cards and accessories', async () => {
    signIn();
    stubProfile({ adverts: () => json({ ...none, phones: [phone], sims: [sim] }) });
    await renderRoutes(routes, '/userProfile', 'en');

    const panel = await screen.findByRole('tabpanel');
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(expect.arrayContaining(['Phones 1', 'SIM cards 1'])),
    );
    expect(within(panel).getByRole('link', { name: /1 250 AZN/ })).toHaveAttribute('href', '/phone-preview/phone/7');
    expect(within(panel).queryByRole('heading', { name: /Tablets/ })).not.toBeInTheDocument();
  });

  it('a swipe left of at least 50 px shows the next tab, a swipe right the one before', async () => {
    signIn();
    const fetchMock = stubProfile();
    await renderRoutes(routes, '/userProfile', 'en');
    const panel = await screen.findByTestId('advert-state-panel');
    await screen.findByRole('tab', { name: /^Pending/ });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Approved/ })).toHaveAttribute('aria-selected', 'true'),
    );

    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(panel, { touches: [{ clientX: from, clientY: 200 }] });
      fireEvent.touchMove(panel, { touches: [{ clientX: (from + to) / 2, clientY: 200 }] });
      fireEvent.touchMove(panel, { touches: [{ clientX: to, clientY: 200 }] });
      fireEvent.touchEnd(panel, { touches: [] });
    };

    swipe(300, 270); // 30 px: not a swipe
    expect(screen.getByRole('tab', { name: /^Approved/ })).toHaveAttribute('aria-selected', 'true');
    swipe(300, 200);
    expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    swipe(100, 200);
    swipe(100, 200);
    expect(screen.getByRole('tab', { name: /^Expired/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /auth/adverts').map((c) => c.url.searchParams.get('state'))).toContain('EXPIRED'),
    );
  });

  it('say how many adverts each holds, and open on the first that holds any', async () => {
    signIn();
    const fetchMock = stubProfile({
      counts: { PENDING: 1, REJECTED: 3 },
      adverts: ({ url }) => json(url.searchParams.get('state') === 'PENDING' ? { ...none, sims: [sim] } : none),
    });
    await renderRoutes(routes, '/userProfile', 'ru');
    const tablist = await screen.findByRole('tablist');
    await waitFor(() =>
      expect(tabNames(tablist)).toEqual(['Одобренные 0', 'На проверке 1', 'Отклонённые 3', 'Истёкшие 0']),
    );
    expect(within(tablist).getByRole('tab', { name: 'На проверке 1' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: '055 111 22 33' })).toBeInTheDocument();
    // The empty Approved tab was never asked for.
    expect(callsTo(fetchMock, 'GET /auth/adverts').map((c) => c.url.searchParams.get('state'))).toEqual(['PENDING']);
  });

  it('open on the tab the address names, an empty one too; a tab chosen goes into the address', async () => {
    signIn();
    stubProfile({ counts: { PENDING: 1 } });
    const view = userEvent.setup();
    const { router } = await renderRoutes(routes, '/userProfile?state=APPROVED', 'en');
    expect(await screen.findByRole('tab', { name: 'Approved 0' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No adverts in this section.')).toBeInTheDocument();
    await view.click(screen.getByRole('tab', { name: 'Pending 1' }));
    await view.click(screen.getByRole('tab', { name: 'Approved 0' }));
    expect(router.state.location.search).toBe('?state=APPROVED');
  });

  it('open on Approved when the counts cannot be had', async () => {
    signIn();
    stubProfile({ more: { 'GET /auth/advert-counts': () => apiError(500, 'INTERNAL_ERROR', 'boom') } });
    await renderRoutes(routes, '/userProfile', 'en');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByText('No adverts in this section.')).toBeInTheDocument();
  });

  it("says 'Error fetching adverts' and retries on request", async () => {
    signIn();
    let fail = true;
    stubProfile({
      adverts: () => (fail ? apiError(500, 'INTERNAL_ERROR', 'boom') : json({ ...none, phones: [phone] })),
    });
    const view = userEvent.setup();
    await renderRoutes(routes, '/userProfile', 'en');

    expect(await screen.findByText('Error fetching adverts')).toBeInTheDocument();
    fail = false;
    await view.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Phones/ })).toBeInTheDocument();
  });
});

/** The adverts answer: these adverts in one state, none in the others. */
const onlyIn =
  (state: string, adverts: Partial<MyAdverts>, when: () => boolean = () => true): ApiHandler =>
  ({ url }) =>
    json(url.searchParams.get('state') === state && when() ? { ...none, ...adverts } : none);

describe("the owner's cards", () => {
  const rejected = {
    ...phone,
    ...ownFields('REJECTED', { rejectionReason: 'The photos show another phone.' }),
    id: 17,
  };
  const expired = { ...sim, ...ownFields('EXPIRED', { expiresAt: '2026-02-10T09:00:00.000Z' }), id: 18 };

  it('have no heart: nobody likes their own advert', async () => {
    signIn();
    stubProfile({ adverts: () => json({ ...none, phones: [phone] }) });
    await renderRoutes(routes, '/userProfile', 'en');
    expect(await screen.findByRole('link', { name: /1 250 AZN/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('a sold one says when, with nothing to renew (issue 37)', async () => {
    signIn();
    const sold = { ...sim, ...ownFields('EXPIRED', { soldAt: '2026-02-10T09:00:00.000Z' }), id: 19 };
    stubProfile({ adverts: onlyIn('EXPIRED', { sims: [sold] }) });
    await renderRoutes(routes, '/userProfile?state=EXPIRED', 'en');
    expect(await screen.findByText(/^Sold on 10 February/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
  });

  it('a pending one says it is checked within 24 hours', async () => {
    signIn();
    stubProfile({ adverts: onlyIn('PENDING', { sims: [sim] }) });
    await renderRoutes(routes, '/userProfile?state=PENDING', 'en');
    expect(await screen.findByText('Checked within 24 hours.')).toBeInTheDocument();
    expect(screen.getByText('Awaiting review')).toBeInTheDocument();
  });

  it("a rejected one shows the moderator's reason and an Edit link to the form in edit mode", async () => {
    signIn();
    const user = userEvent.setup();
    stubProfile({ adverts: onlyIn('REJECTED', { phones: [rejected] }) });
    const { router } = await renderRoutes(routes, '/userProfile?state=REJECTED', 'en');
    expect(await screen.findByText('Reason: The photos show another phone.')).toBeInTheDocument();
    const edit = screen.getByRole('link', { name: 'Edit Apple iPhone 13' });
    expect(edit).toHaveAttribute('href', '/addAdvert?edit=phone/17');
    await user.click(edit);
    expect(await screen.findByRole('heading', { name: 'advert form' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?edit=phone/17');
  });

  it('an expired one is renewed with PUT renew, and the lists reload', async () => {
    signIn();
    const user = userEvent.setup();
    let renewed = false;
    const fetchMock = stubProfile({
      adverts: onlyIn('EXPIRED', { sims: [expired] }, () => !renewed),
      more: {
        'PUT /sim/renew/18': () => {
          renewed = true;
          return json({ ...sim, state: 'APPROVED' });
        },
      },
    });
    await renderRoutes(routes, '/userProfile?state=EXPIRED', 'en');
    expect(await screen.findByText('Ended on 10 February.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Renew Bakcell 055 111 22 33' }));
    expect(await screen.findByText('Renewed: the advert is shown again for 30 days.')).toBeInTheDocument();
    expect(await screen.findByText('No adverts in this section.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /sim/renew/18')[0]?.headers.authorization).toBe('Bearer access.jwt');
    const expiredAsked = callsTo(fetchMock, 'GET /auth/adverts').filter(
      (c) => c.url.searchParams.get('state') === 'EXPIRED',
    );
    expect(expiredAsked).toHaveLength(2);
  });

  it('a refused renewal says why, in the person’s language', async () => {
    signIn();
    const user = userEvent.setup();
    stubProfile({
      adverts: onlyIn('EXPIRED', { sims: [expired] }),
      more: {
        'PUT /sim/renew/18': () =>
          apiError(409, 'SIM_NUMBER_TAKEN', 'Another active advert already has this SIM number.'),
      },
    });
    await renderRoutes(routes, '/userProfile?state=EXPIRED', 'ru');
    await user.click(await screen.findByRole('button', { name: 'Продлить: Bakcell 055 111 22 33' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(i18n.getFixedT('ru', 'errors')('codes.SIM_NUMBER_TAKEN')),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Another active advert');
    expect(screen.getByRole('button', { name: 'Продлить: Bakcell 055 111 22 33' })).toBeEnabled();
  });
});

describe('a session that cannot be renewed', () => {
  it('sends the person to /login to sign in again, not to sign-up', async () => {
    signIn();
    const refused = () => apiError(401, 'TOKEN_EXPIRED', 'Token is expired!!!');
    stubApi({
      'GET /auth': refused,
      'GET /auth/advert-states': refused,
      'GET /auth/adverts': refused,
      'POST /auth/refresh-token': () => apiError(401, 'UNAUTHORIZED', 'Token refresh failed'),
    });
    // As in the app, the login screen's code arrives a moment later (a lazy route).
    const { router } = await renderRoutes(
      [...routes, { path: '/login', lazy: async () => ({ Component: () => <h1>login screen</h1> }) }],
      '/userProfile',
      'en',
    );
    setSessionExpiredHandler(() => void router.navigate('/login'));
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
