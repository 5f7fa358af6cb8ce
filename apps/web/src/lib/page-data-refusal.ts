import { isPageDataError } from '@zeng/contract/page-rendering';
import { ApiError } from './api-client';

/**
 * A refusal a loader met reading through the server's services (or that crossed in the page's state as
 * plain JSON), as the browser's call would have met it: the screen drawn on the server says why in the
 * same words as the one hydrated from it.
 */
export const asApiError = (error: unknown): unknown =>
  isPageDataError(error) ? new ApiError(error.statusCode, error.code, error.message) : error;

/** A read through the server's services whose refusal rejects as the browser's call would. */
export const asTheBrowserWould = <T>(read: () => Promise<T>): Promise<T> =>
  read().catch((error: unknown) => Promise.reject(asApiError(error)));
