import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { callsTo, json } from '../../testing/stub-api';
import { DRAFT_KEY } from './form/advert-draft';
import {
  acceptTermsAndSend,
  type BrowserTab,
  browserTabs,
  choose,
  closeBrowserTabs,
  firstAnswerLost,
  installFetchBackedXhr,
  routes,
  signIn,
  storedNewDrafts,
  stubPosting,
  submitButton,
  typeSimAdvert,
} from './test-kit';

/**
 * A new advert in two tabs (issue 33): each tab's form has its own key and draft, so two tabs send two
 * adverts; a reload keeps the tab's key, a closed tab's draft comes back with it (docs/decisions/0009).
 * The tabs are simulated (test-kit.ts, browserTabs); e2e/tests/posting-form.spec.ts opens real ones.
 */
const FORM_TIMEOUT = { timeout: 30_000 };
const OPEN_ELSEWHERE =
  'Your unfinished advert is open in another tab. This tab starts a new one: what you send here is posted as a separate advert.';

let tabs: ReturnType<typeof browserTabs>;
/** Opens "New advert" in `tab` (a new one unless given), which becomes the tab the page runs in. */
async function openIn(tab: BrowserTab = tabs.open(), language = 'en') {
  tabs.switchTo(tab);
  return { tab, page: await renderRoutes(routes, '/addAdvert', language) };
}

/** The key and the number of each create sent, in order. */
const sends = (fetchMock: ReturnType<typeof stubPosting>) =>
  callsTo(fetchMock, 'POST /sim').map((call) => ({
    key: call.headers['idempotency-key'],
    number: (call.body as { number: string }).number,
  }));

beforeEach(() => {
  installFetchBackedXhr();
  signIn();
  tabs = browserTabs();
});
afterEach(closeBrowserTabs);

describe('a new advert in two tabs', FORM_TIMEOUT, () => {
  it('the second tab starts an advert of its own under its own key, so both adverts are sent', async () => {
    let made = 0;
    const fetchMock = stubPosting({ 'POST /sim': () => json({ id: ++made }) });
    const user = userEvent.setup();
    const first = await openIn();
    await typeSimAdvert(user, '050 111 22 33');
    first.page.unmount();

    // A second tab while the first still shows its draft: an empty form, and a word on why.
    const second = await openIn();
    expect(await screen.findByRole('status')).toHaveTextContent(OPEN_ELSEWHERE);
    expect(screen.getByRole('radio', { name: 'Phones' })).toBeChecked();
    expect(screen.getByLabelText('Price')).toHaveValue('');
    await typeSimAdvert(user, '050 444 55 66');
    await acceptTermsAndSend(user);
    await screen.findByRole('dialog', { name: 'Advert sent' });
    second.page.unmount();

    // The first tab sends its own, still there, under the key it began with.
    await openIn(first.tab);
    expect(await screen.findByLabelText('SIM number')).toHaveValue('050 111 22 33');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await acceptTermsAndSend(user);
    await screen.findByRole('dialog', { name: 'Advert sent' });

    const [fromSecond, fromFirst] = sends(fetchMock);
    expect(fromSecond?.number).toBe('994504445566');
    expect(fromFirst?.number).toBe('994501112233');
    expect(fromFirst?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(fromSecond?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(fromSecond?.key).not.toBe(fromFirst?.key);
  });

  it('says so in Azerbaijani and Russian', async () => {
    stubPosting();
    const user = userEvent.setup();
    const first = await openIn(undefined, 'az');
    await user.type(await screen.findByLabelText('Qiymət'), '300');
    first.page.unmount();

    const az = await openIn(undefined, 'az');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Yarımçıq elanınız başqa vərəqdə açıqdır. Bu vərəqdə yeni elan başlayır: burada göndərdiyiniz ayrıca elan kimi yerləşdiriləcək.',
    );
    az.page.unmount();
    await openIn(undefined, 'ru');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ваше незаконченное объявление открыто в другой вкладке. Здесь начинается новое: то, что вы отправите из этой вкладки, будет размещено отдельным объявлением.',
    );
  });

  it('a draft whose tab was closed comes back in the next tab with its key: a try again after a 503 makes no second advert', async () => {
    const fetchMock = stubPosting({ 'POST /sim': firstAnswerLost() });
    const user = userEvent.setup();
    const first = await openIn();
    await typeSimAdvert(user, '050 111 22 33');
    await acceptTermsAndSend(user);
    await screen.findByRole('alert');
    first.page.unmount();
    first.tab.close();

    await openIn();
    expect(await screen.findByLabelText('SIM number')).toHaveValue('050 111 22 33');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await acceptTermsAndSend(user);
    await screen.findByRole('dialog', { name: 'Advert sent' });
    const [lost, again] = sends(fetchMock);
    expect(again?.key).toBe(lost?.key);
  });

  it('a reload keeps the tab’s own draft and key, even while another tab holds another draft', async () => {
    const fetchMock = stubPosting({ 'POST /sim': firstAnswerLost() });
    const user = userEvent.setup();
    const other = await openIn();
    await typeSimAdvert(user, '050 777 88 99');
    other.page.unmount();

    const mine = await openIn();
    await screen.findByRole('status');
    await typeSimAdvert(user, '050 111 22 33');
    await acceptTermsAndSend(user);
    await screen.findByRole('alert');
    mine.page.unmount();
    // The reload: the page's locks go with it, its session storage stays.
    const reloaded = { ...mine.tab, session: { ...sessionStorage } };
    mine.tab.close();

    await openIn(reloaded);
    expect(await screen.findByLabelText('SIM number')).toHaveValue('050 111 22 33');
    await acceptTermsAndSend(user);
    await screen.findByRole('dialog', { name: 'Advert sent' });
    const [lost, again] = sends(fetchMock);
    expect(again).toEqual(lost);
  });
});

