import { describe, expect, it } from 'vitest';
import { corolla } from '../kit/test-support/cars';
import { fakeData, testLocation } from '../kit/test-support/fake-data';
import { testSiteContext } from '../kit/test-support/site-context';
import { loadEnquiryForm } from './load';
import { enquiryFormDefaults } from '../kit/lead-form/lead-form-props';

describe('enquiry form loader', () => {
  it("offers the site's locations, as the data layer orders them, with only what the select needs", async () => {
    const data = fakeData({
      locations: [testLocation(), testLocation({ id: 21, name: 'Bayside Mazda Moorabbin', slug: 'moorabbin', dealership_id: 102, dealership_slug: 'bayside-mazda' })],
    });
    const loaded = await loadEnquiryForm(enquiryFormDefaults, { site: testSiteContext(), data });
    expect(data.locations.forDealerships).toHaveBeenCalledWith([101, 102]);
    expect(loaded).toEqual({
      locations: [
        { id: 11, name: 'Bayside Toyota Brighton', dealership_slug: 'bayside-toyota' },
        { id: 21, name: 'Bayside Mazda Moorabbin', dealership_slug: 'bayside-mazda' },
      ],
    });
  });

  it("spec detail §2 (/enquiry?car_id=): carries the car the address names, when it is one of this site's; ignores anything else", async () => {
    const data = fakeData({ stock: [corolla()] });
    const asking = (carId: string) => ({ ...testSiteContext(), searchParams: { car_id: carId } });
    expect((await loadEnquiryForm(enquiryFormDefaults, { site: asking('4101'), data })).car).toEqual({
      id: 4101,
      dealership_slug: 'bayside-toyota',
      location_id: corolla().location_id,
      name: '2024 Toyota Corolla SX',
    });
    expect((await loadEnquiryForm(enquiryFormDefaults, { site: asking('999'), data })).car).toBeUndefined();
    data.cars.byId.mockClear();
    for (const written of ['abc', '0', '-1', '1e3', '99999999999']) expect((await loadEnquiryForm(enquiryFormDefaults, { site: asking(written), data })).car).toBeUndefined();
    expect(data.cars.byId).not.toHaveBeenCalled();
  });
});
