import type { Kysely } from 'kysely';
import {
  type TradeInOfferRequest,
  type TradeInRegoRequest,
  type TradeInStartRequest,
  type TradeInValuationRequest,
  tradeInOfferRequestSchema,
  tradeInRegoRequestSchema,
  tradeInStartRequestSchema,
  tradeInValuationRequestSchema,
} from '../../../schemas/api/trade-ins';
import type { Database } from '../db/types';
import { type TradeInProviders, tradeInProvidersFromEnv } from '../trade-in/providers-from-env';
import { acceptOffer, lookUpRego, readTradeIn, startTradeIn, valueTradeIn } from '../trade-in/trade-in-steps';
import { clientAddress } from './client-address';
import { type JsonAnswer, jsonResponse } from './json-answer';
import { forSite } from './site-handlers';
import type { SiteApiContext } from './site-request';

const providersByDatabase = new WeakMap<Kysely<Database>, TradeInProviders>();

/** The providers the environment chooses, made once per database connection. */
function sharedProviders(db: Kysely<Database>): TradeInProviders {
  let providers = providersByDatabase.get(db);
  if (!providers) {
    providers = tradeInProvidersFromEnv(db);
    providersByDatabase.set(db, providers);
  }
  return providers;
}

function answer({ retryAfterSeconds, ...rest }: JsonAnswer & { retryAfterSeconds?: number }): Response {
  return jsonResponse({ ...rest, headers: retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : undefined });
}

/** POST /api/trade-ins: step 1, the shopper's details as a lead; 201 {trade_in_id, token, lead_id} once stored. */
export function postTradeInStart(context: SiteApiContext, request: Request, segment: string): Promise<Response> {
  return forSite<TradeInStartRequest>(context, request, segment, { body: tradeInStartRequestSchema }, async ({ site, body }) =>
    answer(await startTradeIn(context.db, site, body, { clientAddress: clientAddress(request), userAgent: request.headers.get('user-agent'), leadDelivery: context.leadDelivery })),
  );
}

/** POST /api/trade-ins/rego-lookup: step 2, {trade_in_id, token, rego, regoState}; 200 {found, trade_in}. */
export function postTradeInRegoLookup(context: SiteApiContext, request: Request, segment: string, providers = sharedProviders(context.db)): Promise<Response> {
  return forSite<TradeInRegoRequest>(context, request, segment, { body: tradeInRegoRequestSchema }, async ({ site, body }) =>
    answer(await lookUpRego({ db: context.db, providers }, site, body, clientAddress(request))),
  );
}

/** POST /api/trade-ins/valuation: step 3, {trade_in_id, token, kms, adjustmentAnswers}; 200 {trade_in} with its valuation. */
export function postTradeInValuation(context: SiteApiContext, request: Request, segment: string, providers = sharedProviders(context.db)): Promise<Response> {
  return forSite<TradeInValuationRequest>(context, request, segment, { body: tradeInValuationRequestSchema }, async ({ site, body }) =>
    answer(await valueTradeIn({ db: context.db, providers }, site, body, clientAddress(request))),
  );
}

/** POST /api/trade-ins/offer-acceptance: step 4; 201 {lead_id, trade_in} once the "3. Offer Accepted" lead is stored, 200 for a retry. */
export function postTradeInOfferAcceptance(context: SiteApiContext, request: Request, segment: string): Promise<Response> {
  return forSite<TradeInOfferRequest>(context, request, segment, { body: tradeInOfferRequestSchema }, async ({ site, body }) =>
    answer(await acceptOffer(context.db, site, body, clientAddress(request), context.leadDelivery)),
  );
}

/** `Authorization: Bearer {token}`: how the browser shows a trade-in's token where there is no body to carry it. */
function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization')?.trim() ?? '')?.[1];
}

/**
 * GET /api/trade-ins/{id}, the token as `Authorization: Bearer {token}`:
 * 200 {next_step, trade_in}, for the browser that started the trade-in to
 * reopen it after a reload; 404 alike for an unknown id, a wrong token or
 * another site's trade-in. Never stored by a cache: it is one shopper's.
 */
export function getTradeInState(context: SiteApiContext, request: Request, segment: string, tradeInId: string): Promise<Response> {
  return forSite(context, request, segment, async ({ site }) => {
    const { status, body } = await readTradeIn(context.db, site, { trade_in_id: tradeInId, token: bearerToken(request) });
    return jsonResponse({ status, body, headers: { 'cache-control': 'no-store' } });
  });
}
