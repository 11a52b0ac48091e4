import type { FromSchema } from 'json-schema-to-ts';
import { MAX_STORED_INTEGER } from '../common';
import { leadAnswerSchema, leadRequestSchema, YES_NO } from './leads';

/**
 * The trade-in valuation's four steps (spec detail §4 "Trade-in steps: lead
 * data, rego lookup, valuation, offer acceptance"), each a request of its
 * own and each stored before it is answered. Step 1 answers with the
 * trade-in's id and a random token; every later step names both, so a
 * shopper reaches only the trade-in their own browser started.
 */

/** The lead form a trade-in files its leads under. */
export const TRADE_IN_FORM = 'trade-in';
/** Spec §1: the vehicle page's "Trade In Valuation"; the category the dealer's lead system files a trade-in's leads by. */
export const TRADE_IN_CATEGORY = 'Trade In Valuation';
/** Spec §7 "Offer acceptance": the subcategory the accepted offer's lead carries. */
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';

/** Spec §3 "Trade-in: rego and regoState": the eight Australian states and territories. */
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
/** A registration plate: 1 to 9 letters and digits (runtime/rules/rego.ts reads a typed one). */
export const REGO_PATTERN = '^[A-Za-z0-9]{1,9}$';
/** Six odometer digits: no car reads more. */
export const MAX_ODOMETER_KMS = 999_999;
/** A trade-in id: a random UUID. */
export const TRADE_IN_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
/** 32 random bytes, base64url: what step 1 hands the shopper's browser and every later step shows. */
export const TRADE_IN_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** How the shopper describes the car beyond its rego and kms: the valuation adjustment answers (spec §3 "Trade-in"). */
export const CAR_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;

export const adjustmentAnswersSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['condition', 'accident_history', 'service_history', 'mechanical_issues'],
  properties: {
    condition: { type: 'string', enum: CAR_CONDITIONS, description: 'Overall condition, inside and out.' },
    accident_history: { type: 'string', enum: YES_NO, description: 'Has the car been in an accident or had panel repairs?' },
    service_history: { type: 'string', enum: YES_NO, description: 'Does it have a full service history?' },
    mechanical_issues: { type: 'string', enum: YES_NO, description: 'Any warning lights or known mechanical problems?' },
  },
} as const;

export type AdjustmentAnswers = FromSchema<typeof adjustmentAnswersSchema>;

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

/** The car a rego lookup finds (spec §3 "Car" names these fields). */
export const tradeInVehicleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['make', 'model', 'year'],
  properties: {
    make: text(60),
    model: text(60),
    year: { type: 'integer', minimum: 1900, maximum: 2100 },
    badge: text(80),
    body: text(60),
    colour: text(60),
    fuel: text(60),
    transmission: text(60),
  },
} as const;

export type TradeInVehicle = FromSchema<typeof tradeInVehicleSchema>;

/** Why no online estimate was given: the FAQ's limits, no comparable stock, no car to value, or the valuation service did not answer. */
export const NO_ESTIMATE_REASONS = ['over-age', 'over-km', 'no-comparables', 'unknown-vehicle', 'unavailable'] as const;

const dollars = { type: 'integer', minimum: 0, maximum: MAX_STORED_INTEGER } as const;

/** A valuation as stored in the trade-in's `valuation` column (the spec's column name, §7) and shown to the shopper. */
export const valuationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['outcome', 'source', 'local', 'valued_at'],
  properties: {
    outcome: { type: 'string', enum: ['estimate', 'no-estimate'] },
    reason: { type: 'string', enum: NO_ESTIMATE_REASONS, description: 'With no-estimate: why.' },
    low: dollars,
    high: dollars,
    offer_price: { ...dollars, description: "The dealer's offer, subject to inspection: the estimate's lower figure." },
    comparables: { type: 'integer', minimum: 0, maximum: MAX_STORED_INTEGER, description: 'Local provider: how many cars of the stock the estimate rests on.' },
    source: { type: 'string', maxLength: 200, description: 'Who gave the estimate, as the shopper reads it.' },
    local: { type: 'boolean', description: 'True when the local provider answered, which works offline on the demo data.' },
    valued_at: { type: 'string', format: 'date-time' },
  },
} as const;

export type Valuation = FromSchema<typeof valuationSchema>;

const tradeInReference = {
  trade_in_id: { type: 'string', pattern: TRADE_IN_ID_PATTERN, description: 'The id step 1 answered.' },
  token: { type: 'string', pattern: TRADE_IN_TOKEN_PATTERN, description: 'The token step 1 answered: only the browser that started the trade-in has it.' },
} as const;

/**
 * Step 1, lead data: POST /api/trade-ins. A lead as POST /api/leads takes
 * it (spec §7 "Trade-in lead data": url, source, user_agent, car_id,
 * car_dealership_id, lead_attributes), filed under the trade-in form. On
 * /cars/trade-in?car_id= the car_id is the dealer's car the shopper wants.
 */
// The trade-in's lead is its first step of four, never its last: it takes no isLastStep.
const { isLastStep: _lastStep, ...tradeInLeadProperties } = leadRequestSchema.properties;

export const tradeInStartRequestSchema = {
  ...leadRequestSchema,
  properties: {
    ...tradeInLeadProperties,
    form: { type: 'string', const: TRADE_IN_FORM, description: 'Always the trade-in form.' },
  },
} as const;

export type TradeInStartRequest = FromSchema<typeof tradeInStartRequestSchema>;

export const tradeInStartAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['trade_in_id', 'token', 'lead_id'],
  properties: { ...tradeInReference, lead_id: leadAnswerSchema.properties.lead_id },
} as const;

