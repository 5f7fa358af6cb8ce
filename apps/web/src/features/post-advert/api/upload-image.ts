import { UPLOAD_FIELD } from '@zeng/contract/adverts';
import { ApiError, call } from '../../../lib/api-client';

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
    'upload',
    { body: form },
    { signal: options.signal, onUploadProgress: (fraction) => options.onProgress?.(fraction) },
  );
  if (!url) throw new ApiError(200, 'INTERNAL_ERROR', 'The upload answered no address.');
  return url;
}
