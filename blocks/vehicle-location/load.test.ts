import { describe, expect, it } from 'vitest';
import { corolla, soldCx5 } from '../kit/test-support/cars';
import { fakeData, testLocation } from '../kit/test-support/fake-data';
import { testSiteContext } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import { loadVehicleLocation } from './load';
import { vehicleLocationDefaults } from './schema';

describe('vehicle location loader', () => {
  it("asks once for the car's dealership's locations and keeps the car's own", async () => {
    const yard = testLocation({ id: 11 });
    const data = fakeData({ locations: [testLocation({ id: 12, name: 'Other yard', slug: 'other-yard', primary: false }), yard] });
    expect(await loadVehicleLocation(vehicleLocationDefaults, { site: vehiclePageSite(corolla()), data })).toEqual({ location: yard });
    expect(data.locations.forDealerships).toHaveBeenCalledOnce();
    expect(data.locations.forDealerships).toHaveBeenCalledWith([101]);
  });

  it('asks for the dealership the car belongs to', async () => {
    const data = fakeData();
    expect(await loadVehicleLocation(vehicleLocationDefaults, { site: vehiclePageSite(soldCx5()), data })).toEqual({});
    expect(data.locations.forDealerships).toHaveBeenCalledWith([102]);
  });

  it('asks nothing off a vehicle page', async () => {
    const data = fakeData();
    expect(await loadVehicleLocation(vehicleLocationDefaults, { site: testSiteContext(), data })).toEqual({});
    expect(data.locations.forDealerships).not.toHaveBeenCalled();
  });
});
