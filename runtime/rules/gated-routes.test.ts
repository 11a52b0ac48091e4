import { describe, expect, it } from 'vitest';
import { GATEABLE_ROUTES } from '../../schemas/settings';
import { GATED_ROUTE_PAGES, gatedSignInHref, gateOfPage, isGated, shoppersCanSignIn, signInReason } from './gated-routes';

describe('spec detail §6: routes a dealer can gate behind sign-in', () => {
  it('checkout, finance, spin-to-win, online-payment and car finance can be gated, each by its pages', () => {
    expect(gateOfPage('/cars/:slug/checkout', ['checkout'])).toBe('checkout');
    expect(gateOfPage('/cars/:carSlug/buy-online', ['checkout'])).toBe('checkout');
    expect(gateOfPage('/apply-for-finance', ['finance'])).toBe('finance');
    expect(gateOfPage('/finance/', ['finance'])).toBe('finance');
    expect(gateOfPage('/spin-to-win', ['spin-to-win'])).toBe('spin-to-win');
    expect(gateOfPage('/online-payment', ['online-payment'])).toBe('online-payment');
    expect(gateOfPage('/personalised/finance', ['car-finance'])).toBe('car-finance');
    for (const route of GATEABLE_ROUTES) expect(GATED_ROUTE_PAGES[route].length).toBeGreaterThan(0);
  });

  it('a route is gated only where the dealer gates it', () => {
    expect(gateOfPage('/finance', ['checkout'])).toBeUndefined();
    expect(gateOfPage('/cars/:slug/checkout', [])).toBeUndefined();
    expect(isGated('checkout', ['checkout', 'finance'])).toBe(true);
    expect(isGated('checkout', ['finance'])).toBe(false);
    expect(isGated('checkout', [])).toBe(false);
  });

  it('trade-in, sell-my-car and the vehicle page are never gated', () => {
    const everything = [...GATEABLE_ROUTES];
    for (const page of ['/trade-in', '/sell-my-car', '/sell-your-car', '/cars/trade-in', '/cars/:slug', '/', '/finance-calculator', '/cars/:slug/checkout/extra']) {
      expect(gateOfPage(page, everything)).toBeUndefined();
    }
  });

  it('/sign-in?type={route}&redirect={path}&back={path}, with the base path of the address', () => {
    const href = gatedSignInHref('/sites/harbour', 'checkout', '/sites/harbour/cars/a-1/checkout?x=1', '/sites/harbour/cars/a-1');
    expect(href.startsWith('/sites/harbour/sign-in?')).toBe(true);
    const query = new URL(href, 'http://x.invalid').searchParams;
    expect(Object.fromEntries(query)).toEqual({ type: 'checkout', redirect: '/sites/harbour/cars/a-1/checkout?x=1', back: '/sites/harbour/cars/a-1' });
    expect(gatedSignInHref('', 'finance', '/finance', '/')).toBe('/sign-in?type=finance&redirect=%2Ffinance&back=%2F');
  });

  it('shoppers can sign in where there is a watchlist or a gated route, and nowhere else', () => {
    expect(shoppersCanSignIn({ watchlist: { enabled: false }, gatedRoutes: [] })).toBe(false);
    expect(shoppersCanSignIn({ watchlist: { enabled: true }, gatedRoutes: [] })).toBe(true);
    expect(shoppersCanSignIn({ watchlist: { enabled: false }, gatedRoutes: ['finance'] })).toBe(true);
  });

  it('the sign-in page says what the shopper signs in for, for the spec’s types only', () => {
    expect(signInReason('checkout')).toBe('Sign in to reserve this car online.');
    expect(signInReason('trade-in')).toBe('Sign in to value your trade-in.');
    expect(signInReason('toString')).toBeUndefined();
    expect(signInReason('<script>')).toBeUndefined();
    expect(signInReason(undefined)).toBeUndefined();
  });
});
