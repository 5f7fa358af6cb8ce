import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layerSteps, press } from '../../testing/history';
import { Gallery } from './Gallery';
import type { GalleryLabels } from './gallery-types';

const labels: GalleryLabels = {
  region: 'Photos',
  previous: 'Previous photo',
  next: 'Next photo',
  open: (n, total) => `Open photo ${n} of ${total} full screen`,
  viewAll: (total) => `All photos (${total})`,
  collage: 'All photos',
  viewer: 'Photo viewer',
  zoomHint: 'Double tap to zoom',
  close: 'Close',
};

const photo = (key: string) => ({ src: `/uploads/${key}-large.webp`, alt: key, width: 1600, height: 1200 });

const slides = () => within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('img');

describe('the gallery', () => {
  it("lets the browser pick each photo's medium or large rendition by the gallery's width", () => {
    render(<Gallery images={[photo('one'), photo('two')]} labels={labels} />);
    expect(slides().map((img) => img.getAttribute('srcset'))).toEqual([
      '/uploads/one-medium.webp 800w, /uploads/one-large.webp 1600w',
      '/uploads/two-medium.webp 800w, /uploads/two-large.webp 1600w',
    ]);
    for (const img of slides()) expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 687px, 100vw');
    // The first photo is most often the page's largest paint: fetched first, the others when shown.
    expect(slides().map((img) => [img.getAttribute('fetchpriority'), img.getAttribute('loading')])).toEqual([
      ['high', 'eager'],
      ['auto', 'lazy'],
    ]);
  });

  it('shows the large rendition full screen', async () => {
    const user = userEvent.setup();
    render(<Gallery images={[photo('one'), photo('two')]} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Open photo 2 of 2 full screen' }));
    const full = within(screen.getByRole('dialog', { name: 'Photo viewer' })).getByRole('img');
    expect(full).toHaveAttribute('src', '/uploads/two-large.webp');
    expect(full).not.toHaveAttribute('srcset');
  });

  it('gives the focus back to the photo the viewer was showing when Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Gallery images={[photo('one'), photo('two'), photo('three')]} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' }));
    await user.keyboard('{ArrowRight}{Escape}');
    // The gallery now shows the second photo; the first is out of reach (inert), so the focus is there.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open photo 2 of 3 full screen' })).toHaveFocus();
  });

  it('closes the viewer at Back, then the collage under it at the next, and stays on the page', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <Gallery images={[photo('one'), photo('two'), photo('three')]} labels={labels} collage />,
    );
    await user.click(screen.getByRole('button', { name: 'All photos (3)' }));
    const collage = screen.getByRole('dialog', { name: 'All photos' });
    await user.click(within(collage).getByRole('button', { name: 'Open photo 2 of 3 full screen' }));
    expect(screen.getByRole('dialog', { name: 'Photo viewer' })).toBeInTheDocument();
    await layerSteps(2);
    const address = window.location.href;

    await act(() => press('back'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Photo viewer' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'All photos' })).toBeInTheDocument();
    await act(() => press('back'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.href).toBe(address);
    await layerSteps(0);
    unmount();
  });

  it("takes the viewer's step of the history back when its button closes it", async () => {
    const user = userEvent.setup();
    render(<Gallery images={[photo('one'), photo('two')]} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Open photo 1 of 2 full screen' }));
    await layerSteps(1);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Photo viewer' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await layerSteps(0);
  });

  it("shows a SIM provider's logo as its one file", () => {
    render(
      <Gallery
        images={[{ src: '/media/providers/azercell.svg', alt: 'Azercell', width: 256, height: 256 }]}
        labels={labels}
        variant="logo"
      />,
    );
    const [logo] = slides();
    expect(logo).toHaveAttribute('src', '/media/providers/azercell.svg');
    expect(logo).not.toHaveAttribute('srcset');
    expect(logo).not.toHaveAttribute('sizes');
  });
});
