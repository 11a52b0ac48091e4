import { describe, expect, it } from 'vitest';
import { testSiteDocument } from '../../../blocks/kit/test-support/site-document';
import { gatedPageSignIn, type PageRequest } from './gated-page';
import type { ShopperSignIn } from './shopper-sign-in';

/** Shoppers' sign-in whose session lookup answers `session`: the part of better-auth a gated page asks. */
function signInWith(session: unknown): () => Promise<ShopperSignIn> {
  return async () => ({ auth: { api: { getSession: async () => session } } }) as unknown as ShopperSignIn;
}

const SHOPPER = {
  user: { id: 'shopper-1', role: 'shopper', phoneNumber: '+61412345678', phoneNumberVerified: true },
  session: { signInMethod: 'phone' },
};

function request(overrides: Partial<PageRequest> = {}, gatedRoutes: ('finance' | 'checkout')[] = ['finance']): PageRequest {
  const document = testSiteDocument();
  return {
    document: { ...document, settings: { ...document.settings, gatedRoutes } },
    pagePath: '/finance',
    basePath: '/sites/bayside-motors',
    asked: '/finance?car_id=12',
    headers: new Headers({ host: 'localhost:3000' }),
    shopperSignIn: signInWith(null),
    ...overrides,
  };
}

describe('spec detail §6: an anonymous visitor of a gated route goes to sign-in', () => {
  it('sends an anonymous visitor to /sign-in with the type, the page asked for and the home page to go back to', async () => {
    const href = await gatedPageSignIn(request());
    expect(href).toBe(
      `/sites/bayside-motors/sign-in?${new URLSearchParams({ type: 'finance', redirect: '/sites/bayside-motors/finance?car_id=12', back: '/sites/bayside-motors/' })}`,
    );
  });

  it('lets a signed-in shopper through, and anyone through where the route is not gated', async () => {
    expect(await gatedPageSignIn(request({ shopperSignIn: signInWith(SHOPPER) }))).toBeUndefined();
    expect(await gatedPageSignIn(request({}, ['checkout']))).toBeUndefined();
  });

  it("a marketer's session, or a shopper's not signed in by phone, is not a shopper's", async () => {
    const marketer = { user: { ...SHOPPER.user, role: 'dealer-marketer' }, session: { signInMethod: 'email' } };
    expect(await gatedPageSignIn(request({ shopperSignIn: signInWith(marketer) }))).toMatch(/\/sign-in\?/);
  });

  it('goes back to the page the shopper came from when it is on this site, never to another host or another dealer', async () => {
    const back = async (referer: string) => {
      const href = await gatedPageSignIn(request({ headers: new Headers({ host: 'localhost:3000', referer }) }));
      return new URL(href!, 'http://x.invalid').searchParams.get('back');
    };
    expect(await back('http://localhost:3000/sites/bayside-motors/cars/corolla-12')).toBe('/sites/bayside-motors/cars/corolla-12');
    expect(await back('http://evil.example/sites/bayside-motors/cars/corolla-12')).toBe('/sites/bayside-motors/');
    expect(await back('http://localhost:3000/sites/another-dealer/')).toBe('/sites/bayside-motors/');
    expect(await back('not an address')).toBe('/sites/bayside-motors/');
  });
});
