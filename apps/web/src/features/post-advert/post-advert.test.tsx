import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { apiError, callsTo, json } from '../../testing/stub-api';
import {
  acceptTermsAndSend,
  addPhotos,
  choose,
  firstAnswerLost,
  installFetchBackedXhr,
  routes,
  signIn,
  storedNewDrafts,
  stubPosting,
  submitButton,
  thisTabsDraft,
  typeSimAdvert,
  uploadedUrl,
  WHOLE_IMEI,
} from './test-kit';

const open = (path = '/addAdvert', language = 'en') => renderRoutes(routes, path, language);

/** Submits a refused form: the one alert under it says how many fields are marked. */
async function submitRefused(user: UserEvent, summary: string) {
  await user.click(submitButton());
  await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([summary]));
}

/** Each control (or group of chips) is marked with its own message, and nothing else is marked. */
function expectMarked(marked: [HTMLElement, string][]) {
  const controls = marked.flatMap(([control]) =>
    control.tagName === 'FIELDSET' ? within(control).getAllByRole('radio') : [control],
  );
  for (const [control, message] of marked)
    expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  expect([...document.querySelectorAll('[aria-invalid="true"]')]).toEqual(controls);
}

/** Types a complete Azercell number advert in Baku for 300 AZN and sends it. */
async function sendSimAdvert(user: UserEvent) {
  await typeSimAdvert(user);
  await acceptTermsAndSend(user);
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

describe('checking on submit: every missing field at once', FORM_TIMEOUT, () => {
  beforeEach(signIn);

  it('marks every missing field of an empty phone advert with its own message and focuses the first on screen', async () => {
    const fetchMock = stubPosting();
    const user = userEvent.setup();
    await open();
    await screen.findByRole('heading', { name: 'New advert' });
    await screen.findByRole('option', { name: 'Apple' });

    await submitRefused(user, '10 fields need your attention: they are marked above.');
    const terms = screen.getByRole('checkbox', { name: /I have read and accept/ });
    const field = (label: string) => screen.getByLabelText(label);
    expectMarked([
      [field('Add photos'), 'Please upload at least one image.'],
      [field('Brand'), 'Please select a brand.'],
      [field('Colour'), 'Please select a colour.'],
      [field('SIM type'), 'Please select the SIM type.'],
      [field('Storage'), 'Please select the storage.'],
      [field('RAM'), 'Please select the RAM.'],
      [screen.getByRole('group', { name: 'Condition' }), 'Please choose the condition of the device.'],
      [field('Price'), 'Please enter a price.'],
      [field('City'), 'Please select a city.'],
      [terms, 'Please accept the terms and conditions.'],
    ]);
    // The model waits for its brand: a control a person cannot use yet is not marked.
    expect(field('Model')).toBeDisabled();
    expect(field('Model')).not.toHaveAttribute('aria-invalid');
    // The photos come first on screen; the terms, last, no longer go first.
    expect(field('Add photos')).toHaveFocus();

    // Fixing a field takes its own message away and leaves the others.
    await user.click(terms);
    expect(terms).not.toHaveAttribute('aria-invalid');
    expect(field('Price')).toHaveAttribute('aria-invalid', 'true');

    await addPhotos(user, 'front.jpg');
    await screen.findByRole('listitem', { name: 'Photo 1, the cover' });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await choose(user, 'Brand', 'Apple');
    await choose(user, 'Model', 'iPhone 13');
    await choose(user, 'Colour', 'Black');
    await choose(user, 'SIM type', 'Dual SIM');
    await choose(user, 'Storage', '128GB');
    await choose(user, 'RAM', '8GB');
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await choose(user, 'City', 'Baku');
    await user.type(field('Price'), '0');
    await submitRefused(user, '1 field needs your attention: it is marked above.');
    expectMarked([[field('Price'), 'The price must be a whole number from 1 to 10 000 000 AZN.']]);
    expect(field('Price')).toHaveFocus();
    await user.clear(field('Price'));
    await user.type(field('Price'), '10000001');
    await submitRefused(user, '1 field needs your attention: it is marked above.');
    expectMarked([[field('Price'), 'The price must be a whole number from 1 to 10 000 000 AZN.']]);

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
    await user.click(screen.getByRole('radio', { name: 'New, sealed' }));
    // A sealed device is not asked for its battery or its defects.
    expect(screen.queryByLabelText(/Battery health/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Defects/ })).not.toBeInTheDocument();
    await choose(user, 'Storage', '256GB');
    await submitRefused(user, '1 field needs your attention: it is marked above.');
    expectMarked([[screen.getByLabelText('RAM'), 'Please select the RAM.']]);
    expect(screen.getByLabelText('RAM')).toHaveFocus();
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
      contactBy: 'calls',
      imageUrls: [uploadedUrl('tab.jpg')],
      brandId: 21,
      modelId: 210001,
      color: 'Gray',
      mainMemory: { id: 6, type: 'STORAGE', capacity: '256GB' },
      ram: { id: 25, type: 'RAM', capacity: '6GB' },
      grade: 'new_sealed',
      accountLocked: false,
      batteryHealth: null,
      defects: [],
      inBox: [],
      warrantyMonths: null,
      imei: null,
      imeiRegistered: null,
    });
  });

  it('asks a SIM number for its provider and a valid number, and an accessory for name, type and usage', async () => {
    stubPosting();
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('radio', { name: 'SIM Cards' }));
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    // No photos for a SIM number: the number is the first field on screen, its operator after it.
    await submitRefused(user, '4 fields need your attention: they are marked above.');
    const number = () => screen.getByLabelText('SIM number');
    expectMarked([
      [number(), 'Please enter the SIM number.'],
      [screen.getByLabelText('SIM provider'), 'Please select a SIM provider.'],
      [screen.getByLabelText('Price'), 'Please enter a price.'],
      [screen.getByLabelText('City'), 'Please select a city.'],
    ]);
    expect(number()).toHaveFocus();
    await choose(user, 'SIM provider', 'Azercell');
    await user.type(screen.getByLabelText('Price'), '90');
    await choose(user, 'City', 'Baku');
    await user.type(number(), '   ');
    await submitRefused(user, '1 field needs your attention: it is marked above.');
    expectMarked([[number(), 'Please enter the SIM number.']]);
    await user.type(number(), '012 345');
    await submitRefused(user, '1 field needs your attention: it is marked above.');
    expectMarked([[number(), 'Enter an Azerbaijani mobile number, e.g. 050 123 45 67.']]);

    await user.click(screen.getByRole('radio', { name: 'Accessories' }));
    await submitRefused(user, '4 fields need your attention: they are marked above.');
    expectMarked([
      [screen.getByLabelText('Add photos'), 'Please upload at least one image.'],
      [screen.getByLabelText('Name'), "Please enter the accessory's name."],
      [screen.getByLabelText('Type'), 'Please select the accessory type.'],
      [screen.getByRole('group', { name: 'Usage' }), 'Please select whether it is new or used.'],
    ]);
    expect(screen.getByLabelText('Add photos')).toHaveFocus();
  });

  it('words the messages in Azerbaijani and Russian', async () => {
    stubPosting();
    const user = userEvent.setup();
    const view = await open('/addAdvert', 'az');
    await user.click(await screen.findByRole('button', { name: 'Elanı yerləşdir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('10 xanaya diqqət yetirin: onlar yuxarıda qeyd olunub.');
    expect(screen.getByRole('checkbox', { name: /oxudum və qəbul edirəm/ })).toHaveAccessibleDescription(
      'Zəhmət olmasa, istifadə şərtlərini qəbul edin.',
    );
    expect(screen.getByLabelText('Qiymət')).toHaveAccessibleDescription(
      expect.stringContaining('Zəhmət olmasa, qiyməti daxil edin.'),
    );
    view.unmount();

    await open('/addAdvert', 'ru');
    await user.click(await screen.findByRole('button', { name: 'Разместить объявление' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('10 полей требуют внимания: они отмечены выше.');
    expect(screen.getByRole('checkbox', { name: /принимаю условия/ })).toHaveAccessibleDescription(
      'Пожалуйста, примите условия использования.',
    );
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
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.type(screen.getByLabelText('Battery health, % (optional)'), '87');
    await user.click(screen.getByRole('checkbox', { name: 'Scratches on the body' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cable' }));
    await user.click(screen.getByRole('checkbox', { name: 'Box' }));
    await user.type(screen.getByLabelText('IMEI (optional)'), '35 391110 123456 6');
    await user.click(screen.getByRole('radio', { name: 'Registered' }));
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
      contactBy: 'calls',
      imageUrls: [uploadedUrl('front.jpg'), uploadedUrl('back.jpg')],
      brandId: 1,
      modelId: 10001,
      color: 'Rose Gold',
      mainMemory: { id: 5, type: 'STORAGE', capacity: '128GB' },
      ram: { id: 26, type: 'RAM', capacity: '8GB' },
      simType: 'DUAL SIM',
      grade: 'good',
      accountLocked: false,
      batteryHealth: 87,
      // In the contract's order, whatever order they were ticked in; the IMEI as its 15 digits.
      defects: ['body_scratches'],
      inBox: ['box', 'cable'],
      warrantyMonths: null,
      imei: WHOLE_IMEI,
      imeiRegistered: true,
    });
    // Sent: the draft is gone.
    expect(storedNewDrafts()).toEqual([]);

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
      contactBy: 'calls',
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

  it('sends a try again after a 503 with the same key, which the draft keeps across a reload, so it cannot make two adverts', async () => {
    const fetchMock = stubPosting({ 'POST /sim': firstAnswerLost() });
    const user = userEvent.setup();
    const before = await open();
    await sendSimAdvert(user);
    await screen.findByRole('alert');

    const [first] = callsTo(fetchMock, 'POST /sim');
    const key = first?.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(thisTabsDraft()?.idempotencyKey).toBe(key);

    // The person reloads the page before trying again.
    before.unmount();
    await open();
    expect(await screen.findByLabelText('SIM number')).toHaveValue('0501112233');
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(callsTo(fetchMock, 'POST /sim').map((c) => c.headers['idempotency-key'])).toEqual([key, key]);
    expect(storedNewDrafts()).toEqual([]);
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
    expect(thisTabsDraft()?.values.category).toBe('sim');
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
