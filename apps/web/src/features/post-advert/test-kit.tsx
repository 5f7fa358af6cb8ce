/**
 * What the post-advert tests share: the routes around the page, reference lists, a signed-in
 * person, and an XMLHttpRequest stand-in that hands uploads to the same fetch stub as every call.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { PhoneDetail, SimDetail } from '@zeng/contract/adverts';
import { PATHS } from '@zeng/contract/routes';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import {
  OWNER_VIEWER,
  phoneDetail as sharedPhoneDetail,
  simDetail as sharedSimDetail,
  WHOLE_IMEI,
} from '../../testing/fixtures';

export { WHOLE_IMEI };

import { type ApiHandler, apiError, json, stubApi } from '../../testing/stub-api';
import { DRAFT_KEY } from './form/advert-draft';
import { type AdvertDraft, readNewDraft, TAB_FORM_KEY } from './form/new-advert-drafts';
import { PostAdvertPage } from './PostAdvertPage';

function Where() {
  const { pathname } = useLocation();
  return <h1>{`screen ${pathname}`}</h1>;
}

export const routes = [
  { path: PATHS.addAdvert, element: <PostAdvertPage /> },
  { path: '*', element: <Where /> },
];

export function signIn() {
  localStorage.setItem('access_token', 'access.jwt');
  localStorage.setItem('refresh_token', 'refresh-1');
}

/** The name of an uploaded file becomes its address, so tests can tell photos apart. */
export const uploadedUrl = (fileName: string) => `/uploads/${fileName.replace(/\.\w+$/, '')}-large.webp`;

const uploadAnswer: ApiHandler = ({ init }) => {
  const file = (init.body as FormData).get('files') as File;
  return [uploadedUrl(file.name)];
};

export const lookupHandlers: Record<string, ApiHandler> = {
  'GET /district': () => [
    { id: 7, name: 'Baku' },
    { id: 13, name: 'Ganja' },
  ],
  'GET /brand/phone': () => [
    { id: 1, name: 'Apple', logoUrl: '/media/apple.svg' },
    { id: 2, name: 'Samsung', logoUrl: '/media/samsung.svg' },
  ],
  'GET /brand/tablet': () => [{ id: 21, name: 'Lenovo', logoUrl: '/media/lenovo.svg' }],
  'GET /model/1': () => [
    { id: 10001, name: 'iPhone 13' },
    { id: 10002, name: 'iPhone 14' },
  ],
  'GET /model/2': () => [{ id: 20001, name: 'Galaxy S23' }],
  'GET /model/21': () => [{ id: 210001, name: 'Tab P11' }],
  'GET /component/storage': () => [
    { id: 5, type: 'STORAGE', capacity: '128GB' },
    { id: 6, type: 'STORAGE', capacity: '256GB' },
  ],
  'GET /component/ram': () => [
    { id: 25, type: 'RAM', capacity: '6GB' },
    { id: 26, type: 'RAM', capacity: '8GB' },
  ],
  'GET /sim/providers': () => [
    { id: 1, name: 'Azercell', imageUrl: '/media/azercell.svg', prefixes: ['50', '51', '10'] },
    { id: 2, name: 'Bakcell', imageUrl: '/media/bakcell.svg', prefixes: ['55', '99'] },
  ],
  'GET /accessory/type': () => ['HEADPHONES', 'CASE', 'CABLE'],
  'POST /storage/upload': uploadAnswer,
};

/** Reference lists and uploads answered; `handlers` add or replace calls. */
export const stubPosting = (handlers: Record<string, ApiHandler> = {}) => stubApi({ ...lookupHandlers, ...handlers });

/**
 * XMLHttpRequest as the upload uses it (open, headers, upload progress, load, error, abort), sending
 * through the stubbed fetch: uploads are answered by the same handlers as every other call.
 */
export class FetchBackedXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private answerHeaders = new Headers();
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string) {
    return this.answerHeaders.get(name);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  send(body: FormData) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (res) => {
        if (this.aborted) return;
        this.status = res.status;
        this.answerHeaders = res.headers;
        this.responseText = await res.text();
        this.onload?.();
      },
      () => {
        if (!this.aborted) this.onerror?.();
      },
    );
  }
}

export const installFetchBackedXhr = () => vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);

export const photoFile = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

/** Picks files in the photo step as a person does with the file dialog. */
export async function addPhotos(user: UserEvent, ...names: string[]) {
  await user.upload(screen.getByLabelText('Add photos'), names.map(photoFile));
}

export const submitButton = () => screen.getByRole('button', { name: /Post advert|Save changes/ });

/** Chooses an option once its list has arrived. */
export async function choose(user: UserEvent, label: string | RegExp, option: string) {
  await screen.findByRole('option', { name: option });
  await user.selectOptions(screen.getByLabelText(label), option);
}

