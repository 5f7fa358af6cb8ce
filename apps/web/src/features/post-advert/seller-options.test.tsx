import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { callsTo, json } from '../../testing/stub-api';
import { DRAFT_KEY } from './form/advert-draft';
import {
  acceptTermsAndSend,
  installFetchBackedXhr,
  routes,
  signIn,
  simDetail,
  stubPosting,
  typeSimAdvert,
} from './test-kit';

/**
 * The seller's options in the posting form (issue 21): four real check boxes after the price, for
 * every category, sent in their own order, kept in a new advert's draft and prefilled when editing.
 */
const FORM_TIMEOUT = { timeout: 30_000 };
const group = () => screen.getByRole('group', { name: /Seller options/ });
const box = (name: string) => within(group()).getByRole('checkbox', { name });

beforeEach(() => {
  installFetchBackedXhr();
  signIn();
});

describe("the seller's options in the posting form", FORM_TIMEOUT, () => {
  it('are four labelled check boxes, in each language, none ticked at first', async () => {
    stubPosting();
    const first = await renderRoutes(routes, '/addAdvert', 'az');
    const az = await screen.findByRole('group', { name: /Satıcının şərtləri/ });
    expect(
      within(az)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Barter mümkündür', 'Kredit / hissə-hissə', 'Çatdırılma var', 'Qiymət razılaşma yolu ilə']);
    for (const checkbox of within(az).getAllByRole('checkbox')) {
      expect(checkbox).toHaveAttribute('type', 'checkbox');
      expect(checkbox).not.toBeChecked();
    }
    first.unmount();
    localStorage.removeItem(DRAFT_KEY);
    const second = await renderRoutes(routes, '/addAdvert', 'ru');
    const ru = await screen.findByRole('group', { name: /Условия продавца/ });
    expect(within(ru).getByRole('checkbox', { name: 'Возможен обмен' })).toBeInTheDocument();
    expect(within(ru).getByRole('checkbox', { name: 'Кредит / рассрочка' })).toBeInTheDocument();
    expect(within(ru).getByRole('checkbox', { name: 'Есть доставка' })).toBeInTheDocument();
    expect(within(ru).getByRole('checkbox', { name: 'Цена договорная' })).toBeInTheDocument();
    second.unmount();
  });

  it('come right after the price and the city, and are sent in their own order, whatever order they were ticked in', async () => {
    const fetchMock = stubPosting({ 'POST /sim': () => json({ id: 8 }) });
    const user = userEvent.setup();
    await renderRoutes(routes, '/addAdvert', 'en');
    await typeSimAdvert(user);
    const boxes = within(group()).getAllByRole('checkbox');
    const price = screen.getByLabelText('Price');
    expect(price.compareDocumentPosition(boxes[0] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(box('Price negotiable'));
    await user.click(box('Barter possible'));
    await user.click(box('Delivery'));
    await user.click(box('Barter possible'));
    expect(box('Barter possible')).not.toBeChecked();
    expect(box('Price negotiable')).toBeChecked();
    await acceptTermsAndSend(user);

    await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(callsTo(fetchMock, 'POST /sim')[0]?.body).toMatchObject({ sellerOptions: ['delivery', 'negotiable'] });
  });

  it('are sent as none when none is ticked', async () => {
    const fetchMock = stubPosting({ 'POST /sim': () => json({ id: 8 }) });
    const user = userEvent.setup();
    await renderRoutes(routes, '/addAdvert', 'en');
    await typeSimAdvert(user);
    await acceptTermsAndSend(user);
    await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(callsTo(fetchMock, 'POST /sim')[0]?.body).toMatchObject({ sellerOptions: [] });
  });

  it("are kept in a new advert's draft across a reload", async () => {
    stubPosting();
    const user = userEvent.setup();
    const first = await renderRoutes(routes, '/addAdvert', 'en');
    await typeSimAdvert(user);
    await user.click(box('Credit / instalments'));
    first.unmount();

    await renderRoutes(routes, '/addAdvert', 'en');
    await screen.findByRole('heading', { name: 'New advert' });
    expect(box('Credit / instalments')).toBeChecked();
    expect(box('Delivery')).not.toBeChecked();
  });

  it('are prefilled when editing, and the seller changes them', async () => {
    const fetchMock = stubPosting({
      'GET /sim/7': () => ({ ...simDetail, sellerOptions: ['barter', 'negotiable'] }),
      'POST /sim': () => json({ ...simDetail, state: 'PENDING' }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, '/addAdvert?edit=sim/7', 'en');
    await screen.findByRole('heading', { name: 'Edit advert' });
    await waitFor(() => expect(box('Barter possible')).toBeChecked());
    expect(box('Price negotiable')).toBeChecked();
    expect(box('Credit / instalments')).not.toBeChecked();

    await user.click(box('Barter possible'));
    await user.click(box('Delivery'));
    await acceptTermsAndSend(user);
    await screen.findByRole('dialog', { name: 'Changes saved' });
    expect(callsTo(fetchMock, 'POST /sim')[0]?.body).toMatchObject({
      id: 7,
      sellerOptions: ['delivery', 'negotiable'],
    });
  });
});
