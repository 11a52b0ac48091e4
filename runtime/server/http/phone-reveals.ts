import type { Kysely } from 'kysely';
import { phoneRevealRequestSchema, type PhoneRevealAnswer, type PhoneRevealRequest } from '../../../schemas/api/phone-reveal';
import type { RequestError } from '../../../schemas/api/request-errors';
import type { SiteDocument } from '../../../schemas/site-document';
import type { Database } from '../db/types';
import { countAttempt } from '../repositories/attempt-counts';
import { createCarsRepository } from '../repositories/cars';
import { createPhoneRevealsRepository } from '../repositories/phone-reveals';
import { clientAddress } from './client-address';
import { jsonResponse } from './json-answer';
import type { HttpAnswer } from './request-body';
import { forSite } from './site-handlers';
import type { SiteApiContext } from './site-request';

/** One address revealing one car's number again within half an hour is the same shopper looking again: it counts once. */
export const PHONE_REVEAL_REPEAT_SECONDS = 30 * 60;
/** More reveals than a shopper makes (a dealer's sales floor behind one address included) from one address in ten minutes. */
export const PHONE_REVEALS_PER_ADDRESS = 60;
export const PHONE_REVEALS_WINDOW_SECONDS = 10 * 60;
export const TOO_MANY_REVEALS = 'Too many phone numbers revealed from this address. Try again in a few minutes.';

/**
 * Spec search §7: record a phone reveal with car_id, dealership_id and
 * website_id. The car must be one of this site's and the ids must match it,
 * so one dealer's counts cannot be inflated from another dealer's site; and
 * one address counts once per car per PHONE_REVEAL_REPEAT_SECONDS, so
 * posting in a loop does not inflate them either. Stored before the answer
 * says so.
 */
export async function recordPhoneReveal(
  db: Kysely<Database>,
  document: SiteDocument,
  reveal: PhoneRevealRequest,
  clientAddress: string,
): Promise<HttpAnswer<PhoneRevealAnswer | RequestError> & { retryAfterSeconds?: number }> {
  const mismatch = (field: string, message: string): HttpAnswer<RequestError> => ({
    status: 400,
    body: { error: 'The request has errors.', fields: [{ field, message }] },
  });
  if (reveal.website_id !== document.dealer.websiteId) return mismatch('/website_id', "is not this site's website id");
  if (!document.dealer.dealershipIds.includes(reveal.dealership_id)) return mismatch('/dealership_id', 'is not a dealership of this site');
  const carDealership = await createCarsRepository(db).dealershipOf(reveal.car_id);
  if (carDealership === undefined || !document.dealer.dealershipIds.includes(carDealership)) {
    return { status: 404, body: { error: 'No such car on this site.', fields: [{ field: '/car_id', message: 'is not a car of this site' }] } };
  }
  if (carDealership !== reveal.dealership_id) return mismatch('/dealership_id', 'is not the dealership of this car');
  const fromAddress = await countAttempt(db, `phone-reveals:${clientAddress}`, PHONE_REVEALS_WINDOW_SECONDS);
  if (fromAddress.count > PHONE_REVEALS_PER_ADDRESS) {
    return { status: 429, body: { error: TOO_MANY_REVEALS, fields: [] }, retryAfterSeconds: fromAddress.retryAfterSeconds };
  }
  const reveals = createPhoneRevealsRepository(db);
  const ofThisCar = await countAttempt(db, `phone-reveal:${clientAddress}:${reveal.car_id}`, PHONE_REVEAL_REPEAT_SECONDS);
  if (ofThisCar.count > 1) return { status: 200, body: { recorded: false, car_id: reveal.car_id, reveals: await reveals.count(reveal.car_id) } };
  return { status: 201, body: { recorded: true, car_id: reveal.car_id, reveals: await reveals.record(reveal) } };
}

/** POST /api/phone-reveals {car_id, dealership_id, website_id}: a shopper revealed the dealer's number; 429 with Retry-After past the limit. */
export function postPhoneReveal(context: SiteApiContext, request: Request, segment: string): Promise<Response> {
  return forSite<PhoneRevealRequest>(context, request, segment, { body: phoneRevealRequestSchema }, async ({ site, body }) => {
    const answer = await recordPhoneReveal(context.db, site.document, body, clientAddress(request));
    const headers = answer.retryAfterSeconds ? { 'retry-after': String(answer.retryAfterSeconds) } : undefined;
    return jsonResponse({ status: answer.status, body: answer.body, headers });
  });
}
