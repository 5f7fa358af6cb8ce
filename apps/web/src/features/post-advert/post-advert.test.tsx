import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { apiError, callsTo, json } from '../../testing/stub-api';
import { DRAFT_KEY } from './form/advert-draft';
import {
  addPhotos,
  choose,
  installFetchBackedXhr,
  routes,
  signIn,
  stubPosting,
  submitButton,
  uploadedUrl,
} from './test-kit';

const open = (path = '/addAdvert', language = 'en') => renderRoutes(routes, path, language);

/** Submits and answers the one announced failure, checking its field is focused and marked. */
async function expectFailure(user: UserEvent, message: string, field: () => HTMLElement) {
  await user.click(submitButton());
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual([message]);
  expect(field()).toHaveFocus();
  expect(field()).toHaveAttribute('aria-invalid', 'true');
}

/** Types a complete Azercell number advert in Baku for 300 AZN and sends it. */
async function sendSimAdvert(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: 'SIM Cards' }));
  await choose(user, 'SIM provider', 'Azercell');
  await user.type(screen.getByLabelText('SIM number'), '0501112233');
  await user.type(screen.getByLabelText('Price'), '300');
  await choose(user, 'City', 'Baku');
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
  await user.click(submitButton());
}

beforeEach(() => {
  installFetchBackedXhr();
});

describe('a signed-out visitor', () => {
  it('is sent to /signUp', async () => {
    stubPosting();
    await open();
    expect(await screen.findByRole('heading', { name: 'screen /signUp' })).toBeInTheDocument();
  });
});

// A person's pace through a whole form takes longer than vitest's default five seconds.
const FORM_TIMEOUT = { timeout: 30_000 };

