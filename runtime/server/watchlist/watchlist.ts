import type { Kysely } from 'kysely';
import type { RequestError } from '../../../schemas/api/request-errors';
import { watchlistCarRequestSchema, type WatchlistAnswer, type WatchlistCarAnswer, type WatchlistCarRequest } from '../../../schemas/api/watchlist';
import type { SiteDocument } from '../../../schemas/site-document';
import type { ShopperAuth } from '../auth/shopper-auth';
import { shopperFromSession } from '../auth/shopper';
import type { Database } from '../db/types';
import { readRequestBody, type HttpAnswer } from '../http/request-body';

export const SIGN_IN_TO_USE_WATCHLIST = 'Sign in with your mobile number to use your watchlist.';
export const NOT_YOUR_NUMBER = 'That is not the mobile number you signed in with.';
export const NOT_A_CAR_OF_THIS_SITE = 'That car is not for sale on this site.';
export const WATCHLIST_OFF = 'This dealer does not offer a watchlist.';

type Change = 'save' | 'remove';

/**
 * POST /api/watchlist/save-car and /remove-car (spec search §7): the body
 * names the shopper's phone number and the car; the signed-in session must
 * be that number's, so nobody can change another shopper's list. The row is
 * written before the answer says success.
 */
export async function changeWatchlist(
  db: Kysely<Database>,
  auth: ShopperAuth,
  document: SiteDocument,
  headers: Headers,
  body: unknown,
  change: Change,
): Promise<HttpAnswer<WatchlistCarAnswer | RequestError>> {
  if (!document.settings.watchlist.enabled) return { status: 404, body: { success: false, message: WATCHLIST_OFF } };
  const read = readRequestBody<WatchlistCarRequest>(watchlistCarRequestSchema, body);
  if (!read.ok) return read.answer;
  const shopper = await shopperFromSession(auth, headers);
  if (!shopper) return { status: 401, body: { success: false, message: SIGN_IN_TO_USE_WATCHLIST } };
  if (shopper.phoneNumber !== read.value.phone_number) return { status: 403, body: { success: false, message: NOT_YOUR_NUMBER } };
  const car = await db.selectFrom('cars').select('dealership_id').where('id', '=', read.value.car_id).executeTakeFirst();
  if (!car || !document.dealer.dealershipIds.includes(car.dealership_id)) {
    return { status: 404, body: { success: false, message: NOT_A_CAR_OF_THIS_SITE } };
  }
  const row = { user_id: shopper.id, dealer_slug: document.dealer.slug, car_id: read.value.car_id };
  if (change === 'save') {
    await db.insertInto('watchlist').values(row).onConflict((conflict) => conflict.columns(['user_id', 'dealer_slug', 'car_id']).doNothing()).execute();
  } else {
    await db.deleteFrom('watchlist').where('user_id', '=', row.user_id).where('dealer_slug', '=', row.dealer_slug).where('car_id', '=', row.car_id).execute();
  }
  return { status: 200, body: { success: true } };
}

/** GET /api/watchlist: the signed-in shopper's saved cars on this site, newest first; nobody else's. */
export async function readWatchlist(
  db: Kysely<Database>,
  auth: ShopperAuth,
  document: SiteDocument,
  headers: Headers,
): Promise<HttpAnswer<WatchlistAnswer>> {
  const shopper = await shopperFromSession(auth, headers);
  if (!shopper) return { status: 200, body: { phone_number: null, items: [] } };
  const items = await db
    .selectFrom('watchlist')
    .innerJoin('cars', 'cars.id', 'watchlist.car_id')
    .select(['cars.id', 'cars.name', 'cars.slug', 'cars.primary_image_url'])
    .where('watchlist.user_id', '=', shopper.id)
    .where('watchlist.dealer_slug', '=', document.dealer.slug)
    .orderBy('watchlist.created_at', 'desc')
    .orderBy('cars.id')
    .execute();
  return { status: 200, body: { phone_number: shopper.phoneNumber, items } };
}
