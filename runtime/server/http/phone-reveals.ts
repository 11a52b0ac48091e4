import type { Kysely } from 'kysely';
import { phoneRevealRequestSchema, type PhoneRevealAnswer, type PhoneRevealRequest } from '../../../schemas/api/phone-reveal';
import type { RequestError } from '../../../schemas/api/request-errors';
import type { SiteDocument } from '../../../schemas/site-document';
import type { Database } from '../db/types';
import { createPhoneRevealsRepository } from '../repositories/phone-reveals';
import { readRequestBody, type HttpAnswer } from './request-body';

/**
 * POST /api/phone-reveals (spec search §7: record a phone reveal with
 * car_id, dealership_id and website_id). The car must be one of this site's
 * and the ids must match it, so one dealer's counts cannot be inflated from
 * another dealer's site. Stored before the answer says so.
 */
export async function handlePhoneReveal(
  db: Kysely<Database>,
  document: SiteDocument,
  body: unknown,
): Promise<HttpAnswer<PhoneRevealAnswer | RequestError>> {
  const read = readRequestBody<PhoneRevealRequest>(phoneRevealRequestSchema, body);
  if (!read.ok) return read.answer;
  const reveal = read.value;
  const mismatch = (field: string, message: string): HttpAnswer<RequestError> => ({
    status: 400,
    body: { error: 'The request has errors.', fields: [{ field, message }] },
  });
  if (reveal.website_id !== document.dealer.websiteId) return mismatch('/website_id', 'is not this site\'s website id');
  if (!document.dealer.dealershipIds.includes(reveal.dealership_id)) return mismatch('/dealership_id', 'is not a dealership of this site');
  const car = await db.selectFrom('cars').select(['id', 'dealership_id']).where('id', '=', reveal.car_id).executeTakeFirst();
  if (!car || !document.dealer.dealershipIds.includes(car.dealership_id)) {
    return { status: 404, body: { error: 'No such car on this site.', fields: [{ field: '/car_id', message: 'is not a car of this site' }] } };
  }
  if (car.dealership_id !== reveal.dealership_id) return mismatch('/dealership_id', 'is not the dealership of this car');
  const reveals = await createPhoneRevealsRepository(db).record(reveal);
  return { status: 201, body: { recorded: true, car_id: reveal.car_id, reveals } };
}
