import { afterEach, describe, expect, it, vi } from 'vitest';
import { downscaleImage } from './downscale-image';

/** A decoded photo of the given size, and a canvas that records what was drawn and how it was encoded. */
function stubBrowserImages(width: number, height: number, { decodes = true } = {}) {
  const drawn: { width: number; height: number; type?: string; quality?: number }[] = [];
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      if (!decodes) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { width, height, close };
    }),
  );
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { imageSmoothingQuality: 'low', drawImage: vi.fn() };
      }
      async convertToBlob(options: { type: string; quality: number }) {
        drawn.push({ width: this.width, height: this.height, ...options });
        return new Blob(['jpeg'], { type: options.type });
      }
    },
  );
  return { drawn, close };
}

const photo = (name = 'IMG_0001.HEIC', size = 4_000_000) =>
  new File([new Uint8Array(size)], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downscaling a photo before upload', () => {
  it('redraws a photo longer than 2048 px at 2048 px on its long side, as a JPEG at 0.85', async () => {
    const { drawn, close } = stubBrowserImages(4032, 3024);
    const prepared = await downscaleImage(photo('IMG_0001.jpg'));
    expect(drawn).toEqual([{ width: 2048, height: 1536, type: 'image/jpeg', quality: 0.85 }]);
    expect(prepared.fileName).toBe('IMG_0001.jpg');
    expect(prepared.blob.type).toBe('image/jpeg');
    expect(close).toHaveBeenCalled();
  });

  it('keeps a portrait photo upright: the long side is its height', async () => {
    const { drawn } = stubBrowserImages(3000, 4000);
    const prepared = await downscaleImage(photo('tall.png'));
    expect(drawn[0]).toMatchObject({ width: 1536, height: 2048 });
    expect(prepared.fileName).toBe('tall.jpg');
  });

  it('sends a photo that is already small enough as it is', async () => {
    const { drawn } = stubBrowserImages(1600, 1200);
    const file = photo('small.jpg', 300_000);
    const prepared = await downscaleImage(file);
    expect(drawn).toEqual([]);
    expect(prepared.blob).toBe(file);
  });

  it('sends a photo the browser cannot decode (HEIC in Chromium) as it is, for the server to judge', async () => {
    stubBrowserImages(4032, 3024, { decodes: false });
    const file = photo('IMG_0002.HEIC');
    const prepared = await downscaleImage(file);
    expect(prepared).toEqual({ blob: file, fileName: 'IMG_0002.HEIC' });
  });

  it('sends the original where the browser has no image decoding at all', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const file = photo('a.jpg');
    expect((await downscaleImage(file)).blob).toBe(file);
  });
});
