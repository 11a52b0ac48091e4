import { describe, expect, it } from 'vitest';
import { createSiteContext } from '../../runtime/render/site-context';
import { testSiteDocument } from '../kit/test-support/site-document';
import { corolla } from '../kit/test-support/cars';
import { fakeData, testLocation } from '../kit/test-support/fake-data';
import { loadPhoneReveal } from './load';
import { phoneRevealDefaults } from './schema';

function site(car?: ReturnType<typeof corolla>) {
  const document = testSiteDocument();
  return createSiteContext({ document, basePath: '', page: document.pages[0], car });
}

describe('phone number block loader', () => {
  it("reads the dealer's number of the kind asked for", async () => {
    const data = fakeData();
    expect(await loadPhoneReveal({ ...phoneRevealDefaults, source: 'override' }, { site: site(), data })).toEqual({ phone: '(03) 9555 0100', car: undefined });
    expect((await loadPhoneReveal({ ...phoneRevealDefaults, source: 'demo' }, { site: site(), data })).phone).toBe('+61 3 9555 0133');
    expect(data.cars.bySlug).not.toHaveBeenCalled();
  });

  it("reads a location's number by its slug, else the main location's", async () => {
    const data = fakeData({
      locations: [
        testLocation(),
        testLocation({ id: 12, slug: 'bayside-mazda-frankston', primary: false, contact_detail: { landline_phone: '03 9555 0200', opening_hours: [], special_hours: [] } }),
      ],
    });
    expect((await loadPhoneReveal({ ...phoneRevealDefaults, source: 'location' }, { site: site(), data })).phone).toBe('03 9555 0111');
    expect((await loadPhoneReveal({ ...phoneRevealDefaults, source: 'location', locationSlug: 'bayside-mazda-frankston' }, { site: site(), data })).phone).toBe('03 9555 0200');
    expect((await loadPhoneReveal({ ...phoneRevealDefaults, source: 'location', locationSlug: 'gone' }, { site: site(), data })).phone).toBeUndefined();
  });

  it("spec detail §9: on a vehicle page, the car's number is the override, and the reveal is recorded against that car", async () => {
    const data = fakeData({ stock: [corolla()] });
    const loaded = await loadPhoneReveal({ ...phoneRevealDefaults, source: 'car' }, { site: site(corolla()), data });
    expect(loaded).toEqual({ phone: '(03) 9555 0100', car: { id: 4101, dealership_id: 101, name: '2024 Toyota Corolla SX' } });
    // The page's car came with the page: the block asks for nothing more.
    expect(data.cars.bySlug).not.toHaveBeenCalled();
  });

  it('has no car number off a vehicle page', async () => {
    expect(await loadPhoneReveal({ ...phoneRevealDefaults, source: 'car' }, { site: site(), data: fakeData() })).toEqual({ phone: undefined, car: undefined });
  });
});