export type TradeInStartAnswer = FromSchema<typeof tradeInStartAnswerSchema>;

/** Step 2, rego lookup: POST /api/trade-ins/rego-lookup (spec §7 "Rego lookup: payload rego, regoState"). */
export const tradeInRegoRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['trade_in_id', 'token', 'rego', 'regoState'],
  properties: {
    ...tradeInReference,
    rego: { type: 'string', pattern: REGO_PATTERN, description: 'The registration plate, letters and digits only.' },
    regoState: { type: 'string', enum: AUSTRALIAN_STATES },
  },
} as const;

export type TradeInRegoRequest = FromSchema<typeof tradeInRegoRequestSchema>;

/** Step 3, valuation: POST /api/trade-ins/valuation (spec §7 "Trade-in valuation: payload id, adjustmentAnswers"; §3 "Valuation form fields": kms). */
export const tradeInValuationRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['trade_in_id', 'token', 'kms', 'adjustmentAnswers'],
  properties: {
    ...tradeInReference,
    kms: { type: 'integer', minimum: 0, maximum: MAX_ODOMETER_KMS, description: 'What the odometer reads.' },
    adjustmentAnswers: adjustmentAnswersSchema,
  },
} as const;

export type TradeInValuationRequest = FromSchema<typeof tradeInValuationRequestSchema>;

/** Step 4, offer acceptance: POST /api/trade-ins/offer-acceptance (spec §7 "Offer acceptance: payload category, subcategory "3. Offer Accepted", lead_id, form_completed, offer_accepted"). */
export const tradeInOfferRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['trade_in_id', 'token', 'lead_id', 'category', 'subcategory', 'form_completed', 'offer_accepted'],
  properties: {
    ...tradeInReference,
    lead_id: { type: 'string', minLength: 1, maxLength: 64, description: "Step 1's lead." },
    category: { type: 'string', const: TRADE_IN_CATEGORY },
    subcategory: { type: 'string', const: OFFER_ACCEPTED_SUBCATEGORY },
    form_completed: { type: 'boolean', const: true },
    offer_accepted: { type: 'boolean', const: true, description: 'The shopper accepts the offer; a shopper who does not simply leaves, and the dealer still has the lead.' },
  },
} as const;

export type TradeInOfferRequest = FromSchema<typeof tradeInOfferRequestSchema>;

/** A trade-in as stored, as its shopper may read it back: every step's answer. */
export const tradeInAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['trade_in_id', 'lead_id', 'offer_accepted', 'form_completed'],
  properties: {
    trade_in_id: tradeInReference.trade_in_id,
    lead_id: { type: 'string' },
    car_id: { type: 'integer', description: "The dealer's car the shopper wants, when the trade-in started from one." },
    rego: { type: 'string' },
    rego_state: { type: 'string', enum: AUSTRALIAN_STATES },
    vehicle: tradeInVehicleSchema,
    lookup_source: { type: 'string', description: 'Who answered the rego lookup, as the shopper reads it.' },
    kms: { type: 'integer', minimum: 0, maximum: MAX_ODOMETER_KMS },
    adjustment_answers: adjustmentAnswersSchema,
    valuation: valuationSchema,
    offer_price: dollars,
    offer_accepted: { type: 'boolean' },
    form_completed: { type: 'boolean' },
    offer_lead_id: { type: 'string', description: 'The lead the accepted offer sent the dealer.' },
  },
} as const;

export type TradeInAnswer = FromSchema<typeof tradeInAnswerSchema>;

/** Step 2's answer: the stored trade-in, and whether the lookup found the car. */
export const tradeInRegoAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['found', 'trade_in'],
  properties: { found: { type: 'boolean' }, trade_in: tradeInAnswerSchema },
} as const;

export type TradeInRegoAnswer = FromSchema<typeof tradeInRegoAnswerSchema>;

/** Step 3's answer: the stored trade-in, its valuation inside. */
export const tradeInValuationAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['trade_in'],
  properties: { trade_in: tradeInAnswerSchema },
} as const;

export type TradeInValuationAnswer = FromSchema<typeof tradeInValuationAnswerSchema>;

/** Step 4's answer: the lead the accepted offer sent the dealer, and the stored trade-in. */
export const tradeInOfferAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lead_id', 'trade_in'],
  properties: { lead_id: { type: 'string', description: 'The "3. Offer Accepted" lead; the same for a retry.' }, trade_in: tradeInAnswerSchema },
} as const;

export type TradeInOfferAnswer = FromSchema<typeof tradeInOfferAnswerSchema>;

/**
 * Where a trade-in has got, so a reloaded page reopens it there (spec detail
 * §4 "Trade-in steps: lead data, rego lookup, valuation, offer acceptance"):
 * the step the shopper takes next, or `complete` once the offer is accepted
 * or no online estimate could be given. Step 1 is never next: the trade-in
 * exists only once its lead is stored.
 */
export const TRADE_IN_NEXT_STEPS = ['rego-lookup', 'valuation', 'offer-acceptance', 'complete'] as const;

/**
 * GET /api/trade-ins/{trade_in_id}, its token sent as `Authorization: Bearer
 * {token}` (never in the address, where logs and history keep it): the
 * trade-in as stored, and the step it reached.
 */
export const tradeInStateAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['next_step', 'trade_in'],
  properties: {
    next_step: { type: 'string', enum: TRADE_IN_NEXT_STEPS, description: 'The step to reopen the trade-in at; `complete` when it takes no more.' },
    trade_in: tradeInAnswerSchema,
  },
} as const;

export type TradeInStateAnswer = FromSchema<typeof tradeInStateAnswerSchema>;
export type TradeInNextStep = TradeInStateAnswer['next_step'];
