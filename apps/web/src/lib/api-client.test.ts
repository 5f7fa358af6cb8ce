import { advertDetail, advertList } from '@zeng/contract/endpoints/adverts';
import { currentUser } from '@zeng/contract/endpoints/session';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '../testing/stub-api';
import { ApiError, call, setSessionExpiredHandler } from './api-client';
import { clearSession, SESSION_ENDED_KEY } from './session';

const expired = () => json({ statusCode: 401, error: 'Unauthorized', message: 'expired', code: 'TOKEN_EXPIRED' }, 401);
const bearerOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.authorization;

const refusedRenewal = () =>
  json({ statusCode: 401, error: 'Unauthorized', message: 'no', code: 'SESSION_ENDED' }, 401);
const renewed = () => ({ access_token: 'new', refresh_token: 'r2' });

// The access token lives in the module's memory: every test starts without one.
beforeEach(() => clearSession());

describe('the API client', () => {
  it('renews an expired token once and retries a call that may carry one', async () => {
    localStorage.setItem('user_id', '42');
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'r1');
    stubApi({
      'GET /phone/7': ({ init }) => (bearerOf(init) === 'Bearer new' ? { id: 7, state: 'PENDING' } : expired()),
      'POST /auth/refresh-token': renewed,
    });
    expect(await call(advertDetail, { category: 'phone', params: { id: 7 } })).toEqual({ id: 7, state: 'PENDING' });
  });

  it('keeps the person signed in when the refresh call meets a busy server', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'r1');
    const expiredHandler = vi.fn();
    setSessionExpiredHandler(expiredHandler);
    stubApi({
      'GET /auth': () => expired(),
      'POST /auth/refresh-token': () => json({}, 503),
    });
    await expect(call(currentUser)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(localStorage.getItem('access_token')).toBe('old');
    expect(expiredHandler).not.toHaveBeenCalled();
  });

  it('signs the person out and sends them to log in when the refresh token is refused', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'r1');
    const expiredHandler = vi.fn();
    setSessionExpiredHandler(expiredHandler);
    stubApi({
      'GET /auth': () => expired(),
      'POST /auth/refresh-token': () =>
        json({ statusCode: 401, error: 'Unauthorized', message: 'no', code: 'UNAUTHORIZED' }, 401),
    });
    await expect(call(currentUser)).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(expiredHandler).toHaveBeenCalledOnce();
  });
});

describe('a session in cookies', () => {
  /** Signed in as this app keeps it: who, in storage; the tokens in the server's cookies. */
  const signedIn = () => localStorage.setItem('user_id', '42');

  it('renews the access token from the cookie before the first call that needs one, and keeps it in memory', async () => {
    signedIn();
    const fetchMock = stubApi({
      'POST /auth/refresh-token': renewed,
      'GET /auth': ({ init }) => (bearerOf(init) === 'Bearer new' ? { firstName: 'Aysel' } : expired()),
    });
    expect(await call(currentUser)).toEqual({ firstName: 'Aysel' });
    expect(await call(currentUser)).toEqual({ firstName: 'Aysel' });

    const [renewal, ...more] = callsTo(fetchMock, 'POST /auth/refresh-token');
    expect(more).toHaveLength(0);
    expect(renewal?.headers.refreshToken).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
    expect(Object.keys(localStorage)).toEqual(['user_id']);
  });

  it('renews nothing for a call anyone may make', async () => {
    signedIn();
    const fetchMock = stubApi({ 'GET /phone': () => ({ phones: [], nextCursor: null }) });
    await call(advertList, { category: 'phone' });
    expect(callsTo(fetchMock, 'POST /auth/refresh-token')).toHaveLength(0);
  });

  it('ends the session and sends the person to log in when the cookie is refused', async () => {
    signedIn();
    localStorage.setItem('user_group', 'USER');
    const expiredHandler = vi.fn();
    setSessionExpiredHandler(expiredHandler);
    const fetchMock = stubApi({ 'POST /auth/refresh-token': refusedRenewal });
    await expect(call(currentUser)).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, 'GET /auth')).toHaveLength(0);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(SESSION_ENDED_KEY)).toBe('1');
    expect(expiredHandler).toHaveBeenCalledOnce();
  });

  it('asks as a visitor where a token is optional, when the cookie is refused', async () => {
    signedIn();
    stubApi({
      'POST /auth/refresh-token': refusedRenewal,
      'GET /phone/7': ({ init }) => (bearerOf(init) === undefined ? { id: 7, viewer: 'visitor' } : expired()),
    });
    expect(await call(advertDetail, { category: 'phone', params: { id: 7 } })).toEqual({ id: 7, viewer: 'visitor' });
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('keeps the session when the renewal meets a busy server', async () => {
    signedIn();
    stubApi({ 'POST /auth/refresh-token': () => json({}, 503) });
    await expect(call(currentUser)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(localStorage.getItem('user_id')).toBe('42');
  });

  it('forgets this tab’s token once another tab signs out', async () => {
    signedIn();
    stubApi({ 'POST /auth/refresh-token': renewed, 'GET /auth': () => ({ firstName: 'Aysel' }) });
    await call(currentUser);
    // Another tab signed out, then someone else signed in there: this tab's token is not theirs.
    localStorage.setItem('user_id', '43');
    const fetchMock = stubApi({
      'POST /auth/refresh-token': () => ({ access_token: 'theirs', refresh_token: 'r3' }),
      'GET /auth': ({ init }) => (bearerOf(init) === 'Bearer theirs' ? { firstName: 'Kamran' } : expired()),
    });
    expect(await call(currentUser)).toEqual({ firstName: 'Kamran' });
    expect(callsTo(fetchMock, 'GET /auth')).toHaveLength(1);
  });
});

describe('a session an earlier version of the app stored', () => {
  const storedByTheEarlierApp = () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'r1');
    localStorage.setItem('user_id', '42');
    localStorage.setItem('user_group', 'USER');
  };

  it('goes on with its stored access token until it needs renewing', async () => {
    storedByTheEarlierApp();
    const fetchMock = stubApi({ 'GET /auth': ({ init }) => (bearerOf(init) === 'Bearer old' ? {} : expired()) });
    await call(currentUser);
    expect(callsTo(fetchMock, 'POST /auth/refresh-token')).toHaveLength(0);
  });

  it('is moved into the cookie once: its refresh token sent in the header, then both tokens deleted', async () => {
    storedByTheEarlierApp();
    const fetchMock = stubApi({
      'POST /auth/refresh-token': renewed,
      'GET /auth': ({ init }) => (bearerOf(init) === 'Bearer new' ? { firstName: 'Aysel' } : expired()),
    });
    expect(await call(currentUser)).toEqual({ firstName: 'Aysel' });
    expect(callsTo(fetchMock, 'POST /auth/refresh-token')[0]?.headers.refreshToken).toBe('Bearer r1');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBe('42');
    expect(localStorage.getItem('user_group')).toBe('USER');

    // The next renewal is the cookie's alone.
    const later = stubApi({
      'GET /auth': ({ init }) => (bearerOf(init) === 'Bearer newer' ? { firstName: 'Aysel' } : expired()),
      'POST /auth/refresh-token': () => ({ access_token: 'newer', refresh_token: 'r3' }),
    });
    await call(currentUser);
    expect(callsTo(later, 'POST /auth/refresh-token')[0]?.headers.refreshToken).toBeUndefined();
  });
});
