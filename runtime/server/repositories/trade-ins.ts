import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type UpdateObject } from 'kysely';
import type { AdjustmentAnswers, TradeInAnswer, TradeInVehicle, Valuation } from '../../../schemas/api/trade-ins';
import type { AustralianState } from '../../rules/rego';
import type { Database, TradeInsTable } from '../db/types';

export type StoredTradeIn = Selectable<TradeInsTable>;

/** The vehicle columns a rego lookup fills, all cleared when it finds nothing. */
const VEHICLE_FIELDS = ['make', 'model', 'year', 'badge', 'body', 'colour', 'fuel', 'transmission'] as const;

/** The car a lookup found, read back from its columns; undefined before a lookup or when it found nothing. */
export function vehicleOf(row: Pick<StoredTradeIn, (typeof VEHICLE_FIELDS)[number]>): TradeInVehicle | undefined {
  if (row.make === null || row.model === null || row.year === null) return undefined;
  const vehicle: Record<string, string | number> = {};
  for (const field of VEHICLE_FIELDS) {
    const value = row[field];
    if (value !== null) vehicle[field] = value;
  }
  return vehicle as TradeInVehicle;
}

/** The columns a trade-in is read back by, by its shopper or its dealer: never the token's hash. */
export const TRADE_IN_ANSWER_COLUMNS = [
  'id',
  'lead_id',
  'car_id',
  'rego',
  'rego_state',
  ...VEHICLE_FIELDS,
  'lookup_source',
  'kms',
  'adjustment_answers',
  'valuation',
  'offer_price',
  'offer_accepted',
  'form_completed',
  'offer_lead_id',
] as const;

export type TradeInAnswerRow = Pick<StoredTradeIn, (typeof TRADE_IN_ANSWER_COLUMNS)[number]>;

/** A stored trade-in as its shopper reads it back: no token hash, no empty fields. */
export function tradeInAnswerOf(row: TradeInAnswerRow): TradeInAnswer {
  const vehicle = vehicleOf(row);
  return {
    trade_in_id: row.id,
    lead_id: row.lead_id,
    ...(row.car_id !== null ? { car_id: row.car_id } : {}),
    ...(row.rego !== null ? { rego: row.rego } : {}),
    ...(row.rego_state !== null ? { rego_state: row.rego_state } : {}),
    ...(vehicle ? { vehicle } : {}),
    ...(row.lookup_source !== null ? { lookup_source: row.lookup_source } : {}),
    ...(row.kms !== null ? { kms: row.kms } : {}),
    ...(row.adjustment_answers !== null ? { adjustment_answers: row.adjustment_answers } : {}),
    ...(row.valuation !== null ? { valuation: row.valuation } : {}),
    ...(row.offer_price !== null ? { offer_price: row.offer_price } : {}),
    offer_accepted: row.offer_accepted,
    form_completed: row.form_completed,
    ...(row.offer_lead_id !== null ? { offer_lead_id: row.offer_lead_id } : {}),
  };
}

export interface RegoLookedUp {
  rego: string;
  rego_state: AustralianState;
  vehicle: TradeInVehicle | undefined;
  lookup_source: string;
}

export interface Valued {
  kms: number;
  adjustment_answers: AdjustmentAnswers;
  valuation: Valuation;
  /** A car that cannot be valued online completes the trade-in here: the dealer calls back. */
  form_completed: boolean;
}

export function createTradeInsRepository(db: Kysely<Database>) {
  /** Writes one step to a trade-in still open; undefined when it is complete (or not there). */
  async function updateOpen(id: string, values: UpdateObject<Database, 'trade_ins'>): Promise<StoredTradeIn | undefined> {
    return db
      .updateTable('trade_ins')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('form_completed', '=', false)
      .returningAll()
      .executeTakeFirst();
  }

  return {
    /**
     * Step 1: the trade-in beside its lead. A retry of the same submit
     * attempt finds the same lead, so it finds this row too, and gets a new
     * token (the first answer, with the first token, never arrived).
     */
    async start(row: { site_slug: string; lead_id: string; token_hash: string; car_id: number | null }): Promise<StoredTradeIn> {
      return db
        .insertInto('trade_ins')
        .values({ ...row, id: randomUUID() })
        .onConflict((conflict) => conflict.column('lead_id').doUpdateSet({ token_hash: (eb) => eb.ref('excluded.token_hash'), updated_at: sql`now()` }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** One site's trade-in, found only with its token; another site's, or a wrong token, is not found. */
    async findWithToken(siteSlug: string, id: string, tokenHash: string): Promise<StoredTradeIn | undefined> {
      return db.selectFrom('trade_ins').selectAll().where('site_slug', '=', siteSlug).where('id', '=', id).where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** Step 2. A new lookup makes any valuation of the car before it stale, so that is cleared. */
    async recordLookup(id: string, looked: RegoLookedUp): Promise<StoredTradeIn | undefined> {
      const vehicle = Object.fromEntries(VEHICLE_FIELDS.map((field) => [field, looked.vehicle?.[field] ?? null]));
      return updateOpen(id, {
        rego: looked.rego,
        rego_state: looked.rego_state,
        ...vehicle,
        lookup_source: looked.lookup_source,
        kms: null,
        adjustment_answers: null,
        valuation: null,
        offer_price: null,
      });
    },

    /** Step 3: the kms and answers, and the valuation under its own column name. */
    async recordValuation(id: string, valued: Valued): Promise<StoredTradeIn | undefined> {
      return updateOpen(id, {
        kms: valued.kms,
        adjustment_answers: JSON.stringify(valued.adjustment_answers),
        valuation: JSON.stringify(valued.valuation),
        offer_price: valued.valuation.offer_price ?? null,
        form_completed: valued.form_completed,
      });
    },

    /** Step 4: the offer accepted, the form completed, and the lead that told the dealer. */
    async acceptOffer(id: string, offerLeadId: string): Promise<StoredTradeIn | undefined> {
      return updateOpen(id, { offer_accepted: true, form_completed: true, offer_lead_id: offerLeadId });
    },

    async find(siteSlug: string, id: string): Promise<StoredTradeIn | undefined> {
      return db.selectFrom('trade_ins').selectAll().where('site_slug', '=', siteSlug).where('id', '=', id).executeTakeFirst();
    },
  };
}
