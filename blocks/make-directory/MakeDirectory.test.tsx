import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSiteContext } from '../../runtime/render/site-context';
import type { FacetItem } from '../../schemas/api/search';
import { renderBlock } from '../kit/test-support/site-context';
import { testSiteDocument } from '../kit/test-support/site-document';
import makeDirectory from './index';

function makes(count: number): FacetItem[] {
  return Array.from({ length: count }, (_unused, index) => {
    const label = `Make ${String(index + 1).padStart(2, '0')}`;
    return { label, value: label, count: index + 1 };
  });
}

function siteAt(searchParams: Record<string, string> = {}) {
  const document = testSiteDocument();
  const page = { ...document.pages[0], id: 'makes', path: '/makes' };
  return createSiteContext({ document: { ...document, pages: [...document.pages, page] }, basePath: '/sites/bayside-motors', page, searchParams });
}

const BRANDS: FacetItem[] = [
  { label: 'Land Rover', value: 'Land Rover', count: 2 },
  { label: 'Mazda', value: 'Mazda', count: 1 },
  { label: 'Toyota', value: 'Toyota', count: 120 },
];

describe('make directory', () => {
  it('lists each make with its count, linking to its cars', () => {
    renderBlock(makeDirectory, {}, { data: { makes: BRANDS }, site: siteAt() });
    expect(screen.getByRole('heading', { level: 1, name: 'Browse by make' })).toBeInTheDocument();
    const links = within(screen.getByRole('region', { name: 'Browse by make' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Land Rover (2 cars)', 'Mazda (1 car)', 'Toyota (120 cars)']);
    expect(links[0]).toHaveAttribute('href', '/sites/bayside-motors/search?make=Land%20Rover');
    expect(screen.getByRole('status')).toHaveTextContent('3 makes');
  });

  it('spec search §2: has a search box sending one query parameter to the page itself', () => {
    renderBlock(makeDirectory, {}, { data: { makes: BRANDS }, site: siteAt({ query: 'toy' }) });
    const form = screen.getByRole('search', { name: 'Search makes' });
    expect(form).toHaveAttribute('action', '/sites/bayside-motors/makes');
    expect(form).toHaveAttribute('method', 'get');
    const box = within(form).getByRole('searchbox', { name: 'Search makes' });
    expect(box).toHaveAttribute('name', 'query');
    expect(box).toHaveValue('toy');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Toyota (120 cars)']);
  });

  it('spec search §9: shows 21 makes to a page, with paging links that keep the search', () => {
    renderBlock(makeDirectory, {}, { data: { makes: makes(45) }, site: siteAt({ query: 'make', page: '2' }) });
    const list = screen.getByRole('region', { name: 'Browse by make' }).querySelector('ul');
    expect(
      within(list as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent?.split(' (')[0]),
    ).toEqual(
      makes(45)
        .slice(21, 42)
        .map((make) => make.label),
    );
    const paging = screen.getByRole('navigation', { name: 'Browse by make: pages' });
    expect(within(paging).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/sites/bayside-motors/makes?query=make');
    expect(within(paging).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/sites/bayside-motors/makes?query=make&page=3');
    expect(within(paging).getByText('2').closest('[aria-current="page"]')).toHaveTextContent('Page 2');
    expect(within(paging).getByRole('link', { name: 'Page 1' })).toBeInTheDocument();
  });

  it('has no paging for 21 makes or fewer', () => {
    renderBlock(makeDirectory, {}, { data: { makes: makes(21) }, site: siteAt() });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when no make matches the search, quoting it', () => {
    renderBlock(makeDirectory, {}, { data: { makes: BRANDS }, site: siteAt({ query: 'Lada' }) });
    expect(screen.getByRole('status')).toHaveTextContent('No make matches "Lada". Try another name.');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says so when there is no stock at all', () => {
    renderBlock(makeDirectory, {}, { data: { makes: [] }, site: siteAt() });
    expect(screen.getByRole('status')).toHaveTextContent('There are no cars in stock right now. Please check back soon.');
  });
});
