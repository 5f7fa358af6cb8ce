import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderRoutes } from '../../testing/render';
import { setViewportWidth } from '../../testing/setup';
import { apiError, callsTo, urlsOf } from '../../testing/stub-api';
import { HOUR, phoneRequest, routes, signIn, simRequest, stubModeration } from './admin-test-data';

const open = (path = '/adminPanel', language = 'en') => renderRoutes(routes, path, language);
const pagesAsked = (fetchMock: ReturnType<typeof stubModeration>, key: string) =>
  urlsOf(fetchMock, key).map((url) => url.searchParams.get('page'));

describe('who may open the moderation panel', () => {
  it('sends a visitor to /login', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
  });

  it('tells a plain user it is not allowed, with a way home, and asks for no requests', async () => {
    signIn();
    const fetchMock = stubModeration({}, 'USER');
    await open();
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText('Only moderators and administrators can open this page.')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Not allowed' });
    expect(within(card).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(callsTo(fetchMock, 'GET /moderation/pending-counts')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET /phone/admin')).toHaveLength(0);
  });

  it('lets an administrator in as well', async () => {
    signIn();
    stubModeration({ 'GET /phone/admin': () => ({ phones: [], nextCursor: null, previousCursor: null }) }, 'ADMIN');
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
  });
});

describe('the queue', () => {
  it('shows the four categories with their pending counts, phones first and selected', async () => {
    signIn();
    stubModeration({ 'GET /phone/admin': () => ({ phones: [], nextCursor: null, previousCursor: null }) });
    await open();
    const group = await screen.findByRole('group', { name: 'Category' });
    // The number shows; the words after it are for screen readers.
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([
        'Phones 12 waiting for review',
        'Tablets 0 waiting for review',
        'SIM cards 3 waiting for review',
        'Accessories 1 waiting for review',
        'Reported 2 adverts with reports',
      ]),
    );
    expect(within(group).getByRole('button', { name: 'Phones 12 waiting for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'SIM cards 3 waiting for review' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('lists requests oldest first with brand, model, seller, submitted time, waiting time and a Review link', async () => {
    signIn();
    const user = userEvent.setup();
    const fetchMock = stubModeration({
      'GET /phone/admin': () => ({
        phones: [phoneRequest(42), phoneRequest(43)],
        nextCursor: null,
        previousCursor: null,
      }),
      'GET /phone/admin/42': () => phoneRequest(42),
    });
    const { router } = await open();

    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Apple' })).toBeInTheDocument();
    expect(first.getByText('iPhone 42')).toBeInTheDocument();
    expect(first.getByText('Aysel Quliyeva')).toBeInTheDocument();
    expect(first.getByText('10 March 2026, 14:15')).toBeInTheDocument();
    expect(first.getByText('3 h 20 min')).toBeInTheDocument();
    const review = first.getByRole('link', { name: 'Review Apple iPhone 42' });
    expect(review).toHaveAttribute('href', '/requestPreview?category=phone&id=42');
    expect(urlsOf(fetchMock, 'GET /phone/admin')[0]?.searchParams.toString()).toBe('limit=10&page=1');
    expect(callsTo(fetchMock, 'GET /phone/admin')[0]?.headers.authorization).toBe('Bearer moderator.jwt');

    await user.click(review);
    await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 42' });
    expect(router.state.location.search).toBe('?category=phone&id=42');
    expect(router.state.location.state).toEqual({ id: 42, productCategory: 'phone', page: 1 });
  });

  it('marks a request waiting past 24 hours, in words as well as colour', async () => {
    signIn();
    stubModeration({
      'GET /phone/admin': () => ({
        phones: [
          phoneRequest(1, { waitingSeconds: 25 * HOUR + 5 * 60 }),
          phoneRequest(2, { waitingSeconds: 24 * HOUR }),
        ],
        nextCursor: null,
        previousCursor: null,
      }),
    });
    await open();
    const [late, onTime] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(within(late).getByText('1 d 1 h')).toBeInTheDocument();
    expect(within(late).getByText('over 24 h')).toBeInTheDocument();
    expect(within(onTime).getByText('1 d 0 h')).toBeInTheDocument();
    expect(within(onTime).queryByText('over 24 h')).not.toBeInTheDocument();
  });

  it('a SIM request shows its number as 050 111 22 33 and the provider', async () => {
    signIn();
    stubModeration({ 'GET /sim/admin': () => ({ sims: [simRequest(7)], nextCursor: null, previousCursor: null }) });
    await open('/adminPanel?category=sim');
    const card = await screen.findByRole('listitem');
    expect(within(card).getByRole('heading', { name: '050 111 22 33' })).toBeInTheDocument();
    expect(within(card).getByText('Azercell')).toBeInTheDocument();
    expect(within(card).getByText('45 min')).toBeInTheDocument();
  });

  it("says 'No requests found.' when nothing waits", async () => {
    signIn();
    stubModeration({ 'GET /phone/admin': () => ({ phones: [], nextCursor: null, previousCursor: null }) });
    await open();
    expect(await screen.findByText('No requests found.')).toBeInTheDocument();
  });

  it('shows the refusal in red and loads again on retry', async () => {
    signIn();
    const user = userEvent.setup();
    let fail = true;
    stubModeration({
      'GET /phone/admin': () =>
        fail
          ? apiError(503, 'SERVICE_UNAVAILABLE', 'down')
          : { phones: [phoneRequest(42)], nextCursor: null, previousCursor: null },
    });
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(i18n.getFixedT('en', 'errors')('codes.SERVICE_UNAVAILABLE'));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('iPhone 42')).toBeInTheDocument();
  });

  it('on a desktop shows the queue as a table with column headings', async () => {
    setViewportWidth(1280);
    signIn();
    stubModeration({
      'GET /phone/admin': () => ({ phones: [phoneRequest(42)], nextCursor: null, previousCursor: null }),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Phones: requests waiting for review' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Brand', 'Model', 'Seller', 'Submitted', 'Waiting', 'Action']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Apple', 'iPhone 42', 'Aysel Quliyeva', '10 March 2026, 14:15', '3 h 20 min', 'Review']);
  });
});

describe('paging', () => {
  /**
   * The queue pages by key: page 1 is asked as page=1, every other by the cursor the answer before gave
   * (the server's own, opaque): c2 starts page 2, b1 leads back from it.
   */
  const twoPages = () =>
    stubModeration({
      'GET /phone/admin': ({ url }) =>
        url.searchParams.get('page') === 'c2'
          ? { phones: [phoneRequest(11)], nextCursor: null, previousCursor: 'b1' }
          : { phones: [phoneRequest(1)], nextCursor: 'c2', previousCursor: null },
    });

  it('Previous is disabled on page 1, Next while there is a next page; the page and where it starts sit in the URL', async () => {
    signIn();
    const user = userEvent.setup();
    const fetchMock = twoPages();
    const { router } = await open();
    await screen.findByText('iPhone 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByText('Page 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('iPhone 11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2&at=c2');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('iPhone 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // The queue changes under the moderators' hands: a page shown again is asked again, page 1 from the start.
    expect(pagesAsked(fetchMock, 'GET /phone/admin')).toEqual(['1', 'c2', '1']);
  });

  it('a reload keeps the category and the page of the URL, asked from where it starts', async () => {
    signIn();
    const fetchMock = stubModeration({
      'GET /tablet/admin': () => ({ tablets: [], nextCursor: null, previousCursor: 'b20' }),
    });
    await open('/adminPanel?category=tablet&page=3&at=c21');
    expect(await screen.findByText('Page 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tablets/ })).toHaveAttribute('aria-pressed', 'true');
    expect(pagesAsked(fetchMock, 'GET /tablet/admin')).toEqual(['c21']);
  });

  it('a page whose requests before it were all decided is page 1', async () => {
    signIn();
    stubModeration({
      'GET /phone/admin': () => ({ phones: [phoneRequest(31)], nextCursor: null, previousCursor: null }),
    });
    await open('/adminPanel?page=4&at=c31');
    await screen.findByText('iPhone 31');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('Back from a request returns to the page it was on, asked from where that page starts', async () => {
    signIn();
    const user = userEvent.setup();
    const fetchMock = twoPages();
    const { router } = await open('/adminPanel?page=2&at=c2');
    await user.click(await screen.findByRole('link', { name: /Review/ }));
    expect(router.state.location.pathname).toBe('/requestPreview');
    await user.click(await screen.findByRole('link', { name: 'Back to the requests' }));
    expect(router.state.location.search).toBe('?page=2&at=c2');
    expect(await screen.findByText('iPhone 11')).toBeInTheDocument();
    expect(pagesAsked(fetchMock, 'GET /phone/admin').at(-1)).toBe('c2');
  });

  it('changing category loads that queue from page 1', async () => {
    signIn();
    const user = userEvent.setup();
    const fetchMock = stubModeration({
      'GET /phone/admin': () => ({ phones: [phoneRequest(21)], nextCursor: 'c31', previousCursor: 'b11' }),
      'GET /sim/admin': () => ({ sims: [simRequest(7)], nextCursor: null, previousCursor: null }),
    });
    const { router } = await open('/adminPanel?page=3&at=c21');
    await screen.findByText('iPhone 21');
    await user.click(screen.getByRole('button', { name: /SIM cards/ }));

    expect(await screen.findByText('Azercell')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=sim');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pagesAsked(fetchMock, 'GET /sim/admin')).toEqual(['1']);
    await waitFor(() => expect(screen.queryByText('iPhone 21')).not.toBeInTheDocument());
  });
});

describe('in Azerbaijani and Russian', () => {
  it.each([
    ['az', 'Moderasiya', '3 saat 20 dəq', 'Növbəti'],
    ['ru', 'Модерация', '3 ч 20 мин', 'Следующая'],
  ])('%s: heading, waiting time and paging are translated', async (language, heading, waiting, next) => {
    signIn();
    stubModeration({
      'GET /phone/admin': () => ({ phones: [phoneRequest(42)], nextCursor: 'c2', previousCursor: null }),
    });
    await open('/adminPanel', language);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText(waiting)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: next })).toBeEnabled();
  });
});
