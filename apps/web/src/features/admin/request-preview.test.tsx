import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderRoutes } from '../../testing/render';
import { apiError, callsTo } from '../../testing/stub-api';
import { findToast } from '../../testing/toasts';
import { phoneRequest, routes, signIn, simRequest, stubModeration } from './admin-test-data';

const open = (path: string, language = 'en') => renderRoutes(routes, path, language);
const PHONE_PREVIEW = '/requestPreview?category=phone&id=42';

const row = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

describe('what the preview shows', () => {
  it("a phone: photos, price in AZN, the seller's first name and phone, brand, model, colour and the comment", async () => {
    signIn();
    const fetchMock = stubModeration({ 'GET /phone/admin/42': () => phoneRequest(42) });
    await open(PHONE_PREVIEW);

    expect(await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 42' })).toBeInTheDocument();
    expect(screen.getByText('1 250 AZN')).toBeInTheDocument();
    expect(row('Seller')).toBe('Aysel');
    expect(screen.getByRole('link', { name: '+994 50 123 45 67' })).toHaveAttribute('href', 'tel:+994501234567');
    expect(row('Brand')).toBe('Apple');
    expect(row('Model')).toBe('iPhone 42');
    expect(row('Color')).toBe('Rose Gold');
    expect(screen.getByText('Battery 91 %, box and charger included.')).toBeInTheDocument();
    // A moderator reads the values; nothing here leads away to the shoppers' lists.
    expect(screen.queryByRole('button', { name: /all adverts/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /phone/admin/42')[0]?.headers.authorization).toBe('Bearer moderator.jwt');
  });

  it("warns of a photo seen in another seller's advert, and of one the seller posted before, each linked", async () => {
    signIn();
    stubModeration({
      'GET /phone/admin/42': () =>
        phoneRequest(42, {
          photoMatches: [
            {
              imageUrl: '/uploads/a-thumb.webp',
              advertId: 7,
              category: 'phone',
              sameSeller: false,
              matchUrl: '/uploads/z-thumb.webp',
              identical: false,
            },
            {
              imageUrl: '/uploads/b-thumb.webp',
              advertId: 9,
              category: 'tablet',
              sameSeller: true,
              matchUrl: '/uploads/b-thumb.webp',
              identical: true,
            },
          ],
        }),
    });
    await open(PHONE_PREVIEW);
    const panel = await screen.findByRole('region', { name: "A photo is in another seller's advert" });
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('A copy of this picture in another seller’s advert No. 7');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'advert No. 7' })).toHaveAttribute(
      'href',
      '/phone-preview/phone/7',
    );
    expect(items[1]).toHaveTextContent('The same picture in this seller’s advert No. 9');
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'The photo in advert No. 9' })).toBeInTheDocument();
  });

  it('says nothing of photos seen nowhere else', async () => {
    signIn();
    stubModeration({ 'GET /phone/admin/42': () => phoneRequest(42, { photoMatches: [] }) });
    await open(PHONE_PREVIEW);
    await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 42' });
    expect(screen.queryByRole('region', { name: /another seller|uses these photos/ })).not.toBeInTheDocument();
  });

  it('the carousel arrows wrap at both ends', async () => {
    signIn();
    const user = userEvent.setup();
    stubModeration({ 'GET /phone/admin/42': () => phoneRequest(42) });
    await open(PHONE_PREVIEW);
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    expect(within(gallery).getByText('3 / 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
  });

  it('a SIM number: the provider picture only, the number and the provider', async () => {
    signIn();
    stubModeration({ 'GET /sim/admin/7': () => simRequest(7) });
    await open('/requestPreview?category=sim&id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Azercell 050 111 22 33' })).toBeInTheDocument();
    const images = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/media/providers/azercell.svg']);
    expect(row('SIM number')).toBe('050 111 22 33');
    expect(row('SIM Provider')).toBe('Azercell');
    expect(screen.getByText('No comment.')).toBeInTheDocument();
  });

  it("says 'Error fetching data' when the request cannot be loaded, and retries", async () => {
    signIn();
    const user = userEvent.setup();
    let fail = true;
    stubModeration({
      'GET /phone/admin/42': () => (fail ? apiError(500, 'INTERNAL_ERROR', 'boom') : phoneRequest(42)),
    });
    await open(PHONE_PREVIEW);
    expect(await screen.findByRole('heading', { name: 'Error fetching data' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 42' })).toBeInTheDocument();
  });

  it('a request no longer pending shows its state and reason, and no buttons', async () => {
    signIn();
    stubModeration({
      'GET /phone/admin/42': () => phoneRequest(42, { state: 'REJECTED', rejectionReason: 'Blurry photos' }),
    });
    await open(PHONE_PREVIEW);
    expect(await screen.findByText('Already decided: rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: Blurry photos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('without a request in the address says it was not found', async () => {
    signIn();
    stubModeration();
    await open('/requestPreview?category=car&id=1');
    expect(await screen.findByRole('heading', { name: 'This request was not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the requests' })).toHaveAttribute('href', '/adminPanel');
  });

  it('a plain user is not allowed in', async () => {
    signIn();
    const fetchMock = stubModeration({}, 'USER');
    await open(PHONE_PREVIEW);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /phone/admin/42')).toHaveLength(0);
  });
});

describe('deciding', () => {
  it('Accept asks first; Close keeps the request, Yes approves it and returns to a fresh queue', async () => {
    signIn();
    const user = userEvent.setup();
    const approve = vi.fn(() => phoneRequest(42, { state: 'APPROVED' }));
    let decided = false;
    const fetchMock = stubModeration({
      'GET /phone/admin': () => ({ phones: decided ? [] : [phoneRequest(42)], nextCursor: null, previousCursor: null }),
      'GET /phone/admin/42': () => phoneRequest(42),
      'PUT /phone/approve/42': () => {
        decided = true;
        return approve();
      },
    });
    const { router } = await open('/adminPanel');
    await user.click(await screen.findByRole('link', { name: 'Review Apple iPhone 42' }));

    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(approve).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('No requests found.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adminPanel');
    expect(await findToast('Advert approved')).toBeVisible();
    expect(approve).toHaveBeenCalledTimes(1);
    const [call] = callsTo(fetchMock, 'PUT /phone/approve/42');
    expect(call?.headers.authorization).toBe('Bearer moderator.jwt');
    // The decision names the version the moderator saw.
    expect(call?.body).toEqual({ submittedAt: '2026-03-10T10:15:00.000Z' });
    // The queue and its counts were asked again after the decision.
    expect(callsTo(fetchMock, 'GET /phone/admin')).toHaveLength(2);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /moderation/pending-counts')).toHaveLength(2));
  });

  it('Reject sends the reason typed in its confirmation, with a counter, and returns to that category', async () => {
    signIn();
    const user = userEvent.setup();
    const fetchMock = stubModeration({
      'GET /sim/admin/7': () => simRequest(7),
      'GET /sim/admin': () => ({ sims: [], nextCursor: null, previousCursor: null }),
      'PUT /sim/reject/7': () => simRequest(7, { state: 'REJECTED' }),
    });
    const { router } = await open('/requestPreview?category=sim&id=7');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    const reason = within(dialog).getByLabelText('Reason (optional)');
    expect(within(dialog).getByText('0 / 300')).toBeInTheDocument();
    await user.type(reason, 'Number is not yours');
    expect(within(dialog).getByText('19 / 300')).toBeInTheDocument();
    expect(reason).toHaveAttribute('maxlength', '300');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/adminPanel'));
    expect(router.state.location.search).toBe('?category=sim');
    expect(await findToast('Advert rejected')).toBeVisible();
    expect(callsTo(fetchMock, 'PUT /sim/reject/7')[0]?.body).toEqual({
      submittedAt: simRequest(7).submittedAt,
      reason: 'Number is not yours',
    });
  });

  it('Reject without a reason sends the version alone', async () => {
    signIn();
    const user = userEvent.setup();
    const fetchMock = stubModeration({
      'GET /phone/admin/42': () => phoneRequest(42),
      'GET /phone/admin': () => ({ phones: [], nextCursor: null, previousCursor: null }),
      'PUT /phone/reject/42': () => phoneRequest(42, { state: 'REJECTED' }),
    });
    await open(PHONE_PREVIEW);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No requests found.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /phone/reject/42')[0]?.body).toEqual({ submittedAt: '2026-03-10T10:15:00.000Z' });
  });

  it('a reason the contract refuses is said under it, and nothing is sent until it is fixed', async () => {
    signIn();
    const user = userEvent.setup();
    const fetchMock = stubModeration({
      'GET /phone/admin/42': () => phoneRequest(42),
      'GET /phone/admin': () => ({ phones: [], nextCursor: null, previousCursor: null }),
      'PUT /phone/reject/42': () => phoneRequest(42, { state: 'REJECTED' }),
    });
    await open(PHONE_PREVIEW);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByLabelText('Reason (optional)');
    await user.click(reason);
    await user.paste('Blurry\u0007');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Remove the invisible special characters.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(callsTo(fetchMock, 'PUT /phone/reject/42')).toHaveLength(0);

    await user.type(reason, '{Backspace}');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /phone/reject/42')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /phone/reject/42')[0]?.body).toEqual({
      submittedAt: '2026-03-10T10:15:00.000Z',
      reason: 'Blurry',
    });
  });

  it('the reason field is in the Tab cycle of the confirmation', async () => {
    signIn();
    const user = userEvent.setup();
    stubModeration({ 'GET /phone/admin/42': () => phoneRequest(42) });
    await open(PHONE_PREVIEW);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a refusal closes the confirmation, keeps the moderator here and says so', async () => {
    signIn();
    const user = userEvent.setup();
    let state: 'PENDING' | 'APPROVED' = 'PENDING';
    const { router } = await (async () => {
      stubModeration({
        'GET /phone/admin/42': () => phoneRequest(42, { state }),
        'PUT /phone/approve/42': () => {
          state = 'APPROVED';
          return apiError(409, 'ADVERT_NOT_PENDING', 'The advert is not waiting for review.');
        },
      });
      return open(PHONE_PREVIEW);
    })();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The request was not accepted.');
    expect(alert).toHaveTextContent(i18n.getFixedT('en', 'errors')('codes.ADVERT_NOT_PENDING'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/requestPreview');
    // Someone else decided it meanwhile: the request reloads and shows so.
    expect(await screen.findByText('Already decided: approved')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The request was not accepted.');
  });

  it('the seller edited it after it opened: the decision is refused, the new version shows and the page says so', async () => {
    signIn();
    const user = userEvent.setup();
    let version = phoneRequest(42, { comment: 'Benign USB-C cable' });
    const fetchMock = stubModeration({
      'GET /phone/admin/42': () => version,
      'PUT /phone/approve/42': () => {
        version = phoneRequest(42, {
          comment: 'SCAM: send 100 AZN deposit first',
          submittedAt: '2026-03-10T11:00:00.000Z',
        });
        return apiError(409, 'ADVERT_CHANGED', 'The seller changed this advert.');
      },
    });
    await open(PHONE_PREVIEW);
    expect(await screen.findByText('Benign USB-C cable')).toBeInTheDocument();
    expect(screen.queryByText(i18n.getFixedT('en', 'admin')('preview.changed'))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The request was not accepted. ${i18n.getFixedT('en', 'errors')('codes.ADVERT_CHANGED')}`,
    );
    expect(await screen.findByText('SCAM: send 100 AZN deposit first')).toBeInTheDocument();
    // Said once: the refusal's words, not a second notice beside them.
    expect(screen.queryByText(i18n.getFixedT('en', 'admin')('preview.changed'))).not.toBeInTheDocument();
    // Deciding again is on the version now shown.
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /phone/approve/42')).toHaveLength(2));
    expect(callsTo(fetchMock, 'PUT /phone/approve/42').map((c) => c.body)).toEqual([
      { submittedAt: '2026-03-10T10:15:00.000Z' },
      { submittedAt: '2026-03-10T11:00:00.000Z' },
    ]);
  });

  it('a server failure keeps the buttons for another try', async () => {
    signIn();
    const user = userEvent.setup();
    stubModeration({
      'GET /phone/admin/42': () => phoneRequest(42),
      'PUT /phone/reject/42': () => apiError(503, 'SERVICE_UNAVAILABLE', 'down'),
    });
    await open(PHONE_PREVIEW);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Reason (optional)'), 'Blurry');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request was not rejected.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    // The reason typed is still there when the moderator tries again.
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Reason (optional)')).toHaveValue('Blurry');
  });
});

describe('after a decision', () => {
  it.each([
    ['az', 'yoxla', 'Qəbul et', 'Bəli', 'Elan təsdiqləndi'],
    ['ru', 'Проверить', 'Принять', 'Да', 'Объявление одобрено'],
  ])(
    '%s: says so and returns to the tab of the queue it was opened from',
    async (language, review, accept, yes, said) => {
      signIn();
      const user = userEvent.setup();
      let decided = false;
      stubModeration({
        'GET /sim/admin': () => ({ sims: decided ? [] : [simRequest(7)], nextCursor: null, previousCursor: null }),
        'GET /sim/admin/7': () => simRequest(7),
        'PUT /sim/approve/7': () => {
          decided = true;
          return simRequest(7, { state: 'APPROVED' });
        },
      });
      const { router } = await open('/adminPanel?category=sim', language);
      await user.click(await screen.findByRole('link', { name: new RegExp(review, 'i') }));
      await user.click(await screen.findByRole('button', { name: accept }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: yes }));

      expect(await findToast(said)).toBeVisible();
      expect(router.state.location.pathname).toBe('/adminPanel');
      expect(router.state.location.search).toBe('?category=sim');
      expect(await screen.findByRole('button', { name: /SIM/, pressed: true })).toBeInTheDocument();
    },
  );

  it('returns to where the moderator came from, not always to the queue', async () => {
    signIn();
    const user = userEvent.setup();
    stubModeration({
      'GET /phone/admin/42': () => phoneRequest(42),
      'PUT /phone/reject/42': () => phoneRequest(42, { state: 'REJECTED' }),
    });
    const { router } = await open('/');
    await act(() => router.navigate(PHONE_PREVIEW));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'home screen' })).toBeInTheDocument();
    expect(await findToast('Advert rejected')).toBeVisible();
  });
});

describe('in Azerbaijani and Russian', () => {
  it.each([
    ['az', 'Qəbul et', 'Rədd et', 'Əminsiniz?'],
    ['ru', 'Принять', 'Отклонить', 'Вы уверены?'],
  ])('%s: the decision buttons and the question', async (language, accept, reject, question) => {
    signIn();
    const user = userEvent.setup();
    stubModeration({ 'GET /phone/admin/42': () => phoneRequest(42) });
    await open(PHONE_PREVIEW, language);
    expect(await screen.findByRole('button', { name: reject })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: accept }));
    expect(screen.getByRole('dialog', { name: question })).toBeInTheDocument();
  });
});
