import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ajv } from '../../schemas/ajv';
import { corolla, rav4Offer } from '../kit/test-support/cars';
import { renderBlock } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import vehicleContent from './index';
import { vehicleContentSchema } from './schema';

const showsNothing = (container: HTMLElement) => expect(container.querySelector(':not(style)')).toBeNull();

describe('Vehicle page content block', () => {
  it('starts as Why Buy From Us, in points, for every car', () => {
    renderBlock(vehicleContent, {}, { site: vehiclePageSite(corolla()) });
    const section = screen.getByRole('region', { name: 'Why Buy From Us' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Why Buy From Us');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Reserve Quickly Online: search and reserve in a few clicks.',
      'Secure Online Payments: your payments are fully encrypted.',
      'Apply For Finance: complete the online application and we do the rest.',
    ]);
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows paragraphs and a link through the site’s address, named with its heading', () => {
    renderBlock(
      vehicleContent,
      { heading: 'Protect Your Car', text: 'Cover for the road ahead.\n\nAsk about our protection plans.', textStyle: 'paragraphs', linkHref: '/warranty' },
      { site: vehiclePageSite(corolla()) },
    );
    const section = screen.getByRole('region', { name: 'Protect Your Car' });
    expect(within(section).getByText('Cover for the road ahead.').tagName).toBe('P');
    expect(within(section).getByText('Ask about our protection plans.').tagName).toBe('P');
    const link = within(section).getByRole('link', { name: 'Find out more: Protect Your Car' });
    expect(link).toHaveAttribute('href', '/sites/bayside-motors/warranty');
    expect(link).toHaveTextContent('Find out more');
  });

  it('keeps other sites at arm’s length', () => {
    renderBlock(vehicleContent, { linkHref: 'https://www.toyota.com.au/certified-pre-owned', linkLabel: 'About the program' }, { site: vehiclePageSite(corolla()) });
    expect(screen.getByRole('link', { name: 'About the program: Why Buy From Us' })).toHaveAttribute('rel', 'noopener');
  });

  describe('spec detail §2/§3: Toyota Certified Pre-Owned for certified cars only', () => {
    const certifiedOnly = { heading: 'Toyota Certified Pre-Owned', showFor: 'certified-cars' as const };

    it('shows for a certified car and for a car tagged Toyota Certified Pre-Owned', () => {
      renderBlock(vehicleContent, certifiedOnly, { site: vehiclePageSite(rav4Offer({ certified: true, tag: 'Test Drive Only' })), id: 'certified' });
      expect(screen.getByRole('region', { name: 'Toyota Certified Pre-Owned' })).toBeInTheDocument();
      renderBlock(vehicleContent, certifiedOnly, { site: vehiclePageSite(corolla({ certified: false, tag: 'Toyota Certified Pre-Owned' })), id: 'tagged' });
      expect(screen.getAllByRole('region', { name: 'Toyota Certified Pre-Owned' })).toHaveLength(2);
    });

    it('shows shoppers nothing for a car neither certified nor tagged, and tells the marketer', () => {
      const { container } = renderBlock(vehicleContent, certifiedOnly, { site: vehiclePageSite(corolla({ certified: false, tag: 'Test Drive Only' })) });
      showsNothing(container);
      renderBlock(vehicleContent, certifiedOnly, { site: vehiclePageSite(corolla(), { mode: 'editor' }) });
      expect(screen.getByRole('note')).toHaveTextContent('This part shows for certified cars only');
    });
  });

  it('renders nothing for shoppers off a vehicle page, and a note in the editor', () => {
    const { container } = renderBlock(vehicleContent, {}, { site: vehiclePageSite(undefined) });
    showsNothing(container);
    renderBlock(vehicleContent, {}, { site: vehiclePageSite(undefined, { mode: 'editor' }) });
    expect(screen.getByRole('note')).toHaveTextContent('Vehicle page content shows the car of a vehicle page');
  });

  it('refuses a link that is not a site page or a web address, and an empty heading', () => {
    const validate = ajv.compile(vehicleContentSchema);
    expect(validate({ linkHref: 'javascript:alert(1)' })).toBe(false);
    expect(validate({ linkHref: '/pages/pre-owned-benefits' })).toBe(true);
    expect(validate({ heading: '' })).toBe(false);
    expect(validate({ showFor: 'used-cars' })).toBe(false);
  });
});
