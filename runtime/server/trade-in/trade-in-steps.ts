import type { Kysely } from 'kysely';
import type { RequestError } from '../../../schemas/api/request-errors';
import {
  TRADE_IN_CATEGORY,
  TRADE_IN_ID_PATTERN,
  TRADE_IN_TOKEN_PATTERN,
  type TradeInOfferAnswer,
  type TradeInOfferRequest,
  type TradeInRegoAnswer,
  type TradeInRegoRequest,
  type TradeInStartAnswer,
  type TradeInStartRequest,
  type TradeInStateAnswer,
  type TradeInValuationAnswer,
  type TradeInValuationRequest,
  type Valuation,
} from '../../../schemas/api/trade-ins';
import type { SiteDocument } from '../../../schemas/site-document';
import { leadEventId } from '../../rules/lead-events';
import { onlineEstimateEligibility } from '../../rules/online-estimate';
import { normaliseRego } from '../../rules/rego';
import { tradeInNextStep } from '../../rules/trade-in-progress';
import type { Database } from '../db/types';
import type { LeadDeliveryKick } from '../leads/lead-delivery-worker';
import { destinationKeysOf } from '../leads/lead-destination';
import { type LeadRequestFacts, submitLead } from '../http/leads';
import type { HttpAnswer } from '../http/request-body';
import { countAttempt } from '../repositories/attempt-counts';
import { createLeadsRepository } from '../repositories/leads';
import { createTradeInsRepository, type StoredTradeIn, tradeInAnswerOf, vehicleOf } from '../repositories/trade-ins';
import type { TradeInProviders } from './providers-from-env';
import type { ProviderValuation } from './valuation-provider';
import { newTradeInToken, tradeInTokenHash } from './trade-in-token';

/** Steps counted per shopper address on one dealer's site over this window. */
export const TRADE_IN_STEP_WINDOW_SECONDS = 60 * 60;
/**
 * More than a shopper needs in an hour, typos and a second car included. A
 * real lookup or valuation costs the dealer money, so a script cannot run
 * up its bill; counted per site, as each dealer pays for its own.
 */
export const TRADE_IN_STEP_LIMITS = { 'rego-lookup': 30, valuation: 30, 'offer-acceptance': 20 } as const;
export type TradeInStep = keyof typeof TRADE_IN_STEP_LIMITS;
export const TOO_MANY_STEPS = 'Too many trade-in requests from this address. Please try again later.';
export const NO_SUCH_TRADE_IN = 'No such trade-in.';
export const TRADE_IN_COMPLETE = 'This trade-in is complete: the dealer has it and will be in touch.';
export const NO_OFFER_YET = 'This trade-in has no offer to accept yet: value the car first.';

export interface TradeInSite {
  slug: string;
  document: SiteDocument;
}

export interface TradeInServices {
  db: Kysely<Database>;
  providers: TradeInProviders;
  now?: () => Date;
}

type StepAnswer<Body> = HttpAnswer<Body | RequestError> & { retryAfterSeconds?: number };

const refused = (status: number, error: string, fields: RequestError['fields'] = []): { status: number; body: RequestError } => ({ status, body: { error, fields } });

/**
 * Step 1, lead data: the lead goes through the lead path (its rules,
 * limits and idempotency), filed under the trade-in form and category; the
 * trade-in row is stored beside it, and the answer hands the browser the
 * trade-in's id and the token every later step must show.
 */
export async function startTradeIn(db: Kysely<Database>, site: TradeInSite, request: TradeInStartRequest, facts: LeadRequestFacts): Promise<StepAnswer<TradeInStartAnswer>> {
  const lead = await submitLead(db, site, { ...request, category: TRADE_IN_CATEGORY }, facts);
  if (!('lead_id' in lead.body)) return { status: lead.status, body: lead.body, retryAfterSeconds: lead.retryAfterSeconds };
  const { token, hash } = newTradeInToken();
  const row = await createTradeInsRepository(db).start({ site_slug: site.slug, lead_id: lead.body.lead_id, token_hash: hash, car_id: request.car_id ?? null });
  return { status: lead.status, body: { trade_in_id: row.id, token, lead_id: lead.body.lead_id } };
}

