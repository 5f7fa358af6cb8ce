import { advertDetail } from '@zeng/contract/endpoints/adverts';
import { currentUser } from '@zeng/contract/endpoints/session';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../testing/stub-api';
import { ApiError, call, setSessionExpiredHandler } from './api-client';

const expired = () => json({ statusCode: 401, error: 'Unauthorized', message: 'expired', code: 'TOKEN_EXPIRED' }, 401);
const bearerOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.authorization;

describe('the API client', () => {
  it('renews an expired token once and retries a call that may carry one', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'r1');
    stubApi({
      'GET /phone/7': ({ init }) => (bearerOf(init) === 'Bearer new' ? { id: 7, state: 'PENDING' } : expired()),
      'POST /auth/refresh-token': () => ({ access_token: 'new', refresh_token: 'r2' }),
    });
    expect(await call(advertDetail, { category: 'phone', params: { id: 7 } })).toEqual({ id: 7, state: 'PENDING' });
    expect(localStorage.getItem('refresh_token')).toBe('r2');
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
