import { describe, expect, it } from 'vitest';
import { leadRequestSchema } from '../../schemas/api/leads';
import { ajv } from '../../schemas/ajv';
import { MAX_SHOPPER_BODY_BYTES } from '../../schemas/request-limits';
import { CAREER_ENQUIRY_SUBCATEGORY, GENERAL_ENQUIRY_CATEGORY } from './lead-events';
import {
  CHECK_OPTION_PREFIX,
  DEFAULT_CONTACT_METHOD,
  type LeadPayloadContext,
  leadPayload,
  linkedQueryParams,
  MAX_VISITED_PAGES,
  pathOnSite,
  RADIO_OPTIONS_SUFFIX,
  withVisitedPage,
} from './lead-payload';

const KEY = '0f8fad5bd9cb469fa16570867728950e';
const context = (overrides: Partial<LeadPayloadContext> = {}): LeadPayloadContext => ({
  form: 'enquiry',
  idempotencyKey: KEY,
  url: '/cars/2024-toyota-corolla-sx-4101',
  locations: [
    { id: 11, dealership_slug: 'bayside-toyota' },
    { id: 21, dealership_slug: 'bayside-mazda' },
  ],
  visitedPages: ['/', '/search/used-cars', '/cars/2024-toyota-corolla-sx-4101'],
  linkedQueryParams: { utm_source: 'google' },
  ...overrides,
});
const shopper = { name: 'Sam', last_name: 'Nguyen', email: 'sam@example.com', phone: '0412 345 678', message: 'Is it still available?' };
const validate = ajv.compile(leadRequestSchema);

describe('spec detail §5: what a lead form sends', () => {
  it(`drops every field ending in the radio-options suffix (${RADIO_OPTIONS_SUFFIX}), and only those`, () => {
    const lead = leadPayload({ ...shopper, finance_status: 'yes', finance_status_radio_options: 'yes,no', trade_in_radio_options: 'yes,no' }, context());
    expect(lead).not.toHaveProperty('finance_status_radio_options');
    expect(lead).not.toHaveProperty('trade_in_radio_options');
    expect(lead.finance_status).toBe('yes');
    // The suffix must end the name: a field merely containing it is sent.
    expect(leadPayload({ ...shopper, [`x${RADIO_OPTIONS_SUFFIX}x`]: 'kept' }, context())).toHaveProperty(`x${RADIO_OPTIONS_SUFFIX}x`, 'kept');
  });

  it(`sends ticked check-option fields (${CHECK_OPTION_PREFIX}<service>) as additional_services, in form order, and never the fields themselves`, () => {
    const lead = leadPayload(
      { ...shopper, [`${CHECK_OPTION_PREFIX}Tinting`]: true, [`${CHECK_OPTION_PREFIX}Paint protection`]: false, [`${CHECK_OPTION_PREFIX}Floor mats`]: true },
      context(),
    );
    expect(lead.additional_services).toEqual(['Tinting', 'Floor mats']);
    expect(Object.keys(lead).filter((name) => name.startsWith(CHECK_OPTION_PREFIX))).toEqual([]);
  });

  it('sends no additional_services when nothing is ticked', () => {
    expect(leadPayload({ ...shopper, [`${CHECK_OPTION_PREFIX}Tinting`]: false }, context())).not.toHaveProperty('additional_services');
  });

  it(`defaults the preferred contact method to ${DEFAULT_CONTACT_METHOD}, and keeps the shopper's choice`, () => {
    expect(DEFAULT_CONTACT_METHOD).toBe('Phone');
    expect(leadPayload(shopper, context()).preferred_contact_method).toBe('Phone');
    expect(leadPayload({ ...shopper, preferred_contact_method: 'SMS' }, context()).preferred_contact_method).toBe('SMS');
  });

  it('leaves out blank answers and trims the rest, so an empty field is missing rather than wrong', () => {
    const lead = leadPayload({ ...shopper, name: '  Sam ', postcode: '', message: '   ' }, context());
    expect(lead.name).toBe('Sam');
    expect(lead).not.toHaveProperty('postcode');
    expect(lead).not.toHaveProperty('message');
  });

  it('converts a careers enquiry to General Enquiry / Career Enquiry (§5)', () => {
    expect(leadPayload(shopper, context({ form: 'careers' }))).toMatchObject({ form: 'careers', category: GENERAL_ENQUIRY_CATEGORY, subcategory: CAREER_ENQUIRY_SUBCATEGORY });
  });

  it('gives the general enquiry (no car) the category General Enquiry unless the shopper chose another', () => {
    expect(leadPayload(shopper, context()).category).toBe('General Enquiry');
    expect(leadPayload({ ...shopper, category: 'Service Enquiry' }, context()).category).toBe('Service Enquiry');
    expect(leadPayload(shopper, context({ form: 'contact' }))).not.toHaveProperty('category');
    expect(leadPayload(shopper, context({ car: { id: 4101, dealership_slug: 'bayside-toyota' } }))).not.toHaveProperty('category');
  });
});

