import { UPLOAD_FIELD, uploadResultSchema } from '@zeng/contract/adverts';
import { isErrorResponse } from '@zeng/contract/error-answer';
import { ApiError, buildUrl, refreshSession } from '../../../lib/api-client';
import { clearSession, getAccessToken } from '../../../lib/session';

export interface UploadOptions {
  /** 0 to 1, as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  body: unknown;
  retryAfter: number | undefined;
}

/** One POST /storage/upload through XMLHttpRequest: fetch cannot report upload progress. */
function send(file: Blob, fileName: string, token: string | null, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/storage/upload'));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', document.documentElement.lang || 'az');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      const header = Number(xhr.getResponseHeader('retry-after'));
      resolve({ status: xhr.status, body, retryAfter: header > 0 ? header : undefined });
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Network error: check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, fileName);
    xhr.send(form);
  });
}

/** The server's refusal as an ApiError, so errorText words it like any other call's. */
function toError({ status, body, retryAfter }: Answer): ApiError {
  if (isErrorResponse(body)) return new ApiError(status, body.code, body.message, retryAfter, body.params, body.issues);
  return new ApiError(status, status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED', `Upload failed: ${status}`);
}

/**
 * Uploads one photo and answers its address (the large rendition) to submit in imageUrls. An expired
 * token is refreshed once and the upload tried once more, as every authorised call does.
 */
export async function uploadImage(file: Blob, fileName: string, options: UploadOptions = {}): Promise<string> {
  let answer = await send(file, fileName, getAccessToken(), options);
  if (answer.status === 401) {
    const outcome = await refreshSession();
    if (outcome === 'rejected') clearSession();
    if (outcome !== 'renewed') throw new ApiError(401, 'UNAUTHORIZED', 'Token refresh failed');
    options.onProgress?.(0);
    answer = await send(file, fileName, getAccessToken(), options);
  }
  if (answer.status < 200 || answer.status >= 300) throw toError(answer);
  const [url] = uploadResultSchema.parse(answer.body);
  if (!url) throw new ApiError(answer.status, 'INTERNAL_ERROR', 'The upload answered no address.');
  return url;
}
