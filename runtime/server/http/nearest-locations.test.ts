import { describe, expect, it, vi } from 'vitest';
import type { Location } from '../../../schemas/entities/location';
import { haversineKm } from '../../rules/distance';
import { generateDemoData } from '../seed/seed';
import { locatePostcode } from '../postcodes/locate-postcode';
import { answerNearestLocations, getNearestLocations } from './nearest-locations';
import { fakeSite, fakeSiteContext, SUNSHINE } from './test-support/fake-site-context';

/** Harbour City's five yards and service centre (NSW and VIC), as the demo seeds them. */
const harbour = generateDemoData({ cars: 0, now: new Date('2026-11-22T00:00:00Z') })
  .dealers.filter((dealer) => dealer.dealership.slug.startsWith('harbour-city'))
  .flatMap((dealer) => dealer.locations) as Location[];
const siteLocations = async () => harbour;

describe('spec detail §5, §9: nearest location by postcode', () => {
  it('haversine between two known postcodes: Sydney (2000) to Melbourne (3000) is about 714 km', async () => {
    const sydney = (await locatePostcode('2000'))!;
    const melbourne = (await locatePostcode('3000'))!;
    expect(haversineKm(sydney, melbourne)).toBeGreaterThan(705);
    expect(haversineKm(sydney, melbourne)).toBeLessThan(720);
  });

  it('orders the site’s locations nearest the postcode first, in km to one decimal place', async () => {
    // 2750 is Penrith; 3175 Dandenong.
    const penrith = await answerNearestLocations({ postcode: '2750' }, siteLocations);
    expect(penrith.status).toBe(200);
    const answer = penrith.body as { postcode: string; locations: { slug: string; distance_km: number | null }[] };
    expect(answer.postcode).toBe('2750');
    expect(answer.locations.map((location) => location.slug)).toEqual([
      'harbour-city-penrith',
      'harbour-city-castle-hill-service',
      'harbour-city-parramatta',
      'harbour-city-ringwood',
      'harbour-city-dandenong',
    ]);
    expect(answer.locations[0].distance_km).toBeLessThan(5);
    expect(answer.locations.every(({ distance_km }) => distance_km !== null && Math.round(distance_km * 10) === distance_km * 10)).toBe(true);
    const dandenong = (await answerNearestLocations({ postcode: '3175' }, siteLocations)).body as typeof answer;
    expect(dandenong.locations.slice(0, 2).map((location) => location.slug)).toEqual(['harbour-city-dandenong', 'harbour-city-ringwood']);
    expect(penrith.headers).toEqual({ 'cache-control': 'public, max-age=300' });
  });

  it.each([
    ['no postcode', {}],
    ['3 digits', { postcode: '455' }],
    ['5 digits', { postcode: '45580' }],
    ['letters', { postcode: 'abcd' }],
  ])('answers 400 naming /postcode with "Invalid postcode. Please enter a 4-digit number." for %s, asking nothing of the data', async (_why, asked) => {
    const loader = vi.fn(siteLocations);
    expect(await answerNearestLocations(asked, loader)).toEqual({
      status: 400,
      body: { error: 'The request has errors.', fields: [{ field: '/postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }] },
    });
    expect(loader).not.toHaveBeenCalled();
  });

  it('answers 400 "Invalid postcode" for 4 digits no place has', async () => {
    expect((await answerNearestLocations({ postcode: '0000' }, siteLocations)).body).toEqual({
      error: 'The request has errors.',
      fields: [{ field: '/postcode', message: 'Invalid postcode' }],
    });
  });

  it("GET /api/nearest-locations reads the postcode from the address and the site's own locations", async () => {
    const site = fakeSite();
    (site.document as { dealer: { dealershipIds?: number[] } }).dealer.dealershipIds = [201, 202, 203];
    const forDealerships = vi.fn(siteLocations);
    const context = { ...fakeSiteContext(site), data: { locations: { forDealerships } } as never };
    const response = await getNearestLocations(context, new Request('http://localhost/sites/sunshine-toyota/api/nearest-locations?postcode=2150'), SUNSHINE);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { locations: { slug: string }[] }).locations[0].slug).toBe('harbour-city-parramatta');
    expect(forDealerships).toHaveBeenCalledWith([201, 202, 203]);
    const refused = await getNearestLocations(context, new Request('http://localhost/sites/sunshine-toyota/api/nearest-locations?postcode=21'), SUNSHINE);
    expect(refused.status).toBe(400);
    expect((await getNearestLocations(context, new Request('http://localhost/sites/nobody/api/nearest-locations?postcode=2150'), 'nobody')).status).toBe(404);
  });
});
