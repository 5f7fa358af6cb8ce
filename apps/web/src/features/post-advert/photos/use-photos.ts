import { MAX_IMAGES } from '@zeng/contract/constants';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { uploadImage } from '../api/upload-image';
import { downscaleImage, type PrepareImage } from './downscale-image';
import { isReadablePhoto } from './image-kind';

/** One photo of the form: already on the server (url), or a picked file on its way there. */
export interface Photo {
  key: string;
  /** The address to submit, once the server has it. */
  url: string | null;
  /** A local preview of the picked file, shown until (and while) it uploads. */
  preview: string | null;
  file: File | null;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  error: unknown;
  /** The server refused this address on submit (IMAGE_NOT_OWNED). */
  refused: boolean;
}

type Action =
  | { type: 'add'; photos: Photo[] }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'uploaded'; key: string; url: string }
  | { type: 'failed'; key: string; error: unknown }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; to: number }
  | { type: 'refuse'; index: number };

const update = (photos: Photo[], key: string, change: Partial<Photo>) =>
  photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo));

function reducer(photos: Photo[], action: Action): Photo[] {
  switch (action.type) {
    case 'add':
      return [...photos, ...action.photos];
    case 'progress':
      return update(photos, action.key, { progress: action.progress });
    case 'uploaded':
      return update(photos, action.key, { status: 'done', url: action.url, progress: 1, error: null });
    case 'failed':
      return update(photos, action.key, { status: 'failed', error: action.error });
    case 'retry':
      return update(photos, action.key, { status: 'uploading', progress: 0, error: null });
    case 'remove':
      return photos.filter((photo) => photo.key !== action.key);
    case 'move': {
      const from = photos.findIndex((photo) => photo.key === action.key);
      const moved = photos[from];
      if (!moved || action.to < 0 || action.to >= photos.length) return photos;
      const rest = photos.filter((photo) => photo.key !== action.key);
      return [...rest.slice(0, action.to), moved, ...rest.slice(action.to)];
    }
    case 'refuse': {
      const refused = photos.filter((photo) => photo.status === 'done')[action.index];
      return refused ? update(photos, refused.key, { refused: true }) : photos;
    }
  }
}

let nextKey = 0;
const newKey = () => `photo-${++nextKey}`;

const existing = (url: string): Photo => ({
  key: newKey(),
  url,
  preview: null,
  file: null,
  status: 'done',
  progress: 1,
  error: null,
  refused: false,
});

const picked = (file: File, preview: string | null): Photo => ({
  key: newKey(),
  url: null,
  preview,
  file,
  status: 'uploading',
  progress: 0,
  error: null,
  refused: false,
});

/** jsdom (the tests) has no object URLs; the photo then shows once uploaded. */
const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

export interface PhotoServices {
  prepare: PrepareImage;
  upload: typeof uploadImage;
}
const defaultServices: PhotoServices = { prepare: downscaleImage, upload: uploadImage };

/** The picked files left out, by name: those that are not photos, and those that found no room. */
export interface LeftOut {
  notPhotos: string[];
  overLimit: string[];
}

/**
 * The photos of the form, in order (the first is the cover): addresses already uploaded, and picked
 * files, each downscaled and uploaded on its own so each has its own progress and its own retry.
 */
export function usePhotos(initialUrls: readonly string[], services: PhotoServices = defaultServices) {
  const [photos, dispatch] = useReducer(reducer, initialUrls, (urls) => urls.slice(0, MAX_IMAGES).map(existing));
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const latest = useRef(photos);
  latest.current = photos;

  useEffect(() => {
    const running = uploads.current;
    const shown = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of shown) URL.revokeObjectURL(url);
    };
  }, []);

  const start = useCallback(
    async (key: string, file: File) => {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      try {
        const prepared = await services.prepare(file);
        if (controller.signal.aborted) return;
        const url = await services.upload(prepared.blob, prepared.fileName, {
          signal: controller.signal,
          onProgress: (progress) => dispatch({ type: 'progress', key, progress }),
        });
        if (!controller.signal.aborted) dispatch({ type: 'uploaded', key, url });
      } catch (error) {
        if (!controller.signal.aborted) dispatch({ type: 'failed', key, error });
      } finally {
        if (uploads.current.get(key) === controller) uploads.current.delete(key);
      }
    },
    [services],
  );

  /**
   * Adds the photos among the files (by their first bytes, before any takes a slot) as far as
   * MAX_IMAGES allows and starts uploading them; names the files left out and why.
   */
  const add = useCallback(
    async (files: readonly File[]): Promise<LeftOut> => {
      const readable = await Promise.all(files.map(isReadablePhoto));
      const images = files.filter((_file, index) => readable[index]);
      const notPhotos = files.filter((_file, index) => !readable[index]).map((file) => file.name);
      const room = Math.max(0, MAX_IMAGES - latest.current.length);
      const accepted = images.slice(0, room);
      const added = accepted.map((file): Photo => {
        const preview = previewOf(file);
        if (preview) previews.current.add(preview);
        return picked(file, preview);
      });
      if (added.length > 0) {
        latest.current = [...latest.current, ...added];
        dispatch({ type: 'add', photos: added });
        for (const photo of added) if (photo.file) void start(photo.key, photo.file);
      }
      return { notPhotos, overLimit: images.slice(room).map((file) => file.name) };
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    const preview = latest.current.find((photo) => photo.key === key)?.preview;
    if (preview) {
      URL.revokeObjectURL(preview);
      previews.current.delete(preview);
    }
    dispatch({ type: 'remove', key });
  }, []);

  const retry = useCallback(
    (key: string) => {
      const file = latest.current.find((photo) => photo.key === key)?.file;
      if (!file) return;
      dispatch({ type: 'retry', key });
      void start(key, file);
    },
    [start],
  );

  const move = useCallback((key: string, to: number) => dispatch({ type: 'move', key, to }), []);
  const refuse = useCallback((index: number) => dispatch({ type: 'refuse', index }), []);

  const urls = useMemo(
    () => photos.flatMap((photo) => (photo.status === 'done' && photo.url ? [photo.url] : [])),
    [photos],
  );
  const uploading = photos.some((photo) => photo.status === 'uploading');

  return { photos, urls, uploading, add, remove, retry, move, refuse };
}

export type PhotosState = ReturnType<typeof usePhotos>;
