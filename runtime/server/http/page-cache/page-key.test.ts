import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key';

const CHROME = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const shopper = { host: 'westside.example', 'user-agent': CHROME, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the key a kept page is found by', () => {
  it('is the same for two shoppers without cookies asking the same address', () => {
    expect(pageKey('GET', '/cars?make=Toyota', { ...shopper })).toBe(pageKey('GET', '/cars?make=Toyota', { ...shopper, 'accept-language': 'en' }));
  });

  it('tells apart what a render reads: address, query, host, scheme and cookies', () => {
    const keys = [
      pageKey('GET', '/cars', shopper),
      pageKey('GET', '/cars?make=Toyota', shopper),
      pageKey('GET', '/cars', { ...shopper, host: 'harbour.example' }),
      pageKey('GET', '/cars', { ...shopper, 'x-forwarded-proto': 'https' }),
      pageKey('GET', '/cars', { ...shopper, cookie: 'session=one' }),
      pageKey('GET', '/cars', { ...shopper, cookie: 'session=two' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('tells apart the clients Next.js renders differently for: browsers, search engines that run scripts, and those that read HTML only', () => {
    const keys = [CHROME, GOOGLEBOT, FACEBOOK].map((agent) => pageKey('GET', '/', { ...shopper, 'user-agent': agent }));
    expect(new Set(keys).size).toBe(3);
  });

  it('is none for what is not a plain GET of a document', () => {
    expect(pageKey('POST', '/', shopper)).toBeUndefined();
    expect(pageKey('HEAD', '/', shopper)).toBeUndefined();
    expect(pageKey('GET', '/', { ...shopper, rsc: '1' })).toBeUndefined();
    expect(pageKey('GET', '/', { ...shopper, 'next-router-prefetch': '1' })).toBeUndefined();
    expect(pageKey('GET', '/', { ...shopper, 'next-action': 'abc' })).toBeUndefined();
    expect(pageKey('GET', '/cars?_rsc=1x2y', shopper)).toBeUndefined();
    expect(pageKey('GET', '/cars?page=2&_rsc=1x2y', shopper)).toBeUndefined();
    expect(pageKey('GET', undefined, shopper)).toBeUndefined();
    // An API's answer, a feed or a file: fetched, not navigated to.
    expect(pageKey('GET', '/api/search', { ...shopper, accept: '*/*' })).toBeUndefined();
    expect(pageKey('GET', '/sitemap.xml', { ...shopper, accept: undefined })).toBeUndefined();
  });
});