describe('spec detail §3 "Enquiry form defaults" and "Contact form fields"', () => {
  it("on a vehicle page, sends the car's id and dealership", () => {
    expect(leadPayload(shopper, context({ car: { id: 4101, dealership_slug: 'bayside-toyota' } }))).toMatchObject({ car_id: 4101, dealership_slug: 'bayside-toyota' });
  });

  it('the dealership select carries location_id: choosing a location sends its id and its dealership, over the car’s', () => {
    const lead = leadPayload({ ...shopper, location_id: '21' }, context({ car: { id: 4101, dealership_slug: 'bayside-toyota' } }));
    expect(lead).toMatchObject({ location_id: 21, dealership_slug: 'bayside-mazda' });
  });

  it('an id the select did not offer is sent as typed, for the schema to refuse', () => {
    const lead = leadPayload({ ...shopper, location_id: '999' }, context());
    expect(lead.location_id).toBe('999');
    expect(validate(structuredClone(lead))).toBe(false);
  });

  it("sends a test drive's date and time as an instant", () => {
    const local = '2026-06-20T10:30';
    expect(leadPayload({ ...shopper, date_time: local }, context({ form: 'test-drive' })).date_time).toBe(new Date(local).toISOString());
    expect(leadPayload({ ...shopper, date_time: 'soon' }, context({ form: 'test-drive' })).date_time).toBe('soon');
  });

  it('adds the form, the attempt’s key, the page and the visit (§3 Lead: url, lead_attributes)', () => {
    expect(leadPayload(shopper, context())).toMatchObject({
      form: 'enquiry',
      idempotency_key: KEY,
      url: '/cars/2024-toyota-corolla-sx-4101',
      lead_attributes: { visited_pages: ['/', '/search/used-cars', '/cars/2024-toyota-corolla-sx-4101'], linked_query_params: { utm_source: 'google' } },
    });
  });

  it('a shopper’s field can never replace the form, the key or the page', () => {
    const lead = leadPayload({ ...shopper, form: 'careers', idempotency_key: 'x', url: 'https://evil.example' }, context());
    expect(lead).toMatchObject({ form: 'enquiry', idempotency_key: KEY, url: '/cars/2024-toyota-corolla-sx-4101' });
  });

  it('what a filled-in form sends is a valid request', () => {
    const lead = leadPayload(
      {
        ...shopper,
        location_id: '11',
        finance_status: 'no',
        trade_in: 'yes',
        trade_in_radio_options: 'yes,no',
        [`${CHECK_OPTION_PREFIX}Tinting`]: true,
        terms_accepted: true,
        website: '',
      },
      context({ car: { id: 4101, dealership_slug: 'bayside-toyota' } }),
    );
    expect(validate(structuredClone(lead)), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('the visit a lead carries (§3 Lead: visited_pages, linked_query_params)', () => {
  it('takes the /sites/{slug} base off a browser path, and leaves other paths alone', () => {
    expect(pathOnSite('/sites/bayside-motors/cars/corolla', '/sites/bayside-motors')).toBe('/cars/corolla');
    expect(pathOnSite('/sites/bayside-motors', '/sites/bayside-motors')).toBe('/');
    expect(pathOnSite('/sites/bayside-motors?utm_source=x', '/sites/bayside-motors')).toBe('/?utm_source=x');
    expect(pathOnSite('/sites/bayside-motors-north/contact', '/sites/bayside-motors')).toBe('/sites/bayside-motors-north/contact');
    expect(pathOnSite('/contact', '')).toBe('/contact');
  });

  it('adds each page in order and counts a reload once', () => {
    expect(withVisitedPage(['/'], '/contact')).toEqual(['/', '/contact']);
    expect(withVisitedPage(['/', '/contact'], '/contact')).toEqual(['/', '/contact']);
    expect(withVisitedPage(['/', '/contact', '/'], '/contact')).toEqual(['/', '/contact', '/', '/contact']);
  });

  it(`keeps the newest ${MAX_VISITED_PAGES} pages, the schema's limit`, () => {
    const full = Array.from({ length: MAX_VISITED_PAGES }, (_, n) => `/page-${n}`);
    expect(withVisitedPage(full.slice(1), '/last')).toHaveLength(MAX_VISITED_PAGES);
    const after = withVisitedPage(full, '/last');
    expect(after).toHaveLength(MAX_VISITED_PAGES);
    expect(after[0]).toBe('/page-1');
    expect(after.at(-1)).toBe('/last');
  });

  it('cuts a page longer than the schema allows', () => {
    expect(withVisitedPage([], `/${'a'.repeat(3000)}`)[0]).toHaveLength(2000);
  });

  it('reads the query the shopper arrived with, the first of a repeated name, at most 30 names of 500 characters', () => {
    expect(linkedQueryParams('?utm_source=google&utm_campaign=eofy&utm_source=bing')).toEqual({ utm_source: 'google', utm_campaign: 'eofy' });
    expect(linkedQueryParams('')).toEqual({});
    const many = Array.from({ length: 31 }, (_, n) => `p${n}=${n}`).join('&');
    expect(Object.keys(linkedQueryParams(many))).toHaveLength(30);
    expect(Object.keys(linkedQueryParams(many.split('&').slice(0, 30).join('&')))).toHaveLength(30);
    expect(linkedQueryParams(`gclid=${'x'.repeat(600)}`).gclid).toHaveLength(500);
  });

  it('keeps a parameter named __proto__ as a plain field', () => {
    const params = linkedQueryParams('__proto__=x');
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
    expect(Object.keys(params)).toEqual(['__proto__']);
  });
});

describe('a lead is never refused for its size', () => {
  const bytes = (lead: unknown) => new TextEncoder().encode(JSON.stringify(lead)).length;

  it(`fits a long visit and the longest message into the ${MAX_SHOPPER_BODY_BYTES}-byte body limit, leaving out the oldest pages first`, () => {
    const pages = Array.from({ length: MAX_VISITED_PAGES }, (_, index) => `/search/used-cars?page=${index}&q=${'é'.repeat(1900)}`);
    const params = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`utm_${index}`, 'campaign']));
    const lead = leadPayload({ ...shopper, message: '€'.repeat(5000) }, context({ visitedPages: pages, linkedQueryParams: params }));
    expect(bytes(lead)).toBeLessThanOrEqual(MAX_SHOPPER_BODY_BYTES);
    expect(lead.message).toBe('€'.repeat(5000));
    const kept = lead.lead_attributes?.visited_pages ?? [];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(pages.slice(-kept.length));
    expect(validate(structuredClone(lead))).toBe(true);
  });

  it('fits even when the arrival link alone is too long: its parameters go after every visited page', () => {
    const params = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`utm_${index}`, 'ü'.repeat(500)]));
    const lead = leadPayload({ ...shopper, message: '€'.repeat(5000) }, context({ linkedQueryParams: params }));
    expect(bytes(lead)).toBeLessThanOrEqual(MAX_SHOPPER_BODY_BYTES);
    expect(lead.lead_attributes?.visited_pages).toEqual([]);
    expect(validate(structuredClone(lead))).toBe(true);
  });

  it('leaves a lead that fits as it is', () => {
    const lead = leadPayload(shopper, context());
    expect(lead.lead_attributes?.visited_pages).toEqual(context().visitedPages);
    expect(lead.lead_attributes?.linked_query_params).toEqual({ utm_source: 'google' });
  });
});
