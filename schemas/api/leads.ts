import type { FromSchema } from 'json-schema-to-ts';
import { MAX_STORED_INTEGER, slugSchema } from '../common';

/**
 * POST /api/leads: a shopper's enquiry, test drive, contact, finance,
 * careers or photo request, or a trade-in valuation's lead (the trade-in
 * steps send it through POST /api/trade-ins), as the form sends it (spec detail §3 "Enquiry
 * form payload", "Contact form fields", "Lead"; §5 validation). The same
 * schema checks the form in the browser (react-hook-form with the ajv
 * resolver) and the request on the server, so a message a shopper sees and
 * a 400 the server gives say the same thing.
 */
export const LEAD_FORMS = ['enquiry', 'test-drive', 'contact', 'finance', 'careers', 'photo-request', 'trade-in'] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];
/**
 * A lead no form sends: the server files one for each online reservation, so
 * the dealer hears of it through the same delivery as every lead
 * (runtime/server/leads/reservation-lead.ts). POST /api/leads never takes it.
 */
export const RESERVATION_LEAD_FORM = 'reservation';
/** What a stored lead came from: one of the forms, or a reservation. */
export type StoredLeadForm = LeadForm | typeof RESERVATION_LEAD_FORM;
/** Spec detail §5: extra fields. */
export const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
export const YES_NO = ['yes', 'no'] as const;

/** A solved spam check as the browser sends it (base64 of a small JSON object) is about a quarter of this. */
export const CAPTCHA_MAX_LENGTH = 4000;

const shortText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const leadRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['form', 'idempotency_key', 'name', 'email', 'phone', 'url'],
  properties: {
    form: { type: 'string', enum: LEAD_FORMS, description: 'Which form sent it: decides the event id, category and required fields.' },
    idempotency_key: {
      type: 'string',
      pattern: '^[A-Za-z0-9_-]{16,64}$',
      description: 'One per submit attempt the shopper makes; a retry of the same attempt sends the same key and gets the same lead back.',
    },
    name: { type: 'string', minLength: 1, maxLength: 100, description: 'First Name (contact form) or Name.' },
    last_name: shortText(100),
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: { type: 'string', pattern: '^\\+?[0-9 ()-]{8,20}$', description: 'Mobile Number.' },
    postcode: { type: 'string', pattern: '^[0-9]{4}$', description: 'Spec detail §5: exactly 4 digits.' },
    message: shortText(5000),
    category: shortText(80),
    subcategory: shortText(80),
    preferred_contact_method: { type: 'string', enum: CONTACT_METHODS, default: 'Phone' },
    finance_status: { type: 'string', enum: YES_NO },
    trade_in: { type: 'string', enum: YES_NO },
    opt_in: { type: 'boolean', default: false },
    terms_accepted: { type: 'boolean' },
    rego: shortText(12),
    date_time: { type: 'string', format: 'date-time', description: 'Test drive: when the shopper would like to come (optional).' },
    dealership_slug: slugSchema,
    location_id: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER },
    car_id: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER },
    page_id: shortText(64),
    additional_services: { type: 'array', maxItems: 20, items: shortText(80) },
    url: { type: 'string', maxLength: 2000, pattern: '^/', description: 'The page the form was sent from, as a path on this site.' },
    source: shortText(200),
    lead_attributes: {
      type: 'object',
      additionalProperties: false,
      properties: {
        visited_pages: { type: 'array', maxItems: 50, items: shortText(2000) },
        linked_query_params: { type: 'object', maxProperties: 30, additionalProperties: shortText(500) },
      },
    },
    captcha: {
      type: 'string',
      maxLength: CAPTCHA_MAX_LENGTH,
      pattern: '^[A-Za-z0-9+/=]+$',
      description: "The solved spam check (GET /api/spam-check, solved on the shopper's device), base64; required where the dealer has the spam check on.",
    },
    /** Hidden from people; a bot that fills every field fills this one too. */
    website: shortText(200),
    isLastStep: {
      type: 'boolean',
      const: true,
      description:
        'Spec detail §7: a form asked in steps sends its lead from the last step, and says so. Optional: a one-page form need not send it. Only whole leads are kept, so false is refused.',
    },
  },
} as const;

export type LeadRequest = FromSchema<typeof leadRequestSchema>;

export const leadAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lead_id'],
  properties: { lead_id: { type: 'string', description: 'The stored lead; the same for a retry of one attempt.' } },
} as const;

export type LeadAnswer = FromSchema<typeof leadAnswerSchema>;
