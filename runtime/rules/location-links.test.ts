import { describe, expect, it } from 'vitest';
import { dealerLicenceText, locationContactPath, locationPagePath, repairerNumberText } from './location-links';

const site = (manufacturers: string[], contact = '/contact') => ({ dealer: { manufacturers }, settings: { routes: { contact } } });

describe('spec detail §2: where a location card leads', () => {
  it('View Location: /locations/{slug}', () => {
    expect(locationPagePath({ slug: 'harbour-city-penrith' })).toBe('/locations/harbour-city-penrith');
  });

  it('Contact: /contact on a site of one manufacturer (the dealer’s contact route), /contact-us/{locationSlug} otherwise', () => {
    expect(locationContactPath(site(['toyota']), { slug: 'sunshine-coast-toyota' })).toBe('/contact');
    expect(locationContactPath(site(['toyota'], '/get-in-touch'), { slug: 'sunshine-coast-toyota' })).toBe('/get-in-touch');
    expect(locationContactPath(site(['ford', 'mazda']), { slug: 'harbour-city-penrith' })).toBe('/contact-us/harbour-city-penrith');
    expect(locationContactPath(site([]), { slug: 'westside-used-cars-cannington' })).toBe('/contact-us/westside-used-cars-cannington');
  });
});

describe('spec detail §2, §3: licence and repairer numbers', () => {
  it('shows the licence as DL or CL with the number, as written when it has its prefix', () => {
    expect(dealerLicenceText('DL 3270123')).toBe('DL 3270123');
    expect(dealerLicenceText('CL 1234')).toBe('CL 1234');
    expect(dealerLicenceText(' 18245 ')).toBe('DL 18245');
  });

  it('shows the repairer number as MRB with the number', () => {
    expect(repairerNumberText('45821')).toBe('MRB 45821');
    expect(repairerNumberText('MRB 45821')).toBe('MRB 45821');
    expect(repairerNumberText('MVRL 41226')).toBe('MVRL 41226');
  });
});
