import { describe, expect, it } from 'vitest';
import { testSiteContext } from '../kit/test-support/site-context';
import { fakeData, testLocation } from '../kit/test-support/fake-data';
import { locationKind } from '../../runtime/rules/location-selection';
import { loadDealershipListing } from './load';
import { dealershipListingDefaults } from './schema';

const SALES = testLocation();
const UNNAMED_KIND = testLocation({ id: 12, slug: 'yard', location_type: '' });
const SERVICE = testLocation({ id: 13, slug: 'service-centre', location_type: 'service' });

describe('dealership listing loader', () => {
  it("reads the site's dealerships' locations", async () => {
    const data = fakeData({ locations: [SALES, SERVICE] });
    const loaded = await loadDealershipListing(dealershipListingDefaults, { site: testSiteContext(), data });
    expect(data.locations.forDealerships).toHaveBeenCalledWith([101, 102]);
    expect(loaded.locations).toEqual([SALES, SERVICE]);
  });

  it('spec detail §3: keeps only the kinds asked for, an empty kind counting as sales', async () => {
    const data = fakeData({ locations: [SALES, UNNAMED_KIND, SERVICE] });
    const loaded = await loadDealershipListing({ ...dealershipListingDefaults, locationTypes: ['sales'] }, { site: testSiteContext(), data });
    expect(loaded.locations.map((location) => location.id)).toEqual([11, 12]);
    expect(locationKind(UNNAMED_KIND)).toBe('sales');
  });
});
