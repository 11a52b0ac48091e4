import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, testSiteContext } from '../kit/test-support/site-context';
import heroBanner from './index';
import { OVERLAY_OPACITY } from './schema';

const BASE = '/sites/bayside-motors';
const photo = { url: 'https://cdn.baysidemotors.com.au/hero.jpg', alt: 'Three new hatchbacks parked by the bay' };

/** WCAG relative luminance contrast between two grey levels (0–255). */
function contrastOfWhiteOn(grey: number): number {
  const channel = grey / 255;
  const linear = channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  return 1.05 / (linear + 0.05);
}

describe('hero banner block', () => {
  it("is a section named by its heading, the page's h1 unless told otherwise", () => {
    renderBlock(heroBanner, { heading: 'Drive home today', subheading: 'Over 400 cars in stock' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Drive home today' });
    expect(screen.getByRole('region', { name: 'Drive home today' })).toContainElement(heading);
    expect(screen.getByText('Over 400 cars in stock')).toBeInTheDocument();
  });

  it('can head a section below another heading', () => {
    renderBlock(heroBanner, { heading: 'Service specials', headingLevel: 2 });
    expect(screen.getByRole('heading', { level: 2, name: 'Service specials' })).toBeInTheDocument();
  });

  it('shows the background photo with its description', () => {
    renderBlock(heroBanner, { heading: 'Drive home today', image: photo });
    expect(screen.getByRole('img', { name: photo.alt })).toHaveAttribute('src', photo.url);
  });

  it("a picture from the site's media library is asked for at the widths it is served at, under the site's address", () => {
    const id = '0123456789abcdef0123456789abcdef';
    renderBlock(heroBanner, { heading: 'Drive home today', image: { url: `/uploads/${id}`, alt: 'Our showroom' } });
    const picture = screen.getByRole('img', { name: 'Our showroom' });
    expect(picture).toHaveAttribute('src', `${BASE}/uploads/${id}?w=1920`);
    expect(picture.getAttribute('srcset')).toContain(`${BASE}/uploads/${id}?w=640 640w`);
    expect(picture).toHaveAttribute('sizes', '100vw');
  });

  it("in the editor's canvas a library picture loads from the editor's own address", () => {
    const id = '0123456789abcdef0123456789abcdef';
    const site = testSiteContext({ mode: 'editor' });
    renderBlock(heroBanner, { heading: 'Drive home today', image: { url: `/uploads/${id}`, alt: 'Our showroom' } }, { site });
    expect(screen.getByRole('img', { name: 'Our showroom' })).toHaveAttribute('src', `/editor/api/sites/${site.document.dealer.slug}/media/${id}?w=1920`);
  });

  it('links each button through the site, other sites with rel="noopener"', () => {
    renderBlock(heroBanner, {
      heading: 'Drive home today',
      buttons: [
        { label: 'Browse our stock', href: '/search/used-cars', emphasis: 'primary' },
        { label: 'Manufacturer offers', href: 'https://www.toyota.com.au/offers', emphasis: 'secondary' },
      ],
    });
    const region = screen.getByRole('region', { name: 'Drive home today' });
    expect(within(region).getByRole('link', { name: 'Browse our stock' })).toHaveAttribute('href', `${BASE}/search/used-cars`);
    const offers = within(region).getByRole('link', { name: 'Manufacturer offers' });
    expect(offers).toHaveAttribute('href', 'https://www.toyota.com.au/offers');
    expect(offers).toHaveAttribute('rel', 'noopener');
  });

  it('darkens the photo as strongly as asked', () => {
    const { container } = renderBlock(heroBanner, { heading: 'Drive home today', image: photo, overlay: 'strong' });
    expect(container.querySelector('[data-overlay="strong"]')).toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0.8)' });
  });

  it('keeps white text at AA contrast even at the lightest overlay on a white photo', () => {
    const greyUnderLightestOverlay = 255 * (1 - OVERLAY_OPACITY.light);
    expect(contrastOfWhiteOn(greyUnderLightestOverlay)).toBeGreaterThanOrEqual(4.5);
  });
});
