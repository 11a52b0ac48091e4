import { describe, expect, it } from 'vitest';
import type { FacetItem, SearchFilters } from '../../schemas/api/search';
import { fixtureRegistry, validFixtureDocument } from '../site-document/test-support/fixture-registry';
import { validSite } from '../site-document/test-support/valid-site';
import { EMPTY_SEARCH, parseSearchQueryString } from '../rules/search-query-string';
import { type NamedSearch, searchDescription, searchPageMetadata, searchTitle } from './search-seo';

function siteDocument(change: (doc: Record<string, any>) => void = () => {}) {
  const raw = validFixtureDocument() as Record<string, any>;
  raw.pages.push({ id: 'by-make', path: '/search/:makeOrBody', title: 'Cars by make or body type', seo: { description: 'Cars of one make.' }, blocks: [] });
  change(raw);
  return validSite(raw, fixtureRegistry);
}

const city = (...names: string[]): FacetItem[] => names.map((value) => ({ label: value, value, count: 3 }));

function search(fixedFilters: SearchFilters, queryString = '', answer: Partial<NamedSearch['answer']> = {}): NamedSearch {
  return {
    fixedFilters,
    state: queryString ? parseSearchQueryString(queryString).state : EMPTY_SEARCH,
    answer: {
      hits: [{}] as NamedSearch['answer']['hits'],
      count: 12,
      displayedCount: 12,
      page: 1,
      pages: 1,
      facetStats: { price: { min: 18_990, max: 34_990 } },
      ...answer,
      facets: { city: city('Maroochydore'), ...answer.facets } as NamedSearch['answer']['facets'],
    },
  };
}

describe('search pages are titled by their search (issue 15: every one was "Cars by make or body type")', () => {
  const document = siteDocument();

  it('names the car type, make and model, and the one city the cars are in: "Used Toyota Corolla for sale in Maroochydore | Test Motors"', () => {
    expect(searchTitle(document, search({ car_type: ['used'], make: ['Toyota'], model: ['Corolla'] }))).toBe('Used Toyota Corolla for sale in Maroochydore | Test Motors');
  });

  it("names the shopper's own choices as well as the page's", () => {
    expect(searchTitle(document, search({}, 'make=Toyota&make_model=Toyota%7CCorolla&car_type=new&car_type=demo'))).toBe(
      'New and demo Toyota Corolla for sale in Maroochydore | Test Motors',
    );
    expect(searchTitle(document, search({ body: ['suv'] }, 'make=Mazda'))).toBe('Mazda SUV for sale in Maroochydore | Test Motors');
  });

  it('says "Cars" when the search names no vehicle, every car type or more makes than reads well; no city when the cars are in several', () => {
    const everywhere = { facets: { city: city('Brisbane', 'Maroochydore') } } as Partial<NamedSearch['answer']>;
    expect(searchTitle(document, search({}, '', everywhere))).toBe('Cars for sale | Test Motors');
    expect(searchTitle(document, search({ car_type: ['new', 'demo', 'used'] }, 'make=Toyota&make=Mazda&make=Kia', everywhere))).toBe('Cars for sale | Test Motors');
    expect(searchTitle(document, search({}, 'make=Toyota&make=Mazda', everywhere))).toBe('Toyota and Mazda for sale | Test Motors');
  });

  it("uses the dealer's own city when it sets one, and says which page a later page is", () => {
    const perth = siteDocument((doc) => (doc.dealer.overrideCity = 'Perth'));
    expect(searchTitle(perth, search({ car_type: ['used'] }, 'page=3'))).toBe('Used cars for sale in Perth, page 3 | Test Motors');
  });

  it('describes the search with its count, the dealer and the price span', () => {
    expect(searchDescription(document, search({ car_type: ['used'], make: ['Toyota'], model: ['Corolla'] }))).toBe(
      '12 used Toyota Corolla for sale at Test Motors, Maroochydore, priced from $18,990 to $34,990.',
    );
    expect(searchDescription(document, search({}, '', { displayedCount: 1, facetStats: {} }))).toBe('1 car for sale at Test Motors, Maroochydore.');
  });

  it('gives the search one canonical address (filters in their order, the sort left out) and keeps a page without cars out of search engines', () => {
    const page = document.pages.find((each) => each.id === 'by-make')!;
    const metadata = searchPageMetadata(document, page, '/search/toyota', '', search({ make: ['Toyota'] }, 'sortBy=price_asc&body=suv&car_type=used'));
    expect(metadata.title).toBe('Used Toyota SUV for sale in Maroochydore | Test Motors');
    expect(metadata.description).toBe('12 used Toyota SUV for sale at Test Motors, Maroochydore, priced from $18,990 to $34,990.');
    expect(metadata.alternates).toEqual({ canonical: 'https://test-motors.example.com/search/toyota?car_type=used&body=suv' });
    expect(metadata.openGraph).toMatchObject({ title: metadata.title, url: 'https://test-motors.example.com/search/toyota?car_type=used&body=suv' });
    expect(metadata.robots).toBeUndefined();
    const pastTheEnd = searchPageMetadata(document, page, '/search/toyota', '', search({ make: ['Toyota'] }, 'page=999', { hits: [], page: 999 }));
    expect(pastTheEnd.robots).toEqual({ index: false, follow: true });
  });
});
