import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../kit/test-support/site-context';
import propositionBanners from './index';

describe('proposition banners block', () => {
  it('spec: starts with Reserve Quickly Online, Secure Online Payments and Apply For Finance', () => {
    renderBlock(propositionBanners);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Reserve Quickly Online', 'Secure Online Payments', 'Apply For Finance']);
    expect(items[0]).toHaveTextContent('Search and reserve in a few clicks');
    expect(items[1]).toHaveTextContent('Payments fully encrypted');
    expect(items[2]).toHaveTextContent('Complete the online application and the dealer does the rest');
  });

  it('links a banner that has somewhere to go, through the site', () => {
    renderBlock(propositionBanners, propositionBanners.defaults);
    expect(screen.getByRole('link', { name: 'Apply For Finance' })).toHaveAttribute('href', '/sites/bayside-motors/finance');
    expect(screen.queryByRole('link', { name: 'Secure Online Payments' })).not.toBeInTheDocument();
  });

  it('keeps its icons out of the accessibility tree, the titles saying it all', () => {
    const { container } = renderBlock(propositionBanners, propositionBanners.defaults);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(3);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it("takes the dealer's own banners and heading, the banners then heading level 3", () => {
    renderBlock(propositionBanners, { heading: 'Why Bayside', items: [{ title: 'Trade-ins welcome', text: 'Instant online valuation', icon: 'trade-in', href: '/trade-in' }] });
    const region = screen.getByRole('region', { name: 'Why Bayside' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Trade-ins welcome' })).toBeInTheDocument();
  });
});
