import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARE_IMAGE, SHARE_IMAGE_FILES } from '@zeng/contract/share-images';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawSiteShareImages, SHARE_DIR } from './site-share-images.js';

/** A PNG's pixels, as RGBA, and its size. */
const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, size: [info.width, info.height] };
};

describe("the server's own share pictures", () => {
  it('are kept for every category and the site, as the code draws them from the logo and colours', async () => {
    const drawn = await drawSiteShareImages();
    expect(Object.keys(drawn).sort()).toEqual(Object.values(SHARE_IMAGE_FILES).sort());
    for (const [file, png] of Object.entries(drawn)) {
      const kept = await pixels(readFileSync(join(SHARE_DIR, file)));
      expect(kept.size, file).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
      // Out of date: run `npm run share-images -w @zeng/server` and commit the pictures.
      expect(kept.data.equals((await pixels(png)).data), `${file} is not what the code draws`).toBe(true);
    }
  });
});