describe('checking on submit, in the documented order', FORM_TIMEOUT, () => {
  beforeEach(signIn);

  it('announces each failure of a phone advert in turn, under its field, focused and marked', async () => {
    const fetchMock = stubPosting();
    const user = userEvent.setup();
    await open();
    await screen.findByRole('heading', { name: 'New advert' });

    await expectFailure(user, 'Please accept the terms and conditions.', () =>
      screen.getByRole('checkbox', { name: /I have read and accept/ }),
    );
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    // Fixing the field takes its message away.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await expectFailure(user, 'Please upload at least one image.', () => screen.getByLabelText('Add photos'));
    await addPhotos(user, 'front.jpg');
    await screen.findByRole('listitem', { name: 'Photo 1, the cover' });
    await waitFor(() => expect(submitButton()).toBeEnabled());

    const price = () => screen.getByLabelText('Price');
    await expectFailure(user, 'Please enter a price.', price);
    await user.type(price(), '0');
    await expectFailure(user, 'The price must be a whole number from 1 to 10 000 000 AZN.', price);
    await user.clear(price());
    await user.type(price(), '10000001');
    await expectFailure(user, 'The price must be a whole number from 1 to 10 000 000 AZN.', price);
    await user.clear(price());
    await user.type(price(), '1250');

    await expectFailure(user, 'Please select a city.', () => screen.getByLabelText('City'));
    await choose(user, 'City', 'Baku');
    await expectFailure(user, 'Please select a brand.', () => screen.getByLabelText('Brand'));
    await choose(user, 'Brand', 'Apple');
    await expectFailure(user, 'Please select a model.', () => screen.getByLabelText('Model'));
    await choose(user, 'Model', 'iPhone 13');
    await expectFailure(user, 'Please select a colour.', () => screen.getByLabelText('Colour'));
    await choose(user, 'Colour', 'Black');
    await expectFailure(user, 'Please select whether it is new or used.', () =>
      screen.getByRole('radio', { name: 'New' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Used' }));
    await expectFailure(user, 'Please select the storage.', () => screen.getByLabelText('Storage'));
    await choose(user, 'Storage', '128GB');
    await expectFailure(user, 'Please select the RAM.', () => screen.getByLabelText('RAM'));
    await choose(user, 'RAM', '8GB');
    await expectFailure(user, 'Please select the SIM type.', () => screen.getByLabelText('SIM type'));
    await choose(user, 'SIM type', 'Dual SIM');

    expect(callsTo(fetchMock, 'POST /phone')).toHaveLength(0);
  });

  it("offers the chosen brand's models, and choosing another brand clears the model", async () => {
    stubPosting();
    const user = userEvent.setup();
    await open();
    expect(await screen.findByLabelText('Model')).toBeDisabled();
    expect(screen.getByLabelText('Model')).toHaveDisplayValue('Select a brand name first.');
    await choose(user, 'Brand', 'Apple');
    await choose(user, 'Model', 'iPhone 14');
    await choose(user, 'Brand', 'Samsung');
    expect(screen.getByLabelText('Model')).toHaveValue('');
    await screen.findByRole('option', { name: 'Galaxy S23' });
    expect(screen.queryByRole('option', { name: 'iPhone 14' })).not.toBeInTheDocument();
  });

  it('asks a tablet for the same fields but not its SIM type', async () => {
    const fetchMock = stubPosting({ 'POST /tablet': ({ body }) => json({ ...(body as object), id: 5 }) });
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('radio', { name: 'Tablets' }));
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await addPhotos(user, 'tab.jpg');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.type(screen.getByLabelText('Price'), '400');
    await choose(user, 'City', 'Ganja');
    await choose(user, 'Brand', 'Lenovo');
    await choose(user, 'Model', 'Tab P11');
    await choose(user, 'Colour', 'Gray');
    await user.click(screen.getByRole('radio', { name: 'New' }));
    await choose(user, 'Storage', '256GB');
    await expectFailure(user, 'Please select the RAM.', () => screen.getByLabelText('RAM'));
    await choose(user, 'RAM', '6GB');
    expect(screen.getByLabelText('SIM type (optional)')).toHaveValue('');

    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(callsTo(fetchMock, 'POST /tablet')[0]?.body).toEqual({
      id: null,
      price: 400,
      districtId: 13,
      comment: '',
      sellerOptions: [],
      imageUrls: [uploadedUrl('tab.jpg')],
      brandId: 21,
      modelId: 210001,
      color: 'Gray',
      condition: 'new',
      mainMemory: { id: 6, type: 'STORAGE', capacity: '256GB' },
      ram: { id: 25, type: 'RAM', capacity: '6GB' },
    });
  });

  it('asks a SIM number for its provider and a valid number, and an accessory for name, type and usage', async () => {
    stubPosting();
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('radio', { name: 'SIM Cards' }));
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    // No photos for a SIM number: the price comes right after the terms.
    await expectFailure(user, 'Please enter a price.', () => screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '90');
    await choose(user, 'City', 'Baku');
    await expectFailure(user, 'Please select a SIM provider.', () => screen.getByLabelText('SIM provider'));
    await choose(user, 'SIM provider', 'Azercell');
    const number = () => screen.getByLabelText('SIM number');
    await expectFailure(user, 'Please enter the SIM number.', number);
    await user.type(number(), '   ');
    await expectFailure(user, 'Please enter the SIM number.', number);
    await user.type(number(), '012 345');
    await expectFailure(user, 'Enter an Azerbaijani mobile number, e.g. 050 123 45 67.', number);

    await user.click(screen.getByRole('radio', { name: 'Accessories' }));
    await addPhotos(user, 'case.jpg');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    const name = () => screen.getByLabelText('Name');
    await expectFailure(user, "Please enter the accessory's name.", name);
    await user.type(name(), 'Silicone case');
    await expectFailure(user, 'Please select the accessory type.', () => screen.getByLabelText('Type'));
    await choose(user, 'Type', 'Case');
    await expectFailure(user, 'Please select whether it is new or used.', () =>
      screen.getByRole('radio', { name: 'New' }),
    );
  });

  it('words the messages in Azerbaijani and Russian', async () => {
    stubPosting();
    const user = userEvent.setup();
    const view = await open('/addAdvert', 'az');
    await user.click(await screen.findByRole('button', { name: 'Elanı yerləşdir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zəhmət olmasa, istifadə şərtlərini qəbul edin.');
    view.unmount();

    await open('/addAdvert', 'ru');
    await user.click(await screen.findByRole('button', { name: 'Разместить объявление' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Пожалуйста, примите условия использования.');
  });
});

describe('posting', FORM_TIMEOUT, () => {
  beforeEach(signIn);

  it('sends a complete phone advert as the contract describes and shows the success modal', async () => {
    const fetchMock = stubPosting({ 'POST /phone': () => json({ id: 101 }) });
    const user = userEvent.setup();
    await open();
    await screen.findByRole('heading', { name: 'New advert' });
    expect(screen.getByRole('heading', { name: 'Step 2: Photos' })).toBeInTheDocument();

    await addPhotos(user, 'front.jpg', 'back.jpg');
    await screen.findByRole('listitem', { name: 'Photo 2' });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await choose(user, 'Brand', 'Apple');
    await choose(user, 'Model', 'iPhone 13');
    await choose(user, 'Colour', 'Rose Gold');
    await user.click(screen.getByRole('radio', { name: 'Used' }));
    await choose(user, 'Storage', '128GB');
    await choose(user, 'RAM', '8GB');
    await choose(user, 'SIM type', 'Dual SIM');
    await user.type(screen.getByLabelText('Price'), '1 250');
    await choose(user, 'City', 'Baku');
    await user.type(screen.getByLabelText('Comment (optional)'), 'Box included');
    expect(screen.getByText('12/500')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(dialog).toHaveTextContent('Thank you! Your advert has been sent for review.');
    expect(dialog).toHaveTextContent('Our team checks every advert and publishes it within 24 hours.');
    expect(within(dialog).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(within(dialog).getByRole('link', { name: 'My adverts' })).toHaveAttribute('href', '/userProfile');

    const [post] = callsTo(fetchMock, 'POST /phone');
    expect(post?.headers.authorization).toBe('Bearer access.jwt');
    expect(post?.body).toEqual({
      id: null,
      price: 1250,
      districtId: 7,
      comment: 'Box included',
      sellerOptions: [],
      imageUrls: [uploadedUrl('front.jpg'), uploadedUrl('back.jpg')],
      brandId: 1,
      modelId: 10001,
      color: 'Rose Gold',
      condition: 'used',
      mainMemory: { id: 5, type: 'STORAGE', capacity: '128GB' },
      ram: { id: 26, type: 'RAM', capacity: '8GB' },
      simType: 'DUAL SIM',
    });
    // Sent: the draft is gone.
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();

    await user.click(within(dialog).getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'screen /' })).toBeInTheDocument();
  });

  it('has no photo step for a SIM number: details are step 2, the comment step 3', async () => {
    const fetchMock = stubPosting({ 'POST /sim': () => json({ id: 8 }) });
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('radio', { name: 'SIM Cards' }));
    expect(screen.queryByRole('heading', { name: /Photos/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2: Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 3: Comment' })).toBeInTheDocument();

    await choose(user, 'SIM provider', 'Bakcell');
    await user.type(screen.getByLabelText('SIM number'), '055 111 22 33');
    await user.type(screen.getByLabelText('Price'), '90');
    await choose(user, 'City', 'Ganja');
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(submitButton());

    await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(callsTo(fetchMock, 'POST /sim')[0]?.body).toEqual({
      id: null,
      price: 90,
      districtId: 13,
      comment: '',
      sellerOptions: [],
      simProviderId: 2,
      number: '994551112233',
    });
  });

  it('keeps every field when the number is taken, and marks the number', async () => {
    stubPosting({
      'POST /sim': () =>
        json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'This number is already advertised.',
            code: 'SIM_NUMBER_TAKEN',
            issues: [{ path: 'number', code: 'SIM_NUMBER_TAKEN' }],
          },
          409,
        ),
    });
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('radio', { name: 'SIM Cards' }));
    await choose(user, 'SIM provider', 'Azercell');
    await user.type(screen.getByLabelText('SIM number'), '0501112233');
    await user.type(screen.getByLabelText('Price'), '300');
    await choose(user, 'City', 'Baku');
    await user.type(screen.getByLabelText('Comment (optional)'), 'Golden number');
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(submitButton());

    const number = screen.getByLabelText('SIM number');
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The advert was not sent. This number is already advertised.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(number).toHaveValue('0501112233');
    expect(screen.getByLabelText('Price')).toHaveValue('300');
    expect(screen.getByLabelText('SIM provider')).toHaveValue('1');
    expect(screen.getByLabelText('Comment (optional)')).toHaveValue('Golden number');
    expect(screen.getByRole('checkbox', { name: /I have read and accept/ })).toBeChecked();
  });

  it('sends a try again after a 503 with the same key, which the draft keeps, so it cannot make two adverts', async () => {
    let answers = 0;
    const fetchMock = stubPosting({
      'POST /sim': () =>
        ++answers === 1 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Database unavailable') : json({ id: 8 }),
    });
    const user = userEvent.setup();
    await open();
    await sendSimAdvert(user);
    await screen.findByRole('alert');

    const [first] = callsTo(fetchMock, 'POST /sim');
    const key = first?.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').idempotencyKey).toBe(key);

    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(callsTo(fetchMock, 'POST /sim').map((c) => c.headers['idempotency-key'])).toEqual([key, key]);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('announces a refusal without a field under the form, in the person language', async () => {
    stubPosting({ 'POST /sim': () => apiError(503, 'SERVICE_UNAVAILABLE', 'Database unavailable') });
    const user = userEvent.setup();
    await open();
    await sendSimAdvert(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The advert was not sent\. /);
    expect(alert).not.toHaveTextContent('Database unavailable');
  });

  it('the posting limit says how many and how long to wait, under the form, and keeps the draft', async () => {
    stubPosting({
      'POST /sim': () =>
        json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'This account has sent 30 new adverts.',
            code: 'POSTING_LIMIT',
            params: { limit: 30, retryAfterSeconds: 42 * 60 },
          },
          429,
          { 'retry-after': String(42 * 60) },
        ),
    });
    const user = userEvent.setup();
    await open();
    await sendSimAdvert(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The advert was not sent. You have reached the limit of 30 new adverts for now. You can post again in 42 min.',
    );
    expect(submitButton().closest('div')).toContainElement(alert);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').values.category).toBe('sim');
  });

  it('too many adverts waiting for review: says so with the figure, under the form', async () => {
    stubPosting({
      'POST /sim': () =>
        json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Too many pending.',
            code: 'PENDING_LIMIT',
            params: { limit: 30 },
          },
          409,
        ),
    });
    const user = userEvent.setup();
    await open();
    await sendSimAdvert(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The advert was not sent. You already have 30 adverts waiting for review in this category, the most at once.',
    );
  });
});
