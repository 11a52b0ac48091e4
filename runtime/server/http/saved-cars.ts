import type { Kysely } from 'kysely';
import { savedCarIdSchema, type SavedCar, type SavedCarsAnswer } from '../../../schemas/api/saved-cars';
import { MAX_SAVED_CARS_ASKED, SAVED_CARS_IDS_PARAMETER } from '../../../schemas/api/saved-cars-words';
import type { RequestError } from '../../../schemas/api/request-errors';
import type { Car } from '../../../schemas/entities/car';
import type { SiteDocument } from '../../../schemas/site-document';
import { canSave } from '../../rules/favourite-eligibility';
import { siteScope } from '../../site-scope';
import type { Database } from '../db/types';
import { createCarsRepository } from '../repositories/cars';
import { type JsonAnswer, jsonResponse } from './json-answer';
import { forSite } from './site-handlers';
import type { SiteApiContext } from './site-request';

export const BAD_SAVED_CAR_IDS = `must be up to ${MAX_SAVED_CARS_ASKED} car ids, whole numbers separated by commas`;

const CAR_ID = /^[1-9][0-9]{0,9}$/;

/** The ids of ?ids=4101,4102 (each once), or undefined when they are not ids. No parameter, or an empty one, asks for none. */
export function savedCarIdsOf(url: URL): number[] | undefined {
  const written = url.searchParams.getAll(SAVED_CARS_IDS_PARAMETER);
  if (written.length > 1) return undefined;
  const text = written[0]?.trim() ?? '';
  if (text === '') return [];
  const parts = text.split(',').map((part) => part.trim());
  if (!parts.every((part) => CAR_ID.test(part))) return undefined;
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_SAVED_CARS_ASKED || ids.some((id) => id > savedCarIdSchema.maximum)) return undefined;
  return ids;
}

/** What the saved lists show of a car: its facts today, and whether this site lets it be compared. */
export function savedCarOf(car: Car, document: SiteDocument): SavedCar {
  const { id, slug, name, make, model, year, price, preorder, car_type, status, sold, reserved, km, simple_body } = car;
  const optional = {
    price_type: car.price_type,
    before_price: car.before_price,
    offer_price: car.offer_price,
    subscription_price: car.subscription_price,
    trans: car.trans,
    simple_transmission: car.simple_transmission,
    simple_fuel: car.simple_fuel,
    fuel: car.fuel,
    drive: car.drive,
    seats: car.seats,
    colour: car.colour,
    engine_size: car.engine_size,
    location_name: car.location_name,
    city: car.city,
    primary_image_url: car.primary_image_url,
  };
  const present = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  const comparable = canSave('compare', car, document.settings);
  return { id, slug, name, make, model, year, price, preorder, car_type, status, sold, reserved, km, simple_body, ...present, comparable };
}

/** The site's cars among the ids, in the order asked. */
export async function readSavedCars(db: Kysely<Database>, document: SiteDocument, ids: readonly number[]): Promise<SavedCarsAnswer> {
  const found = new Map((await createCarsRepository(db).byIds(siteScope(document), ids)).map((car) => [car.id, car]));
  return { cars: ids.flatMap((id) => (found.has(id) ? [savedCarOf(found.get(id)!, document)] : [])) };
}

/** The answer to ?ids=… on a site with this document: the saved cars as they are now, or a 400 naming the parameter. */
export async function answerSavedCars(db: Kysely<Database>, document: SiteDocument, url: URL): Promise<JsonAnswer<SavedCarsAnswer | RequestError>> {
  const ids = savedCarIdsOf(url);
  if (!ids) {
    return { status: 400, body: { error: 'The request has errors.', fields: [{ field: SAVED_CARS_IDS_PARAMETER, message: BAD_SAVED_CAR_IDS }] } };
  }
  // A shopper's own list, changing as stock sells: never kept by a shared cache.
  return { status: 200, body: await readSavedCars(db, document, ids), headers: { 'cache-control': 'private, no-store' } };
}

/** GET /api/saved-cars?ids=…: the saved cars as they are now (schemas/api/saved-cars.ts); a bad list of ids is a 400 naming the parameter. */
export function getSavedCars(context: SiteApiContext, request: Request, segment: string): Promise<Response> {
  return forSite(context, request, segment, async ({ site }) => jsonResponse(await answerSavedCars(context.db, site.document, new URL(request.url))));
}
