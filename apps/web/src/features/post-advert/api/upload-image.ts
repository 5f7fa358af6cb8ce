import { UPLOAD_FIELD } from '@zeng/contract/adverts';
import * as api from '@zeng/contract/endpoints/posting';
import {
  type Answer,
  ApiError,
  baseHeaders,
  call,
  networkError,
  retryAfterSeconds,
  type Transport,
} from '../../../lib/api-client';

/**
 * Sends a request through XMLHttpRequest, reporting 0 to 1 as its bytes leave the browser: fetch cannot
 * report an upload's progress. Only the posting form loads it.
 */
export const withUploadProgress =
  (onProgress: (fraction: number) => void): Transport =>
  (request, token) =>
    new Promise<Answer>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      for (const [name, value] of Object.entries({ ...baseHeaders(token), ...request.headers?.() })) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        let body: unknown = null;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          // Not JSON (a proxy's page, say): the status alone speaks.
        }
        resolve({ status: xhr.status, retryAfter: retryAfterSeconds(xhr.getResponseHeader('retry-after')), body });
      };
      xhr.onerror = () => reject(networkError());
      xhr.onabort = () => reject(new DOMException('The request was cancelled.', 'AbortError'));
      request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(request.body instanceof FormData ? request.body : null);
    });

export interface UploadOptions {
  /** 0 to 1, as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one photo and answers its address (the large rendition) to submit in imageUrls. Like every
 * signed-in call, an expired token is renewed once and the upload sent once more; a session that cannot
 * be renewed ends, and the person is asked to log in.
 */
export async function uploadImage(file: Blob, fileName: string, options: UploadOptions = {}): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, fileName);
  const [url] = await call(
    api.upload,
    { body: form },
    { signal: options.signal, transport: withUploadProgress((fraction) => options.onProgress?.(fraction)) },
  );
  if (!url) throw new ApiError(200, 'INTERNAL_ERROR', 'The upload answered no address.');
  return url;
}
