import { describe, expect, it } from 'vitest';
import { galleryImageSources } from './gallery-image.js';

describe('galleryImageSources', () => {
  it("offers an upload's medium (800 w) and large (1600 w) renditions, sized as the gallery is shown", () => {
    expect(galleryImageSources('/uploads/Ab3_x9-Kq2ZtYp0LmN4wR7s-large.webp')).toEqual({
      src: '/uploads/Ab3_x9-Kq2ZtYp0LmN4wR7s-large.webp',
      srcSet: '/uploads/Ab3_x9-Kq2ZtYp0LmN4wR7s-medium.webp 800w, /uploads/Ab3_x9-Kq2ZtYp0LmN4wR7s-large.webp 1600w',
      // Edge to edge below 1024 px; from there the left column of the two.
      sizes: '(min-width: 1024px) 687px, 100vw',
    });
  });

  it("leaves anything that is not an upload's large rendition as one file", () => {
    for (const url of [
      '/media/providers/azercell.svg',
      '/uploads/Ab3_x9-thumb.webp',
      '/uploads/Ab3_x9-medium.webp',
      '/uploads/Ab3_x9-share1.jpg',
      'https://elsewhere.example/uploads/Ab3_x9-large.webp',
      '/uploads/a/b-large.webp',
    ]) {
      expect(galleryImageSources(url), url).toEqual({ src: url });
    }
  });
});
