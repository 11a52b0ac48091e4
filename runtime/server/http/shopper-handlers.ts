import { shoppersCanSignIn } from '../../rules/gated-routes';
import { shopperFromSession, type Shopper } from '../auth/shopper';
import type { ShopperSignIn } from '../auth/shopper-sign-in';
import { SERVER_ERROR_MESSAGE } from './answer-safely';
import { jsonResponse } from './json-answer';
import { readCheckedBody, type BodyCheck } from './request-body-check';
import { NO_DEALER_SITE } from './site-handlers';
import { answerForSite, type FoundSite, type SiteApiContext, type SiteAudience } from './site-request';

export const SIGN_IN_TO_USE_WATCHLIST = 'Sign in with your mobile number to use your watchlist.';
export const WATCHLIST_OFF = 'This dealer does not offer a watchlist.';
export const NO_SHOPPER_SIGN_IN = 'This dealer offers nothing to sign in for.';

/** What the shopper routes work with: a dealer site's, plus shoppers' sign-in. */
export interface ShopperApiContext extends SiteApiContext {
  /** Made when first asked for, so a request for no site never builds shoppers' sign-in. */
  shopperSignIn: () => Promise<ShopperSignIn>;
}

export interface ShopperRoute<Body> {
  /** Where the dealer offers no watchlist there is nothing to save: 404 before the body is read. */
  onlyWhereWatchlistOffered?: boolean;
  /**
   * Where the dealer offers nothing to sign in for (no watchlist, no gated
   * route), shoppers' sign-in answers 404 before the body is read, so no
   * code is texted either.
   */
  onlyWhereShoppersSignIn?: boolean;
  body?: BodyCheck<Body>;
}

/** A request to the shopper API, past its checks. The session is read only by a route that asks for it. */
export interface ShopperApiRequest<Body> extends FoundSite {
  body: Body;
  signIn: ShopperSignIn;
  currentShopper: () => Promise<Shopper | null>;
}

export interface ShopperRequest<Body> extends ShopperApiRequest<Body> {
  shopper: Shopper;
}

/**
 * The shopper API answers refusals as `{success: false, message}`, the shape
 * spec search §7 gives the watchlist's answers and its client reads; a bad
 * body is still `{error, fields}`, like every 400 of a dealer site.
 */
function refusal(status: number, message: string): Response {
  const body: { success: false; message: string } = { success: false, message };
  return Response.json(body, { status });
}

const shopperApi: SiteAudience = {
  noSite: () => refusal(404, NO_DEALER_SITE),
  serverError: () => refusal(500, SERVER_ERROR_MESSAGE),
  logAs: 'Shopper API request failed:',
};

/**
 * Runs `handle` for the shopper API (the watchlist and its sign-in), signed
 * in or not: 404 when no site answers at the address (or, for the
 * watchlist's own routes, where the dealer does not offer it), then the body
 * read and checked; a failure inside is a plain 500.
 */
export function forShopperApi<Body = undefined>(
  context: ShopperApiContext,
  request: Request,
  segment: string,
  route: ShopperRoute<Body>,
  handle: (asked: ShopperApiRequest<Body>) => Promise<Response>,
): Promise<Response> {
  return answerForSite(shopperApi, context, segment, async (found) => {
    if (route.onlyWhereWatchlistOffered && !found.site.document.settings.watchlist.enabled) return refusal(404, WATCHLIST_OFF);
    if (route.onlyWhereShoppersSignIn && !shoppersCanSignIn(found.site.document.settings)) return refusal(404, NO_SHOPPER_SIGN_IN);
    let body = undefined as Body;
    if (route.body) {
      const read = await readCheckedBody<Body>(request, route.body);
      if (!read.ok) return jsonResponse(read.answer);
      body = read.value;
    }
    const signIn = await context.shopperSignIn();
    return handle({ ...found, body, signIn, currentShopper: () => shopperFromSession(signIn.auth, request.headers) });
  });
}

/**
 * forShopperApi for a signed-in shopper only: anyone else (signed out, or
 * carrying a marketer's session) gets 401 with the sign-in message. The
 * body is checked first, so a bad body is named whoever sends it.
 */
export function forShopper<Body>(
  context: ShopperApiContext,
  request: Request,
  segment: string,
  route: ShopperRoute<Body>,
  handle: (asked: ShopperRequest<Body>) => Promise<Response>,
): Promise<Response> {
  return forShopperApi(context, request, segment, route, async (asked) => {
    const shopper = await asked.currentShopper();
    return shopper ? handle({ ...asked, shopper }) : refusal(401, SIGN_IN_TO_USE_WATCHLIST);
  });
}
