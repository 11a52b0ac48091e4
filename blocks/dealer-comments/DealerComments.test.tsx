import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { corolla } from '../kit/test-support/cars';
import { renderBlock, testSiteContext } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import { pressKey } from '../kit/test-support/keyboard';
import dealerComments from './index';

const letters = (count: number) => 'a'.repeat(count);

describe('dealer comments block', () => {
  it('shows each part between vertical bars as a paragraph under its heading (spec search §3)', () => {
    renderBlock(dealerComments, {}, { site: vehiclePageSite(corolla()) });
    const region = screen.getByRole('region', { name: 'Dealer comments' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Dealer comments' })).toBeInTheDocument();
    const paragraphs = region.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['One owner, full Toyota service history.', 'Balance of factory warranty.']);
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('spec search §9: shows 400 characters whole, with no Show more', () => {
    renderBlock(dealerComments, {}, { site: vehiclePageSite(corolla({ dealercomments: letters(400) })) });
    expect(screen.getByText(letters(400))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('spec search §9: cuts 401 characters at 400, and Show more / Show less reveal and hide the rest', () => {
    renderBlock(dealerComments, {}, { site: vehiclePageSite(corolla({ dealercomments: `${letters(400)}b|Second paragraph.` })) });
    expect(screen.getByText(`${letters(400)}…`)).toBeInTheDocument();
    expect(screen.queryByText('Second paragraph.')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    pressKey(more, 'Enter');
    expect(screen.getByText(`${letters(400)}b`)).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    pressKey(less, 'Enter');
    expect(screen.queryByText('Second paragraph.')).not.toBeInTheDocument();
  });

  it('words the buttons as the dealer chose, at the heading level it chose', () => {
    renderBlock(dealerComments, { heading: 'About this car', headingLevel: 3, showMoreText: 'Read more' }, { site: vehiclePageSite(corolla({ dealercomments: letters(401) })) });
    expect(screen.getByRole('heading', { level: 3, name: 'About this car' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });

  it('spec search §4/§8: says the comments are pending when there are none', () => {
    renderBlock(dealerComments, {}, { site: vehiclePageSite(corolla({ dealercomments: '' })) });
    expect(screen.getByText('Dealer comments are pending. Please check back here later.')).toBeInTheDocument();
    renderBlock(dealerComments, {}, { site: vehiclePageSite(corolla({ dealercomments: ' | ' })), id: 'bars-only' });
    expect(screen.getAllByText('Dealer comments are pending. Please check back here later.')).toHaveLength(2);
  });

  it("uses the dealer's own pending message", () => {
    const site = vehiclePageSite(corolla({ dealercomments: undefined }), { texts: { dealerCommentsPending: 'Ask us about this car.' } });
    renderBlock(dealerComments, {}, { site });
    expect(screen.getByText('Ask us about this car.')).toBeInTheDocument();
  });

  it('renders nothing for a shopper off a vehicle page, and a note in the editor', () => {
    renderBlock(dealerComments, {}, { id: 'shopper' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    renderBlock(dealerComments, {}, { site: testSiteContext({ mode: 'editor' }), id: 'editor' });
    expect(screen.getByRole('note')).toHaveTextContent('Dealer comments shows the car of a vehicle page.');
  });
});
