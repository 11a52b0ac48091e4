import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSiteContext } from '../../runtime/render/site-context';
import type { Location } from '../../schemas/entities/location';
import { renderBlock } from '../kit/test-support/site-context';
import { testSiteDocument } from '../kit/test-support/site-document';
import { testLocation } from '../kit/test-support/fake-data';
import dealershipListing from './index';

function siteAt(searchParams: Record<string, string> = {}, phoneReveal = true) {
  const document = testSiteDocument();
  document.settings.phoneReveal.enabled = phoneReveal;
  const page = { ...document.pages[0], id: 'dealerships', path: '/dealerships' };
  return createSiteContext({ document: { ...document, pages: [...document.pages, page] }, basePath: '/sites/bayside-motors', page, searchParams });
}

const FRANKSTON = testLocation({
  id: 12,
  name: 'Bayside Mazda Frankston',
  slug: 'bayside-mazda-frankston',
  primary: false,
  address: { street: '400 Nepean Highway', city: 'Frankston', state: 'VIC', postcode: '3199', place_url: 'https://maps.example.com/frankston' },
  contact_detail: { landline_phone: '03 9555 0200', opening_hours: [], special_hours: [] },
});

function many(count: number): Location[] {
  return Array.from({ length: count }, (_unused, index) => testLocation({ id: 100 + index, slug: `yard-${index + 1}`, name: `Yard ${String(index + 1).padStart(2, '0')}` }));
}

describe('dealership listing', () => {
  it('shows each location as a card with its address, a masked phone and where to go next', () => {
    renderBlock(dealershipListing, {}, { data: { locations: [testLocation(), FRANKSTON] }, site: siteAt() });
    expect(screen.getByRole('heading', { level: 1, name: 'Our dealerships' })).toBeInTheDocument();
    const brighton = screen.getByRole('article', { name: 'Bayside Toyota Brighton' });
    expect(within(brighton).getByRole('heading', { level: 2 })).toHaveTextContent('Bayside Toyota Brighton');
    expect(brighton.querySelector('address')).toHaveTextContent('12 Nepean HighwayBrighton VIC 3186');
    expect(brighton).toHaveTextContent('03 95XX XXXX');
    fireEvent.click(within(brighton).getByRole('button', { name: 'Show number: Bayside Toyota Brighton' }));
    expect(within(brighton).getByRole('link', { name: 'Call Bayside Toyota Brighton on 03 9555 0111' })).toHaveAttribute('href', 'tel:0395550111');
    expect(within(brighton).getByRole('link', { name: 'View Location: Bayside Toyota Brighton' })).toHaveAttribute(
      'href',
      '/sites/bayside-motors/locations/bayside-toyota-brighton',
    );
    expect(within(brighton).getByRole('link', { name: /Get Directions to Bayside Toyota Brighton/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Bayside%20Toyota%20Brighton%2C%2012%20Nepean%20Highway%2C%20Brighton%2C%20VIC%2C%203186',
    );
  });

  it("uses the landline when there is no other number, and the place's own map link when it has one", () => {
    renderBlock(dealershipListing, {}, { data: { locations: [FRANKSTON] }, site: siteAt() });
    const card = screen.getByRole('article', { name: 'Bayside Mazda Frankston' });
    expect(card).toHaveTextContent('03 95XX XXXX');
    expect(within(card).getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', 'https://maps.example.com/frankston');
  });

  it('shows the number in full where the dealer has phone reveal off', () => {
    renderBlock(dealershipListing, {}, { data: { locations: [FRANKSTON] }, site: siteAt({}, false) });
    expect(screen.getByRole('link', { name: '03 9555 0200' })).toHaveAttribute('href', 'tel:0395550200');
  });

  it('spec search §2: searches by name, suburb or postcode through one query parameter', () => {
    renderBlock(dealershipListing, {}, { data: { locations: [testLocation(), FRANKSTON] }, site: siteAt({ query: '3199' }) });
    expect(screen.getByRole('searchbox', { name: 'Search by name, suburb or postcode' })).toHaveAttribute('name', 'query');
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Bayside Mazda Frankston' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 dealership');
  });

  it('spec search §7, §9: 21 dealerships to a page, with paging links', () => {
    renderBlock(dealershipListing, {}, { data: { locations: many(30) }, site: siteAt({ page: '2' }) });
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Yard 22');
    const paging = screen.getByRole('navigation', { name: 'Our dealerships: pages' });
    expect(within(paging).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/sites/bayside-motors/dealerships');
    expect(within(paging).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('says when no dealership matches, and when there are none', () => {
    renderBlock(dealershipListing, {}, { data: { locations: [testLocation()] }, site: siteAt({ query: 'Darwin' }) });
    expect(screen.getByRole('status')).toHaveTextContent('No dealership matches "Darwin". Try a suburb or postcode nearby.');
    renderBlock(dealershipListing, {}, { data: { locations: [] }, site: siteAt(), id: 'none' });
    expect(screen.getAllByRole('status')[1]).toHaveTextContent('No dealerships to show right now.');
  });
});
