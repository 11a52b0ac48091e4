import type { Kysely } from 'kysely';
import { carViewRequestSchema, type CarViewAnswer, type CarViewRequest } from '../../../schemas/api/car-views';
import type { RequestError } from '../../../schemas/api/request-errors';
import type { SiteDocument } from '../../../schemas/site-document';
import type { Database } from '../db/types';
import { countAttempt } from '../repositories/attempt-counts';
import { createCarViewsRepository } from '../repositories/car-views';
import { createCarsRepository } from '../repositories/cars';
import { clientAddress } from './client-address';
import { jsonResponse } from './json-answer';
import type { HttpAnswer } from './request-body';
import { forSite } from './site-handlers';
import type { SiteApiContext } from './site-request';

/** The browser counts a car once per session; the server also counts one address once per car in this window, so a loop cannot inflate a dealer's views. */
export const CAR_VIEW_REPEAT_SECONDS = 30 * 60;
/** More vehicle pages than a shopper opens (a dealer's showroom behind one address included) from one address in ten minutes. */
export const CAR_VIEWS_PER_ADDRESS = 120;
export const CAR_VIEWS_WINDOW_SECONDS = 10 * 60;
export const TOO_MANY_VIEWS = 'Too many vehicle pages counted from this address. Try again in a few minutes.';

/** Counts a view of one of this site's cars; stored before the answer says so. */
export async function recordCarView(
  db: Kysely<Database>,
  document: SiteDocument,
  view: CarViewRequest,
  clientAddress: string,
): Promise<HttpAnswer<CarViewAnswer | RequestError> & { retryAfterSeconds?: number }> {
  const carDealership = await createCarsRepository(db).dealershipOf(view.car_id);
  if (carDealership === undefined || !document.dealer.dealershipIds.includes(carDealership)) {
    return { status: 404, body: { error: 'No such car on this site.', fields: [{ field: '/car_id', message: 'is not a car of this site' }] } };
  }
  const fromAddress = await countAttempt(db, `car-views:${clientAddress}`, CAR_VIEWS_WINDOW_SECONDS);
  if (fromAddress.count > CAR_VIEWS_PER_ADDRESS) {
    return { status: 429, body: { error: TOO_MANY_VIEWS, fields: [] }, retryAfterSeconds: fromAddress.retryAfterSeconds };
  }
  const views = createCarViewsRepository(db);
  const ofThisCar = await countAttempt(db, `car-view:${clientAddress}:${view.car_id}`, CAR_VIEW_REPEAT_SECONDS);
  if (ofThisCar.count > 1) return { status: 200, body: { counted: false, car_id: view.car_id, views: await views.total(view.car_id) } };
  return { status: 201, body: { counted: true, car_id: view.car_id, views: await views.count(view.car_id) } };
}

/** POST /api/car-views {car_id}: a shopper opened a vehicle page; 429 with Retry-After past the limit. */
export function postCarView(context: SiteApiContext, request: Request, segment: string): Promise<Response> {
  return forSite<CarViewRequest>(context, request, segment, { body: carViewRequestSchema }, async ({ site, body }) => {
    const answer = await recordCarView(context.db, site.document, body, clientAddress(request));
    const headers = answer.retryAfterSeconds ? { 'retry-after': String(answer.retryAfterSeconds) } : undefined;
    return jsonResponse({ status: answer.status, body: answer.body, headers });
  });
}
