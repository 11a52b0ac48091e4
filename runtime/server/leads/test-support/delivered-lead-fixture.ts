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

/** A stored enquiry about a used car, as the leads route files one; `fields` and `lead` override what a test needs. */
export function deliveredLead({
  fields = {},
  lead = {},
  vehicle = USED_COROLLA,
}: {
  fields?: Record<string, unknown>;
  lead?: Partial<StoredLead>;
  vehicle?: LeadVehicle | null;
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
  };
}
