import type { LeadRequest } from '../../../schemas/api/leads';
import type { TradeInAnswer } from '../../../schemas/api/trade-ins';
import type { Car } from '../../../schemas/entities/car';
import type { StoredLead } from '../repositories/leads';
import { type ReservationLeadFacts, reservationLines } from './reservation-lead';

/**
 * The car a lead is about, read when the lead is sent: the lead keeps only
 * the car's id (a stock import may replace the row), so a car gone by then
 * is sent without its details.
 */
export type LeadVehicle = Pick<
  Car,
  'id' | 'slug' | 'name' | 'year' | 'make' | 'model' | 'badge' | 'car_type' | 'vin' | 'stocknum' | 'regplate' | 'km' | 'colour' | 'price' | 'body' | 'trans' | 'dealership_slug'
>;

/** Everything a destination is told about one lead. */
export interface DeliveredLead {
  lead: StoredLead;
  dealer: {
    slug: string;
    /** The dealership as its document names it: ADF's vendor. */
    name: string;
    /** "https://{first domain}", when the site has one: turns the lead's page path into a link. */
    siteAddress?: string;
  };
  vehicle?: LeadVehicle;
  /**
   * The trade-in this lead belongs to (as step 1's lead or the accepted
   * offer's), as it stands when the lead is sent: the shopper's own car as
   * the rego lookup found it, its kms, answers and valuation.
   */
  tradeIn?: TradeInAnswer;
}

/**
 * What the shopper typed, as the request schema checked it (the columns the
 * lead is filed by are left out); a reservation's lead carries the
 * reservation besides.
 */
export type LeadAnswers = Partial<Omit<LeadRequest, 'form' | 'idempotency_key' | 'category' | 'subcategory' | 'url' | 'source' | 'car_id' | 'lead_attributes'>> & {
  reservation?: ReservationLeadFacts;
};

export function answersOf(lead: StoredLead): LeadAnswers {
  return lead.fields as LeadAnswers;
}

/** The page the form was sent from, as a full address when the site has a domain. */
export function pageAddressOf({ lead, dealer }: DeliveredLead): string {
  return dealer.siteAddress ? `${dealer.siteAddress}${lead.url}` : lead.url;
}

/** What each form's lead is called in a subject line, a summary and ADF's <service>. */
export const FORM_TITLES: Readonly<Record<StoredLead['form'], string>> = {
  enquiry: 'Enquiry',
  'test-drive': 'Test drive request',
  contact: 'Contact request',
  finance: 'Finance enquiry',
  careers: 'Careers enquiry',
  'photo-request': 'Photo request',
  'trade-in': 'Trade-in valuation',
  reservation: 'Online reservation',
};

/** "2021 Toyota Corolla Ascent Sport": a car of the stock, or the shopper's own as a rego lookup found it. */
export function vehicleTitle(vehicle: Pick<LeadVehicle, 'year' | 'make' | 'model' | 'badge'>): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter((part) => part !== undefined && part !== '').join(' ');
}

/**
 * The shopper's other answers, one "label: value" line each, in the words the
 * forms ask them, after the reservation when the lead is one's: what ADF has
 * no element for goes into its comments, and the email summary lists the
 * same lines.
 */
export function otherAnswerLines(lead: StoredLead): string[] {
  const answers = answersOf(lead);
  const reserved = answers.reservation ? reservationLines(answers.reservation) : [];
  const lines: [string, unknown][] = [
    ['Category', lead.category],
    ['Subcategory', lead.subcategory],
    ['Preferred contact method', answers.preferred_contact_method],
    ['Finance', answers.finance_status],
    ['Trade-in', answers.trade_in],
    ['Registration', answers.rego],
    ['Preferred date and time', answers.date_time],
    ['Preferred dealership', answers.dealership_slug],
    ['Location', answers.location_id],
    ['Additional services', answers.additional_services?.join(', ')],
    ['Happy to receive offers', answers.opt_in === undefined ? undefined : answers.opt_in ? 'yes' : 'no'],
  ];
  return [...reserved, ...lines.filter(([, value]) => value !== undefined && value !== null && value !== '').map(([label, value]) => `${label}: ${String(value)}`)];
}
