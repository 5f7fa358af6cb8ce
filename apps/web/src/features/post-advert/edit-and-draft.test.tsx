import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppLayout } from '../../app/layout/AppLayout';
import { renderRoutes } from '../../testing/render';
import { apiError, callsTo, json } from '../../testing/stub-api';
import { DRAFT_KEY } from './form/advert-draft';
import {
  addPhotos,
  choose,
  installFetchBackedXhr,
  phoneDetail,
  routes,
  signIn,
  simDetail,
  storedNewDrafts,
  stubPosting,
  submitButton,
  uploadedUrl,
  WHOLE_IMEI,
} from './test-kit';

const FORM_TIMEOUT = { timeout: 30_000 };
const terms = () => screen.getByRole('checkbox', { name: /I have read and accept/ });

beforeEach(() => {
  installFetchBackedXhr();
  signIn();
});

describe('edit mode', FORM_TIMEOUT, () => {
  it('opens from ?edit=phone/42 prefilled, category fixed, and sends the id with the existing photos', async () => {
    const fetchMock = stubPosting({
      'GET /phone/42': () => phoneDetail,
      'POST /phone': () => json({ ...phoneDetail, state: 'PENDING' }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, '/addAdvert?edit=phone/42', 'en');

    expect(await screen.findByRole('heading', { name: 'Edit advert' })).toBeInTheDocument();
    // The advert is read with the owner's token: the server answers the owner's view of it.
    await screen.findByLabelText('Price');
    expect(callsTo(fetchMock, 'GET /phone/42')[0]?.headers.authorization).toBe('Bearer access.jwt');

    expect(screen.getByRole('radio', { name: 'Phones' })).toBeChecked();
    for (const name of ['Phones', 'Tablets', 'SIM Cards', 'Accessories']) {
      expect(screen.getByRole('radio', { name })).toBeDisabled();
    }
    expect(screen.getAllByRole('listitem', { name: /^Photo \d/ })).toHaveLength(3);
    expect(screen.getByLabelText('Price')).toHaveValue('1250');
    await waitFor(() => expect(screen.getByLabelText('Brand')).toHaveDisplayValue('Apple'));
    await waitFor(() => expect(screen.getByLabelText('Model')).toHaveDisplayValue('iPhone 14'));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveDisplayValue('Baku'));
    await waitFor(() => expect(screen.getByLabelText('Storage')).toHaveDisplayValue('256GB'));
    await waitFor(() => expect(screen.getByLabelText('RAM')).toHaveDisplayValue('8GB'));
    expect(screen.getByLabelText('Colour')).toHaveDisplayValue('Rose Gold');
    expect(screen.getByLabelText('SIM type')).toHaveDisplayValue('eSIM');
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    expect(screen.getByLabelText('Battery health, % (optional)')).toHaveValue('91');
    expect(screen.getByRole('checkbox', { name: 'Scratches on the body' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Charger' })).toBeChecked();
    // The seller edits their own IMEI whole.
    expect(screen.getByLabelText('IMEI (optional)')).toHaveValue(WHOLE_IMEI);
    expect(screen.getByRole('radio', { name: 'Registered' })).toBeChecked();
    expect(screen.getByLabelText('Comment (optional)')).toHaveValue(phoneDetail.comment);

    // Existing photos count: no new photo is needed. The terms were accepted when it was posted.
    expect(screen.queryByRole('checkbox', { name: /I have read and accept/ })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '1100');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changes saved' });
    expect(dialog).toHaveTextContent('Your changes have been saved and sent for review.');
    expect(callsTo(fetchMock, 'POST /phone')[0]?.body).toEqual({
      id: 42,
      price: 1100,
      districtId: 7,
      comment: phoneDetail.comment,
      sellerOptions: [],
      contactBy: 'calls',
      imageUrls: phoneDetail.imageUrls,
      brandId: 1,
      modelId: 10002,
      color: 'Rose Gold',
      mainMemory: { id: 6, type: 'STORAGE', capacity: '256GB' },
      ram: { id: 26, type: 'RAM', capacity: '8GB' },
      simType: 'eSIM',
      grade: 'good',
      accountLocked: false,
      batteryHealth: 91,
      defects: ['body_scratches'],
      inBox: ['box', 'charger'],
      warrantyMonths: null,
      imei: WHOLE_IMEI,
      imeiRegistered: true,
    });
    // An edit never touches the draft of a new advert.
    expect(storedNewDrafts()).toEqual([]);
  });

  it('never asks for the terms again, in any language: an edit is saved without them', async () => {
    const fetchMock = stubPosting({
      'GET /sim/7': () => simDetail,
      'POST /sim': () => json({ ...simDetail, state: 'PENDING' }),
    });
    const user = userEvent.setup();
    for (const [language, price, termsText] of [
      ['az', 'Qiymət', /İstifadə şərtlərini/],
      ['ru', 'Цена', /условия использования/],
    ] as const) {
      const view = await renderRoutes(routes, '/addAdvert?edit=sim/7', language);
      expect(await screen.findByLabelText(price)).toHaveValue('300');
      expect(screen.queryByRole('checkbox', { name: termsText })).not.toBeInTheDocument();
      view.unmount();
    }
    await renderRoutes(routes, '/addAdvert?edit=sim/7', 'en');
    await user.clear(await screen.findByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '280');
    expect(screen.queryByRole('checkbox', { name: /I have read and accept/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('dialog', { name: 'Changes saved' });
    expect(callsTo(fetchMock, 'POST /sim')[0]?.body).toMatchObject({ id: 7, price: 280 });
  });

  it('names the browser tab after the edit, not the new advert', async () => {
    stubPosting({ 'GET /phone/42': () => phoneDetail });
    await renderRoutes([{ element: <AppLayout />, children: routes }], '/addAdvert?edit=phone/42', 'en');
    await waitFor(() => expect(document.title).toBe('Edit advert — Zeng'));
  });

  it('opens from an Edit link (navigation state) and puts the advert in the URL, so a reload keeps it', async () => {
    stubPosting({ 'GET /sim/7': () => simDetail });
    const { router } = await renderRoutes(routes, '/somewhere', 'en');
    await screen.findByRole('heading', { name: 'screen /somewhere' });
    await router.navigate('/addAdvert', {
      state: { editMode: true, productCategory: 'sim', advertData: simDetail },
    });

    await screen.findByRole('heading', { name: 'Edit advert' });
    await waitFor(() => expect(router.state.location.search).toBe('?edit=sim/7'));
    await waitFor(() => expect(screen.getByLabelText('SIM number')).toHaveValue('050 111 22 33'));
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('SIM provider')).toHaveDisplayValue('Azercell'));
    expect(screen.getByLabelText('Price')).toHaveValue('300');
  });

  it('says so when the advert is not the person’s own, and sends nothing', async () => {
    stubPosting({
      'GET /phone/42': () => ({ ...phoneDetail, viewer: { ...phoneDetail.viewer, isOwner: false, canEdit: false } }),
    });
    await renderRoutes(routes, '/addAdvert?edit=phone/42', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the seller can edit this advert.');
    expect(screen.getByRole('link', { name: 'Back to the advert' })).toHaveAttribute('href', '/phone-preview/phone/42');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('offers a retry when the advert cannot be loaded', async () => {
    let answers = 0;
    stubPosting({
      'GET /phone/42': () => (++answers === 1 ? apiError(503, 'SERVICE_UNAVAILABLE', 'down') : phoneDetail),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, '/addAdvert?edit=phone/42', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The advert could not be loaded\. /);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Price')).toHaveValue('1250');
  });
});

describe('the draft of an edit', FORM_TIMEOUT, () => {
  const price = () => screen.getByLabelText('Price');
  /** Opens the edit of phone 42, as the server answers it now, once its form is filled in. */
  async function openEdit(language = 'en') {
    const view = await renderRoutes(routes, '/addAdvert?edit=phone/42', language);
    await screen.findByRole('heading', { name: language === 'az' ? 'Elanı redaktə et' : 'Edit advert' });
    return view;
  }

  it('keeps unsaved changes across a reload, apart from a new advert’s draft, until they are saved', async () => {
    const fetchMock = stubPosting({
      'GET /phone/42': () => phoneDetail,
      'POST /phone': () => json({ ...phoneDetail, state: 'PENDING' }),
    });
    const user = userEvent.setup();
    const first = await openEdit();
    await user.clear(await screen.findByLabelText('Price'));
    await user.type(price(), '1100');
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    first.unmount();

    const second = await openEdit();
    expect(await screen.findByText('Your unsaved changes to this advert are back.')).toBeInTheDocument();
    expect(price()).toHaveValue('1100');
    expect(screen.getAllByRole('listitem', { name: /^Photo \d/ })).toHaveLength(2);
    // The new advert's draft is another thing.
    expect(storedNewDrafts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('dialog', { name: 'Changes saved' });
    expect(callsTo(fetchMock, 'POST /phone')[0]?.body).toMatchObject({
      id: 42,
      price: 1100,
      imageUrls: phoneDetail.imageUrls.slice(0, 2),
    });
    second.unmount();

    await openEdit();
    expect(await screen.findByLabelText('Price')).toHaveValue('1250');
    expect(screen.queryByText(/unsaved changes/)).not.toBeInTheDocument();
  });

  it('discards the unsaved changes on request, back to the advert as saved', async () => {
    stubPosting({ 'GET /phone/42': () => phoneDetail });
    const user = userEvent.setup();
    const first = await openEdit();
    await user.type(await screen.findByLabelText('Comment (optional)'), ' Box included.');
    first.unmount();

    await openEdit();
    await user.click(await screen.findByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('Comment (optional)')).toHaveValue(phoneDetail.comment);
    expect(screen.queryByText(/unsaved changes/)).not.toBeInTheDocument();
  });

  it('asks, in the person’s language, before putting back changes to an advert that has changed since', async () => {
    let serverPrice = 1250;
    stubPosting({ 'GET /phone/42': () => ({ ...phoneDetail, price: serverPrice }) });
    const user = userEvent.setup();
    const first = await openEdit('az');
    await user.clear(await screen.findByLabelText('Qiymət'));
    await user.type(screen.getByLabelText('Qiymət'), '1100');
    first.unmount();
    // Meanwhile the advert is saved at another price elsewhere (another tab, another phone).
    serverPrice = 1300;

    const second = await openEdit('az');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Yadda saxlanmamış dəyişikliklərinizə başladıqdan sonra bu elan dəyişdirilib',
    );
    expect(screen.queryByLabelText('Qiymət')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yadda saxlanmamış dəyişikliklərimlə davam et' }));
    expect(await screen.findByLabelText('Qiymət')).toHaveValue('1100');
    second.unmount();

    // Chosen once, the changes now stand on the newer advert: no question after a reload.
    const third = await openEdit('az');
    expect(await screen.findByLabelText('Qiymət')).toHaveValue('1100');
    third.unmount();

    serverPrice = 1400;
    await openEdit('az');
    await user.click(await screen.findByRole('button', { name: 'Saxlanmış elandan başla' }));
    expect(await screen.findByLabelText('Qiymət')).toHaveValue('1400');
  });
});

describe('the draft of a new advert', FORM_TIMEOUT, () => {
  it('survives a reload with its fields and uploaded photos, and is gone once sent', async () => {
    const fetchMock = stubPosting({ 'POST /accessory': () => json({ id: 3 }) });
    const user = userEvent.setup();
    const first = await renderRoutes(routes, '/addAdvert', 'en');
    await user.click(await screen.findByRole('radio', { name: 'Accessories' }));
    await addPhotos(user, 'case.jpg');
    await screen.findByRole('listitem', { name: 'Photo 1, the cover' });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.type(screen.getByLabelText('Name'), 'Leather case');
    await choose(user, 'Type', 'Case');
    await user.click(screen.getByRole('radio', { name: 'New' }));
    await user.type(screen.getByLabelText('Price'), '35');
    await choose(user, 'City', 'Ganja');
    await user.type(screen.getByLabelText('Comment (optional)'), 'Fits iPhone 14');
    first.unmount();

    await renderRoutes(routes, '/addAdvert', 'en');
    await screen.findByRole('heading', { name: 'New advert' });
    expect(screen.getByRole('radio', { name: 'Accessories' })).toBeChecked();
    expect(screen.getByLabelText('Name')).toHaveValue('Leather case');
    expect(screen.getByLabelText('Price')).toHaveValue('35');
    expect(screen.getByRole('radio', { name: 'New' })).toBeChecked();
    expect(screen.getByLabelText('Comment (optional)')).toHaveValue('Fits iPhone 14');
    await waitFor(() => expect(screen.getByLabelText('Type')).toHaveDisplayValue('Case'));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveDisplayValue('Ganja'));
    const photo = screen.getByRole('listitem', { name: 'Photo 1, the cover' });
    expect(photo.querySelector('img')).toHaveAttribute('src', uploadedUrl('case.jpg'));

    await user.click(terms());
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(callsTo(fetchMock, 'POST /accessory')[0]?.body).toEqual({
      id: null,
      price: 35,
      districtId: 13,
      comment: 'Fits iPhone 14',
      sellerOptions: [],
      contactBy: 'calls',
      imageUrls: [uploadedUrl('case.jpg')],
      name: 'Leather case',
      type: 'CASE',
      condition: 'new',
    });
    expect(storedNewDrafts()).toEqual([]);
    // Only the uploaded address was sent once: the photo was not uploaded again after the reload.
    expect(callsTo(fetchMock, 'POST /storage/upload')).toHaveLength(1);
  });

  it('starts empty when the stored draft cannot be read', async () => {
    localStorage.setItem(DRAFT_KEY, '{not json');
    stubPosting();
    await renderRoutes(routes, '/addAdvert', 'en');
    await screen.findByRole('heading', { name: 'New advert' });
    expect(screen.getByRole('radio', { name: 'Phones' })).toBeChecked();
    expect(screen.getByLabelText('Price')).toHaveValue('');
  });
});
