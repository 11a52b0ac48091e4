import { describe, expect, it, vi } from 'vitest';
import type { Location } from '../../schemas/entities/location';
import { fixtureRegistry, validFixtureDocument } from '../site-document/test-support/fixture-registry';
import { validSite } from '../site-document/test-support/valid-site';
import { isLocationPage, loadPageLocation, locationNamed, locationSlugOf } from './location-page';

function place(id: number, slug: string, dealership_slug: string, overrides: Partial<Location> = {}): Location {
  return {
    id,
    name: slug,
    slug,
    location_type: 'sales',
    dealership_id: 1,
    dealership_slug,
    primary: false,
    visible: true,
    address: { street: '1 Main Street', city: 'Town', state: 'NSW', postcode: '2000' },
    contact_detail: { opening_hours: [], special_hours: [] },
    ...overrides,
  };
}

const SERVICE = place(1, 'harbour-city-castle-hill-service', 'harbour-city-mazda-mitsubishi', { location_type: 'service' });
const PENRITH = place(2, 'harbour-city-penrith', 'harbour-city-mazda-mitsubishi');
const RINGWOOD = place(3, 'harbour-city-ringwood', 'harbour-city-ford', { primary: true });

describe('spec detail §2: location pages and their location', () => {
  it('knows the pages about one location by their path, whatever the parameter is called', () => {
    expect(locationSlugOf({ path: '/locations/:slug' }, { slug: 'a-yard' })).toBe('a-yard');
    expect(locationSlugOf({ path: '/contact-us/:locationSlug' }, { locationSlug: 'a-yard' })).toBe('a-yard');
    expect(locationSlugOf({ path: '/contact-us' }, {})).toBeUndefined();
    expect(locationSlugOf({ path: '/cars/:slug' }, { slug: 'a-car' })).toBeUndefined();
    expect(locationSlugOf({ path: '/locations/:slug/map' }, { slug: 'a-yard' })).toBeUndefined();
    expect(isLocationPage({ path: '/locations/:id' })).toBe(true);
    expect(isLocationPage({ path: '/dealerships' })).toBe(false);
  });

  it("names a location by its slug, or by its dealership's slug (that dealership's main location)", () => {
    const locations = [SERVICE, PENRITH, RINGWOOD];
    expect(locationNamed(locations, 'harbour-city-penrith')).toBe(PENRITH);
    expect(locationNamed(locations, 'Harbour-City-Penrith')).toBe(PENRITH);
    expect(locationNamed(locations, 'harbour-city-mazda-mitsubishi')).toBe(PENRITH);
    expect(locationNamed(locations, 'harbour-city-ford')).toBe(RINGWOOD);
    expect(locationNamed(locations, 'somewhere-else')).toBeUndefined();
  });

  it("loads the location once, from the site's own dealerships; an unknown slug is no such location; other pages ask nothing", async () => {
    const document = validSite(validFixtureDocument(), fixtureRegistry);
    const forDealerships = vi.fn(async () => [SERVICE, PENRITH]);
    const data = { locations: { forDealerships } };
    expect(await loadPageLocation(document, { path: '/locations/:slug' }, { slug: 'harbour-city-penrith' }, data)).toEqual({ kind: 'location', location: PENRITH });
    expect(forDealerships).toHaveBeenCalledWith(document.dealer.dealershipIds);
    expect(await loadPageLocation(document, { path: '/contact-us/:locationSlug' }, { locationSlug: 'gone' }, data)).toEqual({ kind: 'no-such-location' });
    forDealerships.mockClear();
    expect(await loadPageLocation(document, { path: '/contact-us' }, {}, data)).toEqual({ kind: 'not-a-location-page' });
    expect(forDealerships).not.toHaveBeenCalled();
  });
});
