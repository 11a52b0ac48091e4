import { describe, expect, it } from 'vitest';
import { comingSoonHilux, corolla } from '../../../blocks/kit/test-support/cars';
import { testSiteDocument } from '../../../blocks/kit/test-support/site-document';
import type { SiteDocument } from '../../../schemas/site-document';
import { type BrochureLocation, brochureContact } from './brochure-contact';

function site(change: (document: SiteDocument) => void = () => {}): SiteDocument {
  const document = testSiteDocument();
  change(document);
  return document;
}

const brighton: BrochureLocation = {
  name: 'Bayside Toyota Brighton',
  address: { street: '12 Bay Road', city: 'Brighton', state: 'VIC', postcode: '3186' },
  contact_detail: { phone: '03 9555 0199', opening_hours: [], special_hours: [] },
};

describe('how the brochure says to reach the dealer', () => {
  it("gives the location's street address when the dealer's location is known", () => {
    expect(brochureContact(corolla(), site(), brighton)).toEqual({
      names: ['Bayside Motors', 'Bayside Toyota Brighton'],
      phone: '(03) 9555 0100',
      address: '12 Bay Road, Brighton VIC 3186',
      carPageUrl: 'https://www.baysidemotors.com.au/cars/2024-toyota-corolla-sx-4101',
    });
  });

  it('spec §9: chooses the phone by override, then by car type, then the car location, then the dealer location', () => {
    expect(
      brochureContact(
        comingSoonHilux(),
        site((d) => (d.dealer.phones = { new: '03 9555 0111' })),
        brighton,
      ).phone,
    ).toBe('03 9555 0111');
    const noDealerPhones = site((d) => (d.dealer.phones = {}));
    expect(brochureContact(corolla(), noDealerPhones, brighton).phone).toBe('03 9555 0111');
    expect(brochureContact(corolla({ location: undefined }), noDealerPhones, brighton).phone).toBe('03 9555 0199');
    expect(brochureContact(corolla({ location: undefined }), noDealerPhones)).not.toHaveProperty('phone');
  });

  it("falls back to where the feed says the car is, and to the dealer's name alone", () => {
    expect(brochureContact(corolla(), site())).toMatchObject({ names: ['Bayside Motors', 'Bayside Toyota Brighton'], address: 'Brighton VIC' });
    const bare = corolla({ location_name: undefined, location: undefined, city: undefined, state: undefined });
    expect(brochureContact(bare, site())).toEqual({
      names: ['Bayside Motors'],
      phone: '(03) 9555 0100',
      carPageUrl: 'https://www.baysidemotors.com.au/cars/2024-toyota-corolla-sx-4101',
    });
  });

  it('gives the car page on the address in use without a domain, and none when neither is known', () => {
    const noDomain = site((d) => (d.dealer.domains = []));
    expect(brochureContact(corolla(), noDomain, undefined, 'http://localhost:3000/sites/bayside-motors').carPageUrl).toBe(
      'http://localhost:3000/sites/bayside-motors/cars/2024-toyota-corolla-sx-4101',
    );
    expect(brochureContact(corolla(), noDomain)).not.toHaveProperty('carPageUrl');
  });
});
