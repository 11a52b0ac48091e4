import { type CONTACT_METHODS, type LeadForm, type LeadRequest, leadRequestSchema } from '../../schemas/api/leads';
import type { Car } from '../../schemas/entities/car';
import { MAX_SHOPPER_BODY_BYTES } from '../../schemas/request-limits';
import type { Location } from '../../schemas/entities/location';
import { careersAsEnquiry, GENERAL_ENQUIRY_CATEGORY } from './lead-events';

/**
 * Spec (detail, finance, forms, locations, §5): "Fields ending in the
 * radio-options suffix are dropped". A radio group keeps its list of choices
 * in a companion field named `<field>_radio_options`; the lead carries only
 * the choice. The spec does not spell the suffix; this is the name used.
 */
export const RADIO_OPTIONS_SUFFIX = '_radio_options';
/** Spec §5: "ticked check-option fields are sent as an additional_services list": the field `check_option_<service>` is true when ticked. */
export const CHECK_OPTION_PREFIX = 'check_option_';
/** Spec §5: preferred contact method (Phone, Email, SMS; default Phone). */
export const DEFAULT_CONTACT_METHOD: (typeof CONTACT_METHODS)[number] = 'Phone';

const ATTRIBUTES = leadRequestSchema.properties.lead_attributes.properties;
/** The request schema's limits, read from it so the browser never sends what the server refuses. */
export const MAX_VISITED_PAGES = ATTRIBUTES.visited_pages.maxItems;
const MAX_PAGE_LENGTH = ATTRIBUTES.visited_pages.items.maxLength;
const MAX_LINKED_PARAMS = ATTRIBUTES.linked_query_params.maxProperties;
const MAX_PARAM_LENGTH = ATTRIBUTES.linked_query_params.additionalProperties.maxLength;
const MAX_URL_LENGTH = leadRequestSchema.properties.url.maxLength;

/** What a lead form holds: text a shopper typed or chose, and ticked boxes. */
export type LeadFormValues = Readonly<Record<string, string | boolean | undefined>>;

/** What the form's page knows besides the shopper's answers. */
export interface LeadPayloadContext {
  form: LeadForm;
  /** One per submit attempt (see the request schema). */
  idempotencyKey: string;
  /** The page the form is on, as a path on this site. */
  url: string;
  /** On a vehicle page, the car asked about (spec §3 "Enquiry form defaults": car_id, dealership_slug). */
  car?: Pick<Car, 'id' | 'dealership_slug'>;
  /** The locations the dealership select offers: choosing one chooses its dealership. */
  locations: readonly Pick<Location, 'id' | 'dealership_slug'>[];
  visitedPages: readonly string[];
  linkedQueryParams: Readonly<Record<string, string>>;
}

/** A datetime-local value ("2026-06-20T10:30", the shopper's clock) as the instant the schema's date-time asks for; anything else is left for the schema to refuse. */
function instantOf(local: string): string {
  const instant = new Date(local);
  return Number.isNaN(instant.getTime()) ? local : instant.toISOString();
}

/**
 * The request a lead form sends (spec §3 "Enquiry form payload", §5, §7 "a
 * payload of the form values plus category and extras"). Blank answers are
 * left out rather than sent empty, so a field nobody filled in is "missing"
 * to the schema, not "invalid". The result is what the shopper said, not yet
 * checked: the request schema and `leadRequirementErrors` decide whether it
 * may be sent.
 */
