import type { Kysely } from 'kysely';
import type { DataAccess } from '../../../data-access';
import type { ShopperAuth } from '../../auth/shopper-auth';
import { SHOPPER_ROLE } from '../../auth/shopper-phone';
import type { ShopperSignIn } from '../../auth/shopper-sign-in';
import type { Database } from '../../db/types';
import type { PublishedSite } from '../../site-service';
import type { ShopperApiContext } from '../shopper-handlers';
import type { SiteApiContext } from '../site-request';

export const SUNSHINE = 'sunshine-toyota';
export const SHOPPER_PHONE = '+61400000001';

/** Just enough of a published site for the request helpers, which read no more than its watchlist setting. */
export function fakeSite(watchlistEnabled = true): PublishedSite {
  return { slug: SUNSHINE, version: 3, document: { dealer: { slug: SUNSHINE }, settings: { watchlist: { enabled: watchlistEnabled } } } } as unknown as PublishedSite;
}

/** A platform with one published site and no database: the helpers must answer their refusals without one. */
export function fakeSiteContext(site: PublishedSite = fakeSite()): SiteApiContext {
  return {
    db: {} as Kysely<Database>,
    sites: { bySiteKey: async (key) => (key === SUNSHINE ? site : undefined) },
    data: {} as DataAccess,
  };
}

/**
 * Shoppers' sign-in that knows two cookies: `session=shopper` (a shopper
 * signed in by a texted code) and `session=marketer` (a marketer's password
 * session, which is no shopper's).
 */
export function fakeShopperContext(site: PublishedSite = fakeSite()): ShopperApiContext & { signInsMade: () => number } {
  let made = 0;
  const getSession = async ({ headers }: { headers: Headers }) => {
    const cookie = headers.get('cookie') ?? '';
    if (cookie.includes('session=shopper')) {
      return { user: { id: 'shopper-1', role: SHOPPER_ROLE, phoneNumber: SHOPPER_PHONE, phoneNumberVerified: true }, session: { signInMethod: 'phone' } };
    }
    if (cookie.includes('session=marketer')) {
      return { user: { id: 'marketer-1', role: 'dealer-editor', email: 'marketing@example.com' }, session: { signInMethod: 'password' } };
    }
    return null;
  };
  const signIn = { db: {} as Kysely<Database>, auth: { api: { getSession } } as unknown as ShopperAuth, sms: {} } as ShopperSignIn;
  return {
    ...fakeSiteContext(site),
    shopperSignIn: async () => {
      made += 1;
      return signIn;
    },
    signInsMade: () => made,
  };
}

/** A request as a dealer site's own page sends it: JSON, from the same origin. */
export function pagePost(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://sunshine-toyota.localhost:3000/api/x', {
    method: 'POST',
    headers: { host: 'sunshine-toyota.localhost:3000', 'content-type': 'application/json', ...headers },
    body,
  });
}

export const STACK_TRACE = /\n\s+at \S+|node:internal|\bError: /;
