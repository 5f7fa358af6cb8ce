import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { apiError, callsTo, json } from '../../testing/stub-api';
import {
  addPhotos,
  choose,
  installFetchBackedXhr,
  phoneDetail,
  photoFile,
  routes,
  signIn,
  stubPosting,
  submitButton,
  uploadedUrl,
} from './test-kit';

const FORM_TIMEOUT = { timeout: 30_000 };
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const tiles = () => screen.queryAllByRole('listitem', { name: /^Photo \d/ });
/** The local preview of a picked file is named after it here (see beforeEach). */
const preview = (name: string) => `blob:${name}`;
const tileSources = () => tiles().map((tile) => tile.querySelector('img')?.getAttribute('src'));
const sentImages = (fetchMock: ReturnType<typeof stubPosting>) =>
  (callsTo(fetchMock, 'POST /accessory')[0]?.body as { imageUrls?: string[] } | undefined)?.imageUrls;
const uploadedTiles = () =>
  tiles().filter((tile) => !within(tile).queryByRole('progressbar') && !within(tile).queryByRole('alert'));

async function openAccessoryForm(user: UserEvent) {
  await renderRoutes(routes, '/addAdvert', 'en');
  await user.click(await screen.findByRole('radio', { name: 'Accessories' }));
}

/** Everything but the photos of an accessory advert. */
async function fillAccessory(user: UserEvent) {
  await user.type(screen.getByLabelText('Name'), 'USB-C cable');
  await choose(user, 'Type', 'Cable');
  await user.click(screen.getByRole('radio', { name: 'New' }));
  await user.type(screen.getByLabelText('Price'), '15');
  await choose(user, 'City', 'Baku');
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
}

/** An answer the test releases when it wants to. */
function held() {
  let release: (answer: unknown) => void = () => {};
  const promise = new Promise<unknown>((resolve) => {
    release = resolve;
  });
  return { promise, release: (answer: unknown) => release(answer) };
}