export function leadPayload(values: LeadFormValues, context: LeadPayloadContext): Partial<LeadRequest> {
  const answers: Record<string, string | boolean | number> = {};
  const additionalServices: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (name.endsWith(RADIO_OPTIONS_SUFFIX)) continue;
    if (name.startsWith(CHECK_OPTION_PREFIX)) {
      if (value === true) additionalServices.push(name.slice(CHECK_OPTION_PREFIX.length));
      continue;
    }
    if (typeof value === 'boolean') answers[name] = value;
    else if (typeof value === 'string' && value.trim() !== '') answers[name] = value.trim();
  }
  if (typeof answers.date_time === 'string') answers.date_time = instantOf(answers.date_time);
  if (typeof answers.location_id === 'string') {
    const chosen = context.locations.find((location) => String(location.id) === answers.location_id);
    // An id the select did not offer stays text, for the schema to refuse.
    if (chosen) {
      answers.location_id = chosen.id;
      answers.dealership_slug = chosen.dealership_slug;
    }
  }
  const lead = {
    // §5: the category select is the general enquiry's (no car), defaulting to General Enquiry.
    ...(context.form === 'enquiry' && !context.car ? { category: GENERAL_ENQUIRY_CATEGORY } : {}),
    ...(context.car ? { car_id: context.car.id, dealership_slug: context.car.dealership_slug } : {}),
    preferred_contact_method: DEFAULT_CONTACT_METHOD,
    ...(answers as Partial<LeadRequest>),
    ...(additionalServices.length > 0 ? { additional_services: additionalServices } : {}),
    form: context.form,
    idempotency_key: context.idempotencyKey,
    url: context.url.slice(0, MAX_URL_LENGTH),
    lead_attributes: { visited_pages: [...context.visitedPages], linked_query_params: { ...context.linkedQueryParams } },
  };
  return fitToShopperBody(careersAsEnquiry(lead));
}

const bytesOf = (lead: Partial<LeadRequest>) => new TextEncoder().encode(JSON.stringify(lead)).length;

/**
 * A lead is never refused for its size: what the shopper wrote always fits
 * the server's body limit (a 5,000-character message is 15 kB at most), so
 * when a long visit would push it over, the oldest visited pages are left
 * out, then the arrival link's parameters, until it fits.
 */
export function fitToShopperBody<Lead extends Partial<LeadRequest>>(lead: Lead): Lead {
  if (bytesOf(lead) <= MAX_SHOPPER_BODY_BYTES) return lead;
  const pages = [...(lead.lead_attributes?.visited_pages ?? [])];
  const params = Object.entries(lead.lead_attributes?.linked_query_params ?? {});
  let fitted = lead;
  while (bytesOf(fitted) > MAX_SHOPPER_BODY_BYTES && (pages.length > 0 || params.length > 0)) {
    if (pages.length > 0) pages.shift();
    else params.pop();
    fitted = { ...lead, lead_attributes: { visited_pages: [...pages], linked_query_params: Object.fromEntries(params) } };
  }
  return fitted;
}

/**
 * A browser path made a path on this site: under /sites/{slug} (the
 * development address) the base is taken off, so every lead names its pages
 * the same way whichever address the shopper used.
 */
export function pathOnSite(browserPath: string, basePath: string): string {
  if (basePath === '' || !(browserPath === basePath || browserPath.startsWith(`${basePath}/`) || browserPath.startsWith(`${basePath}?`))) return browserPath;
  const rest = browserPath.slice(basePath.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Spec §3 "Lead": lead_attributes.visited_pages, the pages of this visit in order; the newest kept when there are too many, a reload not counted twice. */
export function withVisitedPage(pages: readonly string[], path: string): string[] {
  const page = path.slice(0, MAX_PAGE_LENGTH);
  if (pages.at(-1) === page) return [...pages];
  return [...pages, page].slice(-MAX_VISITED_PAGES);
}

/** Spec §3 "Lead": lead_attributes.linked_query_params, the query of the link the shopper arrived by (an advert's utm_source and the like); the first of a repeated name counts. */
export function linkedQueryParams(search: string): Record<string, string> {
  const params = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(search)) {
    if (params.has(name)) continue;
    if (params.size === MAX_LINKED_PARAMS) break;
    params.set(name, value.slice(0, MAX_PARAM_LENGTH));
  }
  // fromEntries defines each name as its own property, so even "__proto__" stays a plain field.
  return Object.fromEntries(params);
}