/** The trade-in the request names, when its token is right and it is still open; otherwise the answer to give. */
async function openTradeIn(
  db: Kysely<Database>,
  site: TradeInSite,
  step: TradeInStep,
  request: { trade_in_id: string; token: string },
  clientAddress: string,
): Promise<{ row: StoredTradeIn } | { answer: StepAnswer<never> }> {
  const counted = await countAttempt(db, `trade-in-${step}:${site.slug}:${clientAddress}`, TRADE_IN_STEP_WINDOW_SECONDS);
  if (counted.count > TRADE_IN_STEP_LIMITS[step]) return { answer: { ...refused(429, TOO_MANY_STEPS), retryAfterSeconds: counted.retryAfterSeconds } };
  const row = await findOwnTradeIn(db, site, request);
  return row ? { row } : { answer: noSuchTradeIn() };
}

/** A wrong token and an unknown id answer alike, so neither can be told from the other. */
const noSuchTradeIn = () => refused(404, NO_SUCH_TRADE_IN, [{ field: '/trade_in_id', message: 'is not a trade-in started in this browser' }]);

/** The trade-in of this site with this id, when the token shown is its own. */
function findOwnTradeIn(db: Kysely<Database>, site: TradeInSite, request: { trade_in_id: string; token: string }): Promise<StoredTradeIn | undefined> {
  return createTradeInsRepository(db).findWithToken(site.slug, request.trade_in_id, tradeInTokenHash(request.token));
}

const TRADE_IN_ID = new RegExp(TRADE_IN_ID_PATTERN);
const TRADE_IN_TOKEN = new RegExp(TRADE_IN_TOKEN_PATTERN);

/**
 * The trade-in as stored and the step it takes next, for the browser that
 * started it to reopen it after a reload. Reached like every step after the
 * first, only with its token: an unknown id, a wrong or missing token,
 * another site's trade-in and an id that could be none all answer the same
 * 404. Reading changes nothing, so it is not counted against the steps'
 * limits; a complete trade-in is answered too, as `complete`.
 */
export async function readTradeIn(db: Kysely<Database>, site: TradeInSite, request: { trade_in_id: string; token: string | undefined }): Promise<StepAnswer<TradeInStateAnswer>> {
  const { trade_in_id, token } = request;
  if (!TRADE_IN_ID.test(trade_in_id) || token === undefined || !TRADE_IN_TOKEN.test(token)) return noSuchTradeIn();
  const row = await findOwnTradeIn(db, site, { trade_in_id, token });
  if (!row) return noSuchTradeIn();
  const tradeIn = tradeInAnswerOf(row);
  return { status: 200, body: { next_step: tradeInNextStep(tradeIn), trade_in: tradeIn } };
}

/** Step 2, rego lookup: the plate, its state and what the lookup found (or that it found nothing), stored. */
export async function lookUpRego(services: TradeInServices, site: TradeInSite, request: TradeInRegoRequest, clientAddress: string): Promise<StepAnswer<TradeInRegoAnswer>> {
  const open = await openTradeIn(services.db, site, 'rego-lookup', request, clientAddress);
  if ('answer' in open) return open.answer;
  if (open.row.form_completed) return refused(409, TRADE_IN_COMPLETE);
  const rego = normaliseRego(request.rego);
  const { regoLookup } = services.providers;
  const found = await regoLookup.lookUp(
    { rego, regoState: request.regoState },
    { dealershipIds: site.document.dealer.dealershipIds, today: (services.now ?? (() => new Date()))() },
  );
  const row = await createTradeInsRepository(services.db).recordLookup(open.row.id, {
    rego,
    rego_state: request.regoState,
    vehicle: found.found ? found.vehicle : undefined,
    lookup_source: regoLookup.source,
  });
  if (!row) return refused(409, TRADE_IN_COMPLETE);
  return { status: 200, body: { found: found.found, trade_in: tradeInAnswerOf(row) } };
}

/**
 * Step 3, valuation: the kms and adjustment answers, and the valuation
 * stored under `valuation`. A car the lookup did not find, or over the FAQ's
 * limits (spec detail §9), gets no online estimate and its provider is not
 * asked; such a trade-in is complete here, as the dealer calls back.
 */
