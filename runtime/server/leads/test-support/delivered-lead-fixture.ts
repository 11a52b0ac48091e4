import type { TradeInAnswer } from '../../../../schemas/api/trade-ins';
import type { StoredLead } from '../../repositories/leads';
import type { DeliveredLead, LeadVehicle } from '../delivered-lead';

export const USED_COROLLA: LeadVehicle = {
  id: 4242,
  slug: '2021-toyota-corolla-ascent-sport-4242',
  name: '2021 Toyota Corolla Ascent Sport Auto',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  car_type: 'used',
  vin: 'JTDBR32E720012345',
  stocknum: 'U4242',
  km: 45210,
  colour: 'Glacier White',
  price: 27990,
  body: 'Hatchback',
  trans: 'CVT Automatic',
  dealership_slug: 'sunshine-toyota-maroochydore',
};

/** A trade-in whose offer the shopper accepted: the car the rego lookup found, its kms, answers and the local valuation. */
export const ACCEPTED_TRADE_IN: TradeInAnswer = {
  trade_in_id: '5d0f3c1e-8a2b-4c7d-9e6f-1a2b3c4d5e6f',
  lead_id: '0b7e2a52-7d0c-4bfa-9d3f-5a1f0c7e2a11',
  rego: 'ABC123',
  rego_state: 'QLD',
  vehicle: { make: 'Toyota', model: 'Corolla', year: 2023, badge: 'Ascent Sport', body: 'Hatchback', colour: 'Eclipse Black', fuel: 'Hybrid', transmission: 'CVT' },
  lookup_source: "Local rego lookup (demo): this dealer's own records, not a registration service",
  kms: 45_000,
  adjustment_answers: { condition: 'good', accident_history: 'no', service_history: 'yes', mechanical_issues: 'no' },
  valuation: {
    outcome: 'estimate',
    low: 22_800,
    high: 25_200,
    offer_price: 22_800,
    comparables: 3,
    source: "Estimate from this dealer's comparable stock (local valuation provider)",
    local: true,
    valued_at: '2026-11-22T00:55:00.000Z',
  },
  offer_price: 22_800,
  offer_accepted: true,
  form_completed: true,
  offer_lead_id: '7c1d9e2f-3a4b-4c5d-8e6f-0a1b2c3d4e5f',
};

/** A stored enquiry about a used car, as the leads route files one; `fields`, `lead` and `tradeIn` override what a test needs. */
export function deliveredLead({
  fields = {},
  lead = {},
  vehicle = USED_COROLLA,
  tradeIn,
}: {
  fields?: Record<string, unknown>;
  lead?: Partial<StoredLead>;
  vehicle?: LeadVehicle | null;
  tradeIn?: TradeInAnswer;
} = {}): DeliveredLead {
  return {
    lead: {
      id: '0b7e2a52-7d0c-4bfa-9d3f-5a1f0c7e2a11',
      site_slug: 'sunshine-toyota',
      idempotency_key: 'attempt-0000000000000001',
      form: 'enquiry',
      category: 'Sales',
      subcategory: null,
      event_id: 15,
      fields: {
        name: 'Sam Shopper',
        email: 'sam@example.com',
        phone: '0412 345 678',
        message: 'Is it still available?',
        preferred_contact_method: 'Phone',
        opt_in: false,
        ...fields,
      },
      url: `/cars/${USED_COROLLA.slug}`,
      source: 'vehicle page',
      user_agent: 'Mozilla/5.0',
      car_id: vehicle === null ? null : USED_COROLLA.id,
      car_dealership_id: vehicle === null ? null : 101,
      lead_attributes: null,
      client_address: '198.51.100.7',
      spam: false,
      created_at: '2026-11-22T01:02:03.000Z',
      ...lead,
    },
    dealer: { slug: 'sunshine-toyota', name: 'Sunshine Coast Toyota', siteAddress: 'https://sunshine-toyota.example.com' },
    vehicle: vehicle ?? undefined,
    ...(tradeIn ? { tradeIn } : {}),
  };
}
