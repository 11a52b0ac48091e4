import { describe, expect, it } from 'vitest';
import type { Location } from '../../schemas/entities/location';
import { filterLocations, locationForEachKind, locationKind, primaryLocation, selectLocations } from './location-selection';

function place(slug: string, overrides: Partial<Location> = {}): Location {
  return {
    id: slug.length,
    name: slug,
    slug,
    location_type: 'sales',
    dealership_id: 1,
    dealership_slug: 'a-dealer',
    primary: false,
    visible: true,
    address: { street: '1 Main Street', city: 'Town', state: 'NSW', postcode: '2000' },
    contact_detail: { opening_hours: [], special_hours: [] },
    ...overrides,
  };
}

const MAZDA = { id: 4, name: 'Mazda', slug: 'mazda' };
const FORD = { id: 6, name: 'Ford', slug: 'ford' };
const YARD = place('yard', { primary: true, manufacturers: [MAZDA] });
const UNNAMED = place('unnamed-kind', { location_type: '', manufacturers: [FORD], location_subtype: ['buying'] });
const SERVICE = place('service-centre', { location_type: 'service', manufacturers: [MAZDA, FORD] });
const PARTS = place('parts-counter', { location_type: 'parts' });
const ALL = [YARD, UNNAMED, SERVICE, PARTS];
const slugs = (locations: Location[]) => locations.map((location) => location.slug);

describe('spec detail §2, §3: which locations a location block shows', () => {
  it('an empty location type means sales', () => {
    expect(locationKind(UNNAMED)).toBe('sales');
    expect(locationKind(SERVICE)).toBe('service');
  });

  it('filters by type: sales (the unnamed kind included), service, parts, or service-and-parts for either', () => {
    expect(slugs(filterLocations(ALL, { types: ['sales'] }))).toEqual(['yard', 'unnamed-kind']);
    expect(slugs(filterLocations(ALL, { types: ['service'] }))).toEqual(['service-centre']);
    expect(slugs(filterLocations(ALL, { types: ['service-and-parts'] }))).toEqual(['service-centre', 'parts-counter']);
    expect(slugs(filterLocations(ALL, { types: ['parts', 'sales'] }))).toEqual(['yard', 'unnamed-kind', 'parts-counter']);
  });

  it('filters by manufacturer, subtype and an exclusion list, all at once when given', () => {
    expect(slugs(filterLocations(ALL, { manufacturers: ['ford'] }))).toEqual(['unnamed-kind', 'service-centre']);
    expect(slugs(filterLocations(ALL, { subtypes: ['buying'] }))).toEqual(['unnamed-kind']);
    expect(slugs(filterLocations(ALL, { exclude: ['yard', 'parts-counter'] }))).toEqual(['unnamed-kind', 'service-centre']);
    expect(slugs(filterLocations(ALL, { types: ['sales'], manufacturers: ['mazda', 'ford'], exclude: ['yard'] }))).toEqual(['unnamed-kind']);
    expect(filterLocations(ALL, {})).toEqual(ALL);
  });

  it('the primary location: the one marked primary, else the first sales one, else the first', () => {
    expect(primaryLocation(ALL)).toBe(YARD);
    expect(primaryLocation([SERVICE, UNNAMED])).toBe(UNNAMED);
    expect(primaryLocation([PARTS, SERVICE])).toBe(PARTS);
    expect(primaryLocation([])).toBeUndefined();
  });

  it('shows all that pass, the primary one of those, or the page’s own location', () => {
    expect(slugs(selectLocations(ALL, { show: 'all', types: ['service-and-parts'] }))).toEqual(['service-centre', 'parts-counter']);
    expect(slugs(selectLocations(ALL, { show: 'primary' }))).toEqual(['yard']);
    expect(slugs(selectLocations(ALL, { show: 'primary', types: ['service'] }))).toEqual(['service-centre']);
    expect(slugs(selectLocations(ALL, { show: 'page', types: ['service'] }, PARTS))).toEqual(['parts-counter']);
    expect(slugs(selectLocations(ALL, { show: 'page' }))).toEqual(['yard']);
    expect(selectLocations(ALL, { show: 'primary', manufacturers: ['kia'] })).toEqual([]);
  });
});

describe('spec detail §2: the opening hours type dropdown', () => {
  const OTHER_SERVICE = place('other-dealer-service', { location_type: 'service', dealership_id: 2 });
  const kinds = (chosen: ReturnType<typeof locationForEachKind>) => chosen.map(({ kind, location }) => `${kind}: ${location.slug}`);

  it("offers each kind the site has, sales first: the page's own location for its kind, the same dealership's for the others", () => {
    expect(kinds(locationForEachKind(YARD, [OTHER_SERVICE, ...ALL]))).toEqual(['sales: yard', 'service: service-centre', 'parts: parts-counter']);
    expect(kinds(locationForEachKind(PARTS, ALL))).toEqual(['sales: yard', 'service: service-centre', 'parts: parts-counter']);
  });

  it("falls back to the site's first location of a kind the page's dealership has not", () => {
    const elsewhere = { ...YARD, dealership_id: 3 };
    expect(kinds(locationForEachKind(elsewhere, [OTHER_SERVICE, SERVICE, PARTS]))).toEqual(['sales: yard', 'service: other-dealer-service', 'parts: parts-counter']);
  });

  it('a site of one kind has one entry: no dropdown', () => {
    expect(kinds(locationForEachKind(YARD, [YARD, UNNAMED]))).toEqual(['sales: yard']);
  });
});