describe('drafts kept before', FORM_TIMEOUT, () => {
  it('a tab duplicated with its session storage does not take the key its original holds', async () => {
    const fetchMock = stubPosting({ 'POST /sim': () => json({ id: 5 }) });
    const user = userEvent.setup();
    const original = await openIn();
    await typeSimAdvert(user, '050 111 22 33');
    original.page.unmount();
    const originalKey = sessionStorage.getItem('zeng.advertForm');

    await openIn({ ...tabs.open(), session: { ...sessionStorage } });
    expect(await screen.findByRole('status', {}, { timeout: 3000 })).toHaveTextContent(OPEN_ELSEWHERE);
    await typeSimAdvert(user, '050 444 55 66');
    await acceptTermsAndSend(user);
    await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(sends(fetchMock)[0]?.key).not.toBe(originalKey);
    // The original's draft is still there for it.
    expect(storedNewDrafts()).toEqual([`${DRAFT_KEY}.new.${originalKey}`]);
  });

  it('the one draft all tabs shared before comes back with its key in the next tab', async () => {
    const key = '0123456789abcdef0123456789abcdef';
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        values: { category: 'sim', number: '050 111 22 33', price: '300' },
        imageUrls: [],
        idempotencyKey: key,
      }),
    );
    const fetchMock = stubPosting({ 'POST /sim': () => json({ id: 5 }) });
    const user = userEvent.setup();
    await openIn();
    expect(await screen.findByLabelText('SIM number')).toHaveValue('050 111 22 33');
    await choose(user, 'SIM provider', 'Azercell');
    await choose(user, 'City', 'Baku');
    await acceptTermsAndSend(user);
    await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(sends(fetchMock)[0]?.key).toBe(key);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(storedNewDrafts()).toEqual([]);
  });
});

describe('a key that already sent another advert', FORM_TIMEOUT, () => {
  it('says where the first advert is, and the next send is a new advert under a new key', async () => {
    let answers = 0;
    const fetchMock = stubPosting({
      'POST /sim': () =>
        ++answers === 1
          ? json(
              {
                statusCode: 422,
                error: 'Unprocessable Content',
                message: 'This Idempotency-Key was already used to create another advert from a different body.',
                code: 'IDEMPOTENCY_KEY_REUSED',
              },
              422,
            )
          : json({ id: 9 }),
    });
    const user = userEvent.setup();
    await openIn();
    await typeSimAdvert(user, '050 111 22 33');
    await acceptTermsAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The advert was not sent. This form has already sent an advert with other details: it is in My adverts, under Pending. To post these details as another advert, send them again.',
    );
    expect(screen.getByLabelText('SIM number')).toHaveValue('050 111 22 33');
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Advert sent' });
    const [refused, sent] = sends(fetchMock);
    expect(sent?.number).toBe(refused?.number);
    expect(sent?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent?.key).not.toBe(refused?.key);
  });
});
