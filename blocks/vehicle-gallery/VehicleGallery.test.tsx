import { MantineProvider } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { comingSoonHilux, corolla } from '../kit/test-support/cars';
import { renderBlock, testSiteContext } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import vehicleGallery from './index';
import { vehicleGalleryDefaults } from './schema';

/** Twelve of the demo's generated SVG photos, as the seed gives them. */
const DEMO_PHOTOS = Array.from({ length: 12 }, (_, index) => `/media/cars/hatch-white-view${index + 1}.svg`);
const demoCar = () => corolla({ images: DEMO_PHOTOS, thumbnails: DEMO_PHOTOS, photos_count: 12 });

function pressWindowKey(key: string) {
  act(() => {
    fireEvent.keyDown(window, { key });
  });
}

describe('photo gallery block', () => {
  it("renders the first photo on the server as the page's first fetch: a real image, high priority, not lazy, in a fixed 4:3 frame", () => {
    const site = vehiclePageSite(corolla());
    const html = renderToString(
      <MantineProvider env="test">{vehicleGallery.component({ id: 'gallery', props: vehicleGalleryDefaults, data: undefined, site, slots: {} })}</MantineProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const [main, ...thumbnails] = page.querySelectorAll('img');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('loading')).not.toBe('lazy');
    expect(main.getAttribute('alt')).toBe('2024 Toyota Corolla SX, Glacier White');
    expect(main.closest('button')?.getAttribute('style')).toContain('aspect-ratio:4 / 3');
    expect(thumbnails).toHaveLength(2);
    for (const thumbnail of thumbnails) expect(thumbnail.getAttribute('loading')).toBe('lazy');
  });

  it("preloads the first photo from the page's head at high priority, as a plain image with nothing for the browser to hydrate", () => {
    const site = vehiclePageSite(corolla());
    const html = renderToString(
      <MantineProvider env="test">{vehicleGallery.component({ id: 'gallery', props: vehicleGalleryDefaults, data: undefined, site, slots: {} })}</MantineProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const preload = page.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe(corolla().images[0]);
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    // next/image's client component marks its images; a plain one carries none of its state.
    expect(page.querySelector('img[data-nimg]')).toBeNull();
  });

  /** A car whose photos this site serves itself, as raster files. */
  const localPhotos = () => ({
    ...corolla(),
    images: ['/uploads/cars/4101/1.jpg', '/uploads/cars/4101/2.jpg'],
    thumbnails: ['/uploads/cars/4101/1-thumb.jpg', '/uploads/cars/4101/2-thumb.jpg'],
  });

  it('resizes raster photos this site serves through the image optimiser, sized for each screen', () => {
    renderBlock(vehicleGallery, {}, { site: vehiclePageSite(localPhotos()) });
    const main = screen.getByRole('button', { name: 'View photo 1 of 2 full screen' }).querySelector('img');
    expect(main).toHaveAttribute('sizes', '(min-width: 48em) 67vw, 100vw');
    expect(main?.getAttribute('srcset')).toContain(`/_next/image?url=${encodeURIComponent('/uploads/cars/4101/1.jpg')}&w=640`);
    const thumbnail = screen.getByRole('button', { name: 'Photo 2 of 2' }).querySelector('img');
    expect(thumbnail?.getAttribute('src')).toContain(encodeURIComponent('/uploads/cars/4101/2-thumb.jpg'));
    expect(thumbnail).toHaveAttribute('width', '96');
    expect(thumbnail).toHaveAttribute('height', '72');
  });

  it("serves a stock feed's photos from its own host as they are: this server is no open image proxy", () => {
    renderBlock(vehicleGallery, {}, { site: vehiclePageSite(corolla()) });
    const main = screen.getByRole('button', { name: 'View photo 1 of 2 full screen' }).querySelector('img');
    expect(main).toHaveAttribute('src', 'https://cdn.baysidemotors.com.au/cars/4101/1.jpg');
    expect(main).not.toHaveAttribute('srcset');
  });

  it("serves the demo's SVG photos as they are", () => {
    renderBlock(vehicleGallery, {}, { site: vehiclePageSite(demoCar()) });
    const main = screen.getByRole('button', { name: 'View photo 1 of 12 full screen' }).querySelector('img');
    expect(main).toHaveAttribute('src', DEMO_PHOTOS[0]);
    expect(main).not.toHaveAttribute('srcset');
  });

  it('sizes the main photo for the width the dealer gives the gallery', () => {
    renderBlock(vehicleGallery, { width: 'full' }, { site: vehiclePageSite(localPhotos()) });
    expect(screen.getByRole('button', { name: /full screen/ }).querySelector('img')).toHaveAttribute('sizes', '100vw');
  });

  it('names each thumbnail button by its place, and leaves thumbnails out when the dealer does', () => {
    renderBlock(vehicleGallery, {}, { site: vehiclePageSite(demoCar()) });
    const thumbnails = within(screen.getByRole('list', { name: 'All photos' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual(DEMO_PHOTOS.map((_, index) => `Photo ${index + 1} of 12`));
    renderBlock(vehicleGallery, { showThumbnails: false }, { site: vehiclePageSite(demoCar()), id: 'plain' });
    expect(screen.getAllByRole('list', { name: 'All photos' })).toHaveLength(1);
  });

  it('opens the full-screen view at a thumbnail, moves with the arrow keys, closes on Escape and gives focus back', async () => {
    renderBlock(vehicleGallery, {}, { site: vehiclePageSite(demoCar()) });
    const third = screen.getByRole('button', { name: 'Photo 3 of 12' });
    third.focus();
    fireEvent.click(third);
    const dialog = await screen.findByRole('dialog', { name: '2024 Toyota Corolla SX' });
    expect(within(dialog).getByText('Photo 3 of 12')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', DEMO_PHOTOS[2]);
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', '2024 Toyota Corolla SX, photo 3 of 12');
    pressWindowKey('ArrowRight');
    expect(within(dialog).getByText('Photo 4 of 12')).toBeInTheDocument();
    pressWindowKey('ArrowLeft');
    pressWindowKey('ArrowLeft');
    expect(within(dialog).getByText('Photo 2 of 12')).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(third).toHaveFocus());
  });

  it('wraps round from the last photo to the first with the Next photo button', async () => {
    renderBlock(vehicleGallery, {}, { site: vehiclePageSite(demoCar()) });
    fireEvent.click(screen.getByRole('button', { name: 'Photo 12 of 12' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('Photo 1 of 12')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('Photo 12 of 12')).toBeInTheDocument();
  });

  it('moves on a swipe, and not on a short drag', async () => {
    renderBlock(vehicleGallery, {}, { site: vehiclePageSite(demoCar()) });
    fireEvent.click(screen.getByRole('button', { name: 'View photo 1 of 12 full screen' }));
    const dialog = await screen.findByRole('dialog');
    const stage = within(dialog).getByRole('img').parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 200, clientY: 210 });
    expect(within(dialog).getByText('Photo 2 of 12')).toBeInTheDocument();
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 130, clientY: 200 });
    expect(within(dialog).getByText('Photo 2 of 12')).toBeInTheDocument();
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 300, clientY: 200 });
    expect(within(dialog).getByText('Photo 1 of 12')).toBeInTheDocument();
  });

  it('shows a neutral "No photos yet" frame of the same size for a car without photos', () => {
    const { container } = renderBlock(vehicleGallery, {}, { site: vehiclePageSite(comingSoonHilux()) });
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('No photos yet').parentElement).toHaveStyle({ aspectRatio: '4 / 3' });
    renderBlock(vehicleGallery, { noPhotosText: 'Photos coming soon' }, { site: vehiclePageSite(comingSoonHilux()), id: 'worded' });
    expect(screen.getByText('Photos coming soon')).toBeInTheDocument();
  });

  it('renders nothing for a shopper off a vehicle page, and a note in the editor', () => {
    renderBlock(vehicleGallery, {});
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    renderBlock(vehicleGallery, {}, { site: testSiteContext({ mode: 'editor' }), id: 'editor' });
    expect(screen.getByRole('note')).toHaveTextContent('Photo gallery shows the car of a vehicle page.');
  });
});
