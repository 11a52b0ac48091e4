import type { Kysely } from 'kysely';
import type { WatchlistAnswer, WatchlistCarAnswer, WatchlistCarRequest } from '../../../schemas/api/watchlist';
import type { SiteDocument } from '../../../schemas/site-document';
import type { Shopper } from '../auth/shopper';
import type { Database } from '../db/types';
import type { HttpAnswer } from '../http/request-body';
import { createCarsRepository } from '../repositories/cars';
import { createWatchlistRepository } from '../repositories/watchlist';

export const NOT_YOUR_NUMBER = 'That is not the mobile number you signed in with.';
export const NOT_A_CAR_OF_THIS_SITE = 'That car is not for sale on this site.';

type Change = 'save' | 'remove';

/**
 * Save-car and remove-car (spec search §7) for a signed-in shopper: the body
 * names the shopper's phone number and the car; it must be this shopper's
 * number, so nobody can change another shopper's list, and a car of this
 * site. The row is written before the answer says success.
 */
export async function changeWatchlist(
  db: Kysely<Database>,
  document: SiteDocument,
  shopper: Shopper,
  car: WatchlistCarRequest,
  change: Change,
): Promise<HttpAnswer<WatchlistCarAnswer>> {
  if (shopper.phoneNumber !== car.phone_number) return { status: 403, body: { success: false, message: NOT_YOUR_NUMBER } };
  const dealershipId = await createCarsRepository(db).dealershipOf(car.car_id);
  if (dealershipId === undefined || !document.dealer.dealershipIds.includes(dealershipId)) {
    return { status: 404, body: { success: false, message: NOT_A_CAR_OF_THIS_SITE } };
  }
  const watchlist = createWatchlistRepository(db);
  const entry = { userId: shopper.id, dealerSlug: document.dealer.slug, carId: car.car_id };
  await (change === 'save' ? watchlist.add(entry) : watchlist.remove(entry));
  return { status: 200, body: { success: true } };
}

/** The shopper's saved cars on this site, newest first; nobody else's. Signed out, an empty list rather than a 401: every page with cards asks. */
export async function readWatchlist(db: Kysely<Database>, document: SiteDocument, shopper: Shopper | null): Promise<HttpAnswer<WatchlistAnswer>> {
  if (!shopper) return { status: 200, body: { phone_number: null, items: [] } };
  const items = await createWatchlistRepository(db).list(shopper.id, document.dealer.slug);
  return { status: 200, body: { phone_number: shopper.phoneNumber, items } };
}