beforeEach(() => {
  installFetchBackedXhr();
  signIn();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => preview((file as File).name));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

describe('photos', FORM_TIMEOUT, () => {
  it('takes at most five, and says so when more are picked', async () => {
    stubPosting();
    const user = userEvent.setup();
    await openAccessoryForm(user);
    await addPhotos(user, '1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg', '6.jpg');

    expect(await screen.findByRole('alert')).toHaveTextContent('You can only upload up to 5 images.');
    expect(tiles()).toHaveLength(5);
    expect(screen.getByText('5 of 5 photos')).toBeInTheDocument();
    expect(tileSources()).toEqual(['1', '2', '3', '4', '5'].map((n) => preview(`${n}.jpg`)));
  });

  it('refuses files that are not photos before they take a slot, and names every file left out and why', async () => {
    const fetchMock = stubPosting();
    const user = userEvent.setup();
    await openAccessoryForm(user);
    // A note saved as .jpg: the browser calls it image/jpeg by its name.
    const note = new File(['razılaşma yolu ilə'], 'notes.jpg', { type: 'image/jpeg' });
    const photos = ['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg', '6.jpg'].map(photoFile);
    await user.upload(screen.getByLabelText('Add photos'), [note, ...photos]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not photos, so not added: notes.jpg. Add JPEG, PNG, WebP, AVIF or HEIC images. ' +
        'You can only upload up to 5 images. Not added, as there is no room left: 6.jpg.',
    );
    expect(tileSources()).toEqual(['1', '2', '3', '4', '5'].map((n) => preview(`${n}.jpg`)));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /storage/upload')).toHaveLength(5));
  });

  it('names the files left out in Azerbaijani too, and takes an iPhone’s HEIC photo', async () => {
    stubPosting();
    const user = userEvent.setup();
    await renderRoutes(routes, '/addAdvert', 'az');
    await user.click(await screen.findByRole('radio', { name: 'Aksesuarlar' }));
    const heic = new File(
      [new Uint8Array([0, 0, 0, 24, ...ascii('ftypheic'), 0, 0, 0, 0, ...ascii('mif1heic')])],
      'IMG_0001.HEIC',
      {
        type: 'image/heic',
      },
    );
    const pdf = new File(['%PDF-1.7'], 'qəbz.pdf', { type: 'image/jpeg' });
    const gif = new File(['GIF89a'], 'gülüş.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Şəkil əlavə et'), [heic, pdf, gif]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Şəkil olmadığı üçün əlavə olunmadı: qəbz.pdf və gülüş.gif.',
    );
    const sources = [...document.querySelectorAll('li img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([preview('IMG_0001.HEIC')]);
  });

  it('counts the photos an edited advert already has', async () => {
    stubPosting({ 'GET /phone/42': () => phoneDetail });
    const user = userEvent.setup();
    await renderRoutes(routes, '/addAdvert?edit=phone/42', 'en');
    await screen.findByText('3 of 5 photos');
    await addPhotos(user, 'new1.jpg', 'new2.jpg', 'new3.jpg');

    expect(await screen.findByRole('alert')).toHaveTextContent('You can only upload up to 5 images.');
    expect(tiles()).toHaveLength(5);
  });

  it('shows a progress bar per photo and keeps submit disabled until every upload has finished', async () => {
    const uploads: ReturnType<typeof held>[] = [];
    stubPosting({
      'POST /storage/upload': () => {
        const answer = held();
        uploads.push(answer);
        return answer.promise;
      },
    });
    const user = userEvent.setup();
    await openAccessoryForm(user);
    await addPhotos(user, 'a.jpg', 'b.jpg');

    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 1' })).toHaveAttribute('value', '40');
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 2' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Wait until the photos finish uploading.')).toBeInTheDocument();

    uploads[0]?.release([uploadedUrl('a.jpg')]);
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Uploading photo 1' })).not.toBeInTheDocument(),
    );
    expect(submitButton()).toBeDisabled();
    uploads[1]?.release([uploadedUrl('b.jpg')]);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says which photo failed and why, retries it on request, and sends only uploaded photos', async () => {
    let refusals = 0;
    const fetchMock = stubPosting({
      'POST /storage/upload': ({ init }) => {
        const file = (init.body as FormData).get('files') as File;
        if (file.name === 'scan.jpg' && refusals++ < 2) {
          return apiError(415, 'NOT_AN_IMAGE', 'The file is not an image.');
        }
        return [uploadedUrl(file.name)];
      },
      'POST /accessory': () => json({ id: 4 }),
    });
    const user = userEvent.setup();
    await openAccessoryForm(user);
    await addPhotos(user, 'front.jpg', 'scan.jpg');

    const failed = await screen.findByRole('listitem', { name: 'Photo 2' });
    expect(await within(failed).findByRole('alert')).toHaveTextContent(
      'Image upload failed. This file is not a photo we can read. Use JPEG, PNG, WebP, AVIF or HEIC.',
    );
    await user.click(within(failed).getByRole('button', { name: 'Retry (photo 2)' }));
    // Refused a second time: the failure stays, with its retry.
    expect(await within(failed).findByRole('alert')).toHaveTextContent('Image upload failed.');
    expect(callsTo(fetchMock, 'POST /storage/upload')).toHaveLength(3);

    // Sent with the failed photo still there: only the uploaded one goes.
    await fillAccessory(user);
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(sentImages(fetchMock)).toEqual([uploadedUrl('front.jpg')]);
  });

  it('retries a failed upload successfully', async () => {
    let first = true;
    stubPosting({
      'POST /storage/upload': ({ init }) => {
        if (first) {
          first = false;
          return apiError(429, 'RATE_LIMITED', 'Slow down', { 'retry-after': '30' });
        }
        return [uploadedUrl(((init.body as FormData).get('files') as File).name)];
      },
    });
    const user = userEvent.setup();
    await openAccessoryForm(user);
    await addPhotos(user, 'front.jpg');
    const tile = await screen.findByRole('listitem', { name: 'Photo 1, the cover' });
    expect(await within(tile).findByRole('alert')).toHaveTextContent(
      'Image upload failed. Too many attempts. Try again in 30',
    );
    await user.click(within(tile).getByRole('button', { name: 'Retry (photo 1)' }));
    await waitFor(() => expect(uploadedTiles()).toHaveLength(1));
    expect(within(tile).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says on the photo's tile when a busy server asks to try again, and uploads it on retry", async () => {
    let busy = true;
    stubPosting({
      'POST /storage/upload': ({ init }) => {
        if (busy) {
          busy = false;
          const body = {
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'The server is busy with other photos. Try again in 12 seconds.',
            code: 'SERVER_BUSY',
            params: { retryAfterSeconds: 12 },
          };
          return json(body, 503, { 'retry-after': '12' });
        }
        return [uploadedUrl(((init.body as FormData).get('files') as File).name)];
      },
    });
    const user = userEvent.setup();
    await openAccessoryForm(user);
    await addPhotos(user, 'front.jpg');
    const tile = await screen.findByRole('listitem', { name: 'Photo 1, the cover' });
    expect(await within(tile).findByRole('alert')).toHaveTextContent(
      'Image upload failed. The server is busy right now. Try again in 12 sec.',
    );
    await user.click(within(tile).getByRole('button', { name: 'Retry (photo 1)' }));
    await waitFor(() => expect(uploadedTiles()).toHaveLength(1));
  });

  it('renews an expired token once and uploads again', async () => {
    const fetchMock = stubPosting({
      'POST /storage/upload': ({ init }) => {
        const headers = init.headers as Record<string, string>;
        if (headers.authorization !== 'Bearer renewed.jwt') return apiError(401, 'TOKEN_EXPIRED', 'Token expired');
        return [uploadedUrl(((init.body as FormData).get('files') as File).name)];
      },
      'POST /auth/refresh-token': () => ({ access_token: 'renewed.jwt', refresh_token: 'refresh-2' }),
    });
    const user = userEvent.setup();
    await openAccessoryForm(user);
    await addPhotos(user, 'front.jpg');

    await waitFor(() => expect(uploadedTiles()).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /storage/upload').map((call) => call.headers.authorization)).toEqual([
      'Bearer access.jwt',
      'Bearer renewed.jwt',
    ]);
    expect(callsTo(fetchMock, 'POST /auth/refresh-token')).toHaveLength(1);
  });

  it('reorders with buttons (the first is the cover) and removes, and sends them in that order', async () => {
    const fetchMock = stubPosting({ 'POST /accessory': () => json({ id: 4 }) });
    const user = userEvent.setup();
    await openAccessoryForm(user);
    await addPhotos(user, 'a.jpg', 'b.jpg', 'c.jpg', 'd.jpg');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Move photo 1 back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 4 forward' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    expect(tileSources()).toEqual(['c', 'a', 'b', 'd'].map((n) => preview(`${n}.jpg`)));
    expect(within(tiles()[0] as HTMLElement).getByText('Cover')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move photo 2 forward' }));
    expect(tileSources()).toEqual(['c', 'b', 'a', 'd'].map((n) => preview(`${n}.jpg`)));
    await user.click(screen.getByRole('button', { name: 'Move photo 2 back' }));
    expect(tileSources()).toEqual(['b', 'c', 'a', 'd'].map((n) => preview(`${n}.jpg`)));
    await user.click(screen.getByRole('button', { name: 'Remove photo 4' }));
    expect(screen.getByText('3 of 5 photos')).toBeInTheDocument();

    await fillAccessory(user);
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(sentImages(fetchMock)).toEqual(['b', 'c', 'a'].map((n) => uploadedUrl(`${n}.jpg`)));
  });

  it('marks the photo the server refuses on submit', async () => {
    stubPosting({
      'POST /accessory': () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'imageUrls.1 is not yours',
            code: 'IMAGE_NOT_OWNED',
            issues: [{ path: 'imageUrls.1', code: 'IMAGE_NOT_OWNED' }],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    await openAccessoryForm(user);
    await addPhotos(user, 'a.jpg', 'b.jpg');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await fillAccessory(user);
    await user.click(submitButton());

    const input = screen.getByLabelText('Add photos');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The advert was not sent. One of the photos is not available to you. Remove it and upload it again.',
    );
    expect(
      within(screen.getByRole('listitem', { name: 'Photo 2' })).getByText(/This photo cannot be used/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Photo 1, the cover' })).queryByText(/cannot be used/),
    ).toBeNull();
  });
});
