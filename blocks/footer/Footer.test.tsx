import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, testSiteContext, testSiteDocument } from '../kit/test-support/site-context';
import { siteWith } from '../kit/vehicle-card/test-support/render-card';
import footer from './index';

const BASE = '/sites/bayside-motors';

describe('footer block', () => {
  it("is a contentinfo landmark in the dealer's footer colours", () => {
    renderBlock(footer);
    expect(screen.getByRole('contentinfo')).toHaveStyle({ backgroundColor: '#1a1b1e', color: '#f1f3f5' });
  });

  it('heads each navigation footer group and lists its links for this site', () => {
    renderBlock(footer);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Vehicles', 'Buyer Tools', 'Servicing and Parts', 'Bayside Motors']);
    const vehicles = screen.getByRole('heading', { name: 'Vehicles' }).parentElement as HTMLElement;
    expect(within(vehicles).getByRole('link', { name: 'Used cars' })).toHaveAttribute('href', `${BASE}/search/used-cars`);
  });

  it('opens links to other sites normally but with rel="noopener"', () => {
    renderBlock(footer);
    const roadside = screen.getByRole('link', { name: 'Roadside assist' });
    expect(roadside).toHaveAttribute('href', 'https://roadside.example.com/assist');
    expect(roadside).toHaveAttribute('rel', 'noopener');
    expect(roadside).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Finance' })).not.toHaveAttribute('rel');
  });

  it("gives the dealer's group its address, numbers to call and social links, where the dealer shows its numbers", () => {
    renderBlock(footer, { address: '12 Beach Road\nBrighton VIC 3186' }, { site: siteWith({ settings: { phoneReveal: { enabled: false } } }) });
    const group = screen.getByRole('heading', { name: 'Bayside Motors' }).parentElement as HTMLElement;
    const address = group.querySelector('address') as HTMLElement;
    expect(address).toHaveTextContent('12 Beach Road');
    expect(address).toHaveTextContent('Brighton VIC 3186');
    expect(within(address).getByRole('link', { name: 'Sales (03) 9555 0100' })).toHaveAttribute('href', 'tel:0395550100');
    expect(within(address).getByRole('link', { name: 'Demo cars +61 3 9555 0133' })).toHaveAttribute('href', 'tel:+61395550133');
    const facebook = within(address).getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/baysidemotors');
    expect(facebook).toHaveAttribute('rel', 'noopener');
    expect(within(address).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/baysidemotors');
  });

  it('masks the numbers where the dealer masks numbers: one phone-masking rule for the whole page', () => {
    renderBlock(footer);
    const address = (screen.getByRole('heading', { name: 'Bayside Motors' }).parentElement as HTMLElement).querySelector('address') as HTMLElement;
    expect(address).toHaveTextContent('Sales(03) XXXX XXXX');
    expect(address).not.toHaveTextContent('9555 0100');
    expect(within(address).getByRole('button', { name: 'Show number: Sales' })).toBeInTheDocument();
  });

  it('spec detail §2: lists the pages about the dealer under its name, above how to reach it', () => {
    renderBlock(footer, {
      links: [
        { label: 'About us', href: '/about-us' },
        { label: 'Careers', href: '/careers' },
      ],
    });
    const group = screen.getByRole('heading', { name: 'Bayside Motors' }).parentElement as HTMLElement;
    expect(within(group).getByRole('link', { name: 'About us' })).toHaveAttribute('href', `${BASE}/about-us`);
    expect(within(group).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', `${BASE}/careers`);
    expect(within(group.querySelector('address') as HTMLElement).queryByRole('link', { name: 'Careers' })).toBeNull();
  });

  it('leaves out the social links the dealer does not have, and the group when turned off', () => {
    const { dealer } = testSiteDocument();
    renderBlock(footer, {}, { site: testSiteContext({ document: { dealer: { ...dealer, social: { instagram_url: 'https://www.instagram.com/bayside' } } } }) });
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    renderBlock(footer, { showDealerGroup: false }, { site: testSiteContext() });
    expect(screen.getAllByRole('heading', { name: 'Bayside Motors' })).toHaveLength(1);
  });

  it("signs off with the year of the site's clock and the dealer's name", () => {
    renderBlock(footer, {}, { site: testSiteContext({ now: new Date('2027-02-01T00:00:00Z') }) });
    expect(screen.getByText('© 2027 Bayside Motors. All rights reserved.')).toBeInTheDocument();
  });
});
