import type { Kysely } from 'kysely';
import { type LeadAnswer, type LeadRequest, leadRequestSchema } from '../../../schemas/api/leads';
import type { RequestError } from '../../../schemas/api/request-errors';
import type { Car } from '../../../schemas/entities/car';
import type { SiteDocument } from '../../../schemas/site-document';
import { careersAsEnquiry, leadEventId } from '../../rules/lead-events';
import { leadFormRules, leadRequirementErrors, POSTCODE_NOT_FOUND_MESSAGE, POSTCODE_PATTERN } from '../../rules/lead-requirements';
import type { Database } from '../db/types';
import { countAttempt } from '../repositories/attempt-counts';
import { createCarsRepository } from '../repositories/cars';
import type { LeadDeliveryKick } from '../leads/lead-delivery-worker';
import { destinationKeysOf } from '../leads/lead-destination';
import { locatePostcode } from '../postcodes/locate-postcode';
import { createLeadsRepository, type NewLead } from '../repositories/leads';
import { spendSpamCheck } from '../repositories/spent-spam-checks';
import { type PassedSpamCheck, passedSpamCheck } from '../spam-check/proof-of-work';
import { SPAM_CHECK_WORDS } from '../../spam-check-words';
import { clientAddress } from './client-address';
import { jsonResponse } from './json-answer';
import type { HttpAnswer } from './request-body';
import { forSite } from './site-handlers';
import { serverSpamCheckSecret } from './spam-check';
import type { SiteApiContext } from './site-request';

/** Leads counted per address and per phone over this window. */
export const LEADS_WINDOW_SECONDS = 60 * 60;
/** More new leads than one address sends in an hour, a dealer's showroom or an office behind one address included. */
export const LEADS_PER_ADDRESS = 20;
/** More new leads than one shopper sends about one number in an hour; stops a bot flooding a stranger's phone with dealers' calls. */
export const LEADS_PER_PHONE = 5;
export const TOO_MANY_LEADS = 'Too many enquiries sent. Please try again later.';
/** Browsers send a few hundred characters; the rest would be padding. */
export const USER_AGENT_MAX_LENGTH = 512;

/** What the request says about itself beyond its body, and who sends the lead on. */
export interface LeadRequestFacts {
  clientAddress: string;
  userAgent: string | null;
  /** The server's delivery worker, told a new lead is waiting; absent where nothing delivers (tests of the route alone). */
  leadDelivery?: LeadDeliveryKick;
  /** The key spam checks are signed with; the server's own unless a test gives one. */
  spamCheckSecret?: string;
}

type LeadResult = HttpAnswer<LeadAnswer | RequestError> & { retryAfterSeconds?: number };
/** Why a new lead was not kept: past a rate limit, or its spam check was used for another lead. */
type LeadRefusal = { retryAfterSeconds: number } | { spamCheckUsed: true };

/** "+61 412 345 678", "0412-345-678" and "(04) 1234 5678" are one phone to the limit. */
function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

/**
 * Request fields stored in their own columns (or, the key, only in the
 * unique index), so `fields` need not repeat them; and what the form says
 * about itself rather than the shopper's answers (the spam check, the
 * last-step mark), kept nowhere.
 */
const FIELDS_WITH_COLUMNS = new Set<string>(['form', 'idempotency_key', 'category', 'subcategory', 'url', 'source', 'car_id', 'lead_attributes', 'captcha', 'isLastStep']);

/** What the shopper typed (name, contact details, message, extra fields and the honeypot), beside the columns the lead is filed by. */
function enteredFields(lead: LeadRequest): Record<string, unknown> {
  return Object.fromEntries(Object.entries(lead).filter(([field]) => !FIELDS_WITH_COLUMNS.has(field)));
}

/**
 * Stores a shopper's lead for this site and answers with its id: 201 once
 * it is committed, 200 with the same id for a retry of the same attempt
 * (idempotency key). 400 naming each field the dealer's rules want (spec
 * detail §5; a postcode the offline data cannot place is "Invalid
 * postcode"), 404 for a car that is not this site's, 429 with Retry-After
 * past the limits. A filled honeypot is stored as spam and answered like
 * any lead, so a bot learns nothing from the answer.
 */