export async function valueTradeIn(
  services: TradeInServices,
  site: TradeInSite,
  request: TradeInValuationRequest,
  clientAddress: string,
): Promise<StepAnswer<TradeInValuationAnswer>> {
  const open = await openTradeIn(services.db, site, 'valuation', request, clientAddress);
  if ('answer' in open) return open.answer;
  if (open.row.form_completed) return refused(409, TRADE_IN_COMPLETE);
  const now = (services.now ?? (() => new Date()))();
  const { valuation: provider } = services.providers;
  const vehicle = vehicleOf(open.row);
  let valued: ProviderValuation;
  if (!vehicle) valued = { outcome: 'no-estimate', reason: 'unknown-vehicle' };
  else {
    const eligibility = onlineEstimateEligibility({ year: vehicle.year, kms: request.kms }, now);
    valued = eligibility.eligible
      ? await provider.value(
          { vehicle, kms: request.kms, regoState: open.row.rego_state ?? undefined, adjustmentAnswers: request.adjustmentAnswers },
          { dealershipIds: site.document.dealer.dealershipIds },
        )
      : { outcome: 'no-estimate', reason: eligibility.reason };
  }
  const valuation: Valuation = { ...valued, source: provider.source, local: provider.kind === 'local', valued_at: now.toISOString() };
  const row = await createTradeInsRepository(services.db).recordValuation(open.row.id, {
    kms: request.kms,
    adjustment_answers: request.adjustmentAnswers,
    valuation,
    form_completed: valuation.outcome === 'no-estimate',
  });
  if (!row) return refused(409, TRADE_IN_COMPLETE);
  return { status: 200, body: { trade_in: tradeInAnswerOf(row) } };
}

/** The accepted offer's lead is one per trade-in: a retry finds it. */
const offerLeadKey = (tradeInId: string) => `trade-in-offer-${tradeInId}`;

/**
 * Step 4, offer acceptance (spec §7: category, subcategory "3. Offer
 * Accepted", lead_id, form_completed, offer_accepted): a second lead tells
 * the dealer, carrying the first lead's shopper and page, the first lead's
 * id and the offer; the trade-in is marked accepted and complete. Accepting
 * again answers 200 with the same lead.
 */
export async function acceptOffer(
  db: Kysely<Database>,
  site: TradeInSite,
  request: TradeInOfferRequest,
  clientAddress: string,
  leadDelivery?: LeadDeliveryKick,
): Promise<StepAnswer<TradeInOfferAnswer>> {
  const open = await openTradeIn(db, site, 'offer-acceptance', request, clientAddress);
  if ('answer' in open) return open.answer;
  const { row } = open;
  if (request.lead_id !== row.lead_id) return refused(400, 'The request has errors.', [{ field: '/lead_id', message: 'is not the lead this trade-in started with' }]);
  if (row.offer_accepted && row.offer_lead_id) return { status: 200, body: { lead_id: row.offer_lead_id, trade_in: tradeInAnswerOf(row) } };
  if (row.form_completed) return refused(409, TRADE_IN_COMPLETE);
  if (row.valuation?.outcome !== 'estimate' || row.offer_price === null) return refused(409, NO_OFFER_YET);

  const leads = createLeadsRepository(db);
  const first = await leads.find(site.slug, row.lead_id);
  if (!first) return refused(404, NO_SUCH_TRADE_IN);
  const filed = { form: 'trade-in', category: request.category, subcategory: request.subcategory } as const;
  // Sent to the dealer's destinations like any lead: the accepted offer is the lead the dealer acts on.
  const destinations = destinationKeysOf(site.document.settings.leadDelivery);
  const stored = await leads.store(
    {
      site_slug: site.slug,
      idempotency_key: offerLeadKey(row.id),
      ...filed,
      event_id: leadEventId(filed),
      fields: JSON.stringify({
        ...first.fields,
        lead_id: first.id,
        trade_in_id: row.id,
        form_completed: request.form_completed,
        offer_accepted: request.offer_accepted,
        offer_price: row.offer_price,
      }),
      url: first.url,
      source: first.source,
      user_agent: first.user_agent,
      car_id: first.car_id,
      car_dealership_id: first.car_dealership_id,
      lead_attributes: first.lead_attributes === null ? null : JSON.stringify(first.lead_attributes),
      client_address: clientAddress,
      spam: first.spam,
    },
    { destinations },
  );
  if ('refused' in stored) return refused(429, TOO_MANY_STEPS);
  if (stored.created && !first.spam && destinations.length > 0) leadDelivery?.kick();
  const accepted = await createTradeInsRepository(db).acceptOffer(row.id, stored.id);
  // Another request accepted it a moment ago: its answer stands.
  const final = accepted ?? (await createTradeInsRepository(db).find(site.slug, row.id))!;
  return { status: stored.created ? 201 : 200, body: { lead_id: final.offer_lead_id ?? stored.id, trade_in: tradeInAnswerOf(final) } };
}
