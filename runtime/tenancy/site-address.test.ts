import { describe, expect, it } from 'vitest';
import { decodedPath, decodedSegment, hostedSitePath, isSiteKey, parseSitesPath, platformHosts, siteAddress, siteHref, siteKeyForHost, siteRouteOf } from './site-address';

const platform = platformHosts('platform.example.com');

describe('tenancy: a request host picks the dealer', () => {
  it('reads the slug from {slug}.localhost, with or without a port', () => {
    expect(siteKeyForHost('sunshine-toyota.localhost:3000', platform)).toBe('sunshine-toyota');
    expect(siteKeyForHost('Sunshine-Toyota.LOCALHOST', platform)).toBe('sunshine-toyota');
  });
  it("passes any other host on for lookup in the dealers' domains", () => {
    expect(siteKeyForHost('www.sunshinetoyota.com.au', platform)).toBe('www.sunshinetoyota.com.au');
  });
  it("leaves the platform's own hosts alone", () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'platform.example.com']) {
      expect(siteKeyForHost(host, platform)).toBeUndefined();
    }
    expect(siteKeyForHost('', platform)).toBeUndefined();
  });
  it('reads /sites/{slug}/… development addresses', () => {
    expect(parseSitesPath('/sites/westside-used-cars/cars/abc')).toEqual({ key: 'westside-used-cars', rest: '/cars/abc' });
    expect(parseSitesPath('/sites/westside-used-cars')).toEqual({ key: 'westside-used-cars', rest: '/' });
    expect(parseSitesPath('/cars/abc')).toBeUndefined();
  });
  it('builds links for the address in use and leaves outside links alone', () => {
    expect(siteHref('', '/finance')).toBe('/finance');
    expect(siteHref('/sites/a', '/finance')).toBe('/sites/a/finance');
    expect(siteHref('/sites/a', '/')).toBe('/sites/a');
    expect(siteHref('/sites/a', 'https://toyota.com.au/service')).toBe('https://toyota.com.au/service');
    expect(siteHref('/sites/a', 'tel:0755550000')).toBe('tel:0755550000');
  });

  it("sends a dealer host's request to a marked /sites path, which reads back as host-style links", () => {
    expect(hostedSitePath('sunshine-toyota', '/')).toBe('/sites/~sunshine-toyota');
    expect(hostedSitePath('www.dealer.com.au', '/cars/abc')).toBe('/sites/~www.dealer.com.au/cars/abc');
    expect(siteAddress('~sunshine-toyota')).toEqual({ key: 'sunshine-toyota', basePath: '' });
    expect(siteAddress('%7Esunshine-toyota')).toEqual({ key: 'sunshine-toyota', basePath: '' });
    expect(siteAddress('sunshine-toyota')).toEqual({ key: 'sunshine-toyota', basePath: '/sites/sunshine-toyota' });
  });
});

describe('security: a malformed percent-escape in an address names nothing, and never throws', () => {
  it('decodes good escapes and refuses bad ones', () => {
    expect(decodedSegment('land%20rover')).toBe('land rover');
    expect(decodedSegment('%E0%A4%A')).toBeUndefined();
    expect(decodedPath(['cars', 'rav4%202024'])).toBe('/cars/rav4 2024');
    expect(decodedPath(['cars', '%E0%A4%A'])).toBeUndefined();
  });

  it('a /sites path whose site segment is malformed is no site path, and its key stays as written', () => {
    expect(parseSitesPath('/sites/%E0%A4%A/search')).toBeUndefined();
    expect(siteAddress('%E0%A4%A')).toEqual({ key: '%E0%A4%A', basePath: '/sites/%25E0%25A4%25A' });
  });
});

describe('security: text that could name no site is never looked up or put in a header', () => {
  it.each(['westside-used-cars', 'harbour-city-motors.example.com', 'xn--bcher-kva.example', '[::1]'])('%s could name a site', (key) => {
    expect(isSiteKey(key)).toBe(true);
  });

  it.each(['\u0000', '💥', 'a b', 'a/b', '', 'x'.repeat(254)])('%j names no site', (key) => {
    expect(isSiteKey(key)).toBe(false);
  });

  it('a /sites/ address with a NUL or an emoji for its site has no site key', () => {
    expect(parseSitesPath('/sites/%00')).toBeUndefined();
    expect(parseSitesPath('/sites/%F0%9F%92%A5/api/site')).toBeUndefined();
    expect(parseSitesPath('/sites/~harbour-city-motors.example.com/cars')).toEqual({ key: '~harbour-city-motors.example.com', rest: '/cars' });
  });
});

describe("the 404 page reads the route Next.js gives the page from the proxy's address header", () => {
  it('splits a /sites address into its segment, path and query, each segment as written, as Next.js passes params', () => {
    expect(siteRouteOf('/sites/sunshine-toyota')).toEqual({ segment: 'sunshine-toyota', path: [], query: '' });
    expect(siteRouteOf('/sites/sunshine-toyota/')).toEqual({ segment: 'sunshine-toyota', path: [], query: '' });
    expect(siteRouteOf('/sites/~cars.example%3A3000/search/land%20rover?sort=price&make=a')).toEqual({
      segment: '~cars.example%3A3000',
      path: ['search', 'land%20rover'],
      query: '?sort=price&make=a',
    });
    expect(siteRouteOf('/sites/westside-used-cars/cars/a%2520b')?.path).toEqual(['cars', 'a%2520b']);
  });

  it('names no route for another address, so the 404 page shows its plain content', () => {
    expect(siteRouteOf('')).toBeUndefined();
    expect(siteRouteOf('/editor/sunshine-toyota')).toBeUndefined();
    expect(siteRouteOf('/sites/')).toBeUndefined();
  });
});