export async function submitLead(db: Kysely<Database>, site: { slug: string; document: SiteDocument }, lead: LeadRequest, facts: LeadRequestFacts): Promise<LeadResult> {
  const { settings, dealer } = site.document;
  const fields = leadRequirementErrors(lead, leadFormRules(settings, dealer, lead.form));
  // A postcode of 4 digits that no place has is refused with the rest, so the shopper fixes everything at once.
  if (lead.postcode !== undefined && POSTCODE_PATTERN.test(lead.postcode) && (await locatePostcode(lead.postcode)) === undefined) {
    fields.push({ field: '/postcode', message: POSTCODE_NOT_FOUND_MESSAGE });
  }
  if (fields.length > 0) return { status: 400, body: { error: 'The request has errors.', fields } };

  let car: Pick<Car, 'dealership_id' | 'car_type' | 'tag'> | undefined;
  if (lead.car_id !== undefined) {
    car = await createCarsRepository(db).leadFactsOf(lead.car_id);
    if (car === undefined || !dealer.dealershipIds.includes(car.dealership_id)) {
      return { status: 404, body: { error: 'No such car on this site.', fields: [{ field: '/car_id', message: 'is not a car of this site' }] } };
    }
  }

  let spamCheck: PassedSpamCheck | undefined;
  if (settings.captcha.enabled) {
    const refused = (message: string): LeadResult => ({ status: 400, body: { error: 'The request has errors.', fields: [{ field: '/captcha', message }] } });
    if (lead.captcha === undefined) return refused(SPAM_CHECK_WORDS.missing);
    spamCheck = await passedSpamCheck(lead.captcha, site.slug, facts.spamCheckSecret ?? serverSpamCheckSecret());
    if (!spamCheck) return refused(SPAM_CHECK_WORDS.refused);
  }

  const filed = careersAsEnquiry(lead);
  const row: NewLead = {
    site_slug: site.slug,
    idempotency_key: lead.idempotency_key,
    form: lead.form,
    category: filed.category ?? null,
    subcategory: filed.subcategory ?? null,
    event_id: leadEventId(lead, car),
    fields: JSON.stringify(enteredFields(lead)),
    url: lead.url,
    source: lead.source ?? null,
    user_agent: facts.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    car_id: lead.car_id ?? null,
    car_dealership_id: car?.dealership_id ?? null,
    lead_attributes: lead.lead_attributes === undefined ? null : JSON.stringify(lead.lead_attributes),
    client_address: facts.clientAddress,
    spam: lead.website !== undefined && lead.website.trim() !== '',
  };

  const destinations = destinationKeysOf(settings.leadDelivery);
  // A retry of an attempt already stored is answered before admit runs, so its spam check is not spent twice.
  const stored = await createLeadsRepository(db).store(row, {
    destinations,
    admit: async (trx): Promise<LeadRefusal | undefined> => {
      if (spamCheck && !(await spendSpamCheck(trx, spamCheck))) return { spamCheckUsed: true };
      const limits = [
        { counted: await countAttempt(trx, `leads:${facts.clientAddress}`, LEADS_WINDOW_SECONDS), max: LEADS_PER_ADDRESS },
        { counted: await countAttempt(trx, `leads-phone:${phoneKey(lead.phone)}`, LEADS_WINDOW_SECONDS), max: LEADS_PER_PHONE },
      ];
      const over = limits.filter(({ counted, max }) => counted.count > max);
      return over.length > 0 ? { retryAfterSeconds: Math.max(...over.map(({ counted }) => counted.retryAfterSeconds)) } : undefined;
    },
  });
  if ('refused' in stored) {
    if ('spamCheckUsed' in stored.refused) {
      return { status: 400, body: { error: 'The request has errors.', fields: [{ field: '/captcha', message: SPAM_CHECK_WORDS.refused }] } };
    }
    return { status: 429, body: { error: TOO_MANY_LEADS, fields: [] }, retryAfterSeconds: stored.refused.retryAfterSeconds };
  }
  // Committed: the worker sends it now rather than at its next look (a few seconds on).
  if (stored.created && !row.spam && destinations.length > 0) facts.leadDelivery?.kick();
  return { status: stored.created ? 201 : 200, body: { lead_id: stored.id } };
}

/** POST /api/leads: a shopper's enquiry, test drive, contact, finance, careers or photo request; 201 {lead_id} once stored. */
export function postLead(context: SiteApiContext, request: Request, segment: string): Promise<Response> {
  return forSite<LeadRequest>(context, request, segment, { body: leadRequestSchema }, async ({ site, body }) => {
    const answer = await submitLead(context.db, site, body, {
      clientAddress: clientAddress(request),
      userAgent: request.headers.get('user-agent'),
      leadDelivery: context.leadDelivery,
    });
    const headers = answer.retryAfterSeconds ? { 'retry-after': String(answer.retryAfterSeconds) } : undefined;
    return jsonResponse({ status: answer.status, body: answer.body, headers });
  });
}