/** A complete Azercell number advert in Baku for 300 AZN, typed as a person does, not yet sent. */
export async function typeSimAdvert(user: UserEvent, number = '0501112233') {
  await user.click(await screen.findByRole('radio', { name: 'SIM Cards' }));
  await choose(user, 'SIM provider', 'Azercell');
  await user.type(screen.getByLabelText('SIM number'), number);
  await user.type(screen.getByLabelText('Price'), '300');
  await choose(user, 'City', 'Baku');
}

/** Accepts the terms where the form asks for them (a new advert: an edit does not), and sends it. */
export async function acceptTermsAndSend(user: UserEvent) {
  const terms = screen.queryByRole('checkbox', { name: /I have read and accept/ });
  if (terms && !(terms as HTMLInputElement).checked) await user.click(terms);
  await user.click(submitButton());
}

/** A create whose first answer is lost (a 503 while the database committed), then saved as advert `id`. */
export function firstAnswerLost(id = 8): ApiHandler {
  let answers = 0;
  return () => (++answers === 1 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Database unavailable') : json({ id }));
}

/** The seller's own live phone, with the model and storage the lookups above offer. */
export const phoneDetail: PhoneDetail = {
  ...sharedPhoneDetail,
  viewer: OWNER_VIEWER,
  state: 'APPROVED',
  model: { id: 10002, name: 'iPhone 14' },
  mainMemory: { id: 6, type: 'STORAGE', capacity: '256GB' },
  simType: 'eSIM',
  // Its seller reads the IMEI whole.
  imei: WHOLE_IMEI,
};

export const simDetail: SimDetail = {
  ...sharedSimDetail,
  viewer: OWNER_VIEWER,
  simProvider: { id: 1, name: 'Azercell', imageUrl: '/media/azercell.svg' },
};

/** What a simulated tab keeps of its own: the locks it holds, and its session storage. */
export interface BrowserTab {
  locks: LockManager;
  session: Record<string, string>;
  /** The tab is closed: the browser lets go of every lock it held. */
  close: () => void;
}

/**
 * Tabs of one browser, for a form that tells them apart: each with its session storage and its own
 * navigator.locks over the locks every tab of the origin shares (Web Locks, which jsdom lacks:
 * exclusive locks, `ifAvailable`, and waiting until released or the signal aborts). Local storage is
 * the test's, shared as a browser shares it. `switchTo` makes a tab the one the page runs in.
 */
export function browserTabs() {
  const held = new Set<string>();
  const waiting = new Set<() => void>();
  const released = (name: string) => {
    held.delete(name);
    for (const wake of [...waiting]) wake();
  };
  let current: BrowserTab | null = null;

  const open = (): BrowserTab => {
    const mine = new Map<string, () => void>();
    async function request(name: string, ...args: unknown[]): Promise<unknown> {
      const [options, callback] = (args.length === 1 ? [{}, args[0]] : args) as [
        LockOptions,
        (lock: Lock | null) => unknown,
      ];
      while (held.has(name)) {
        if (options.ifAvailable) return callback(null);
        if (options.signal?.aborted) throw new DOMException('The lock request was aborted.', 'AbortError');
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
          options.signal?.addEventListener('abort', wake, { once: true });
        });
      }
      held.add(name);
      const closed = new Promise<void>((resolve) => mine.set(name, resolve));
      try {
        return await Promise.race([callback({ name, mode: 'exclusive' } as Lock), closed]);
      } finally {
        mine.delete(name);
        released(name);
      }
    }
    const locks = { request, query: async () => ({ held: [], pending: [] }) } as unknown as LockManager;
    return {
      locks,
      session: {},
      close: () => {
        for (const release of [...mine.values()]) release();
      },
    };
  };

  const switchTo = (tab: BrowserTab) => {
    if (current) current.session = { ...sessionStorage };
    sessionStorage.clear();
    for (const [key, value] of Object.entries(tab.session)) sessionStorage.setItem(key, value);
    Object.defineProperty(navigator, 'locks', { configurable: true, value: tab.locks });
    current = tab;
  };

  return { open, switchTo, isHeld: (name: string) => held.has(name) };
}

/** Back to jsdom's navigator, without Web Locks. */
export const closeBrowserTabs = () => Reflect.deleteProperty(navigator, 'locks');

/** The names new adverts' drafts are stored under (one per form key). */
export const storedNewDrafts = () => Object.keys(localStorage).filter((name) => name.startsWith(`${DRAFT_KEY}.new.`));

/** The draft of the new advert this tab shows, as stored. */
export function thisTabsDraft(): AdvertDraft | null {
  const key = sessionStorage.getItem(TAB_FORM_KEY);
  return key ? readNewDraft(key) : null;
}
