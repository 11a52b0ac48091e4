import { CHECK_OPTION_PREFIX } from '../../../runtime/rules/lead-payload';
import type { LeadFormLayout } from './layout';

/** Spec detail §3 "Contact form fields" and §5: each field's label, in the spec's words where it gives them. */
export const FIELD_LABELS = {
  category: 'Enquiry category',
  name: 'First Name',
  last_name: 'Last name',
  email: 'Email Address',
  phone: 'Mobile Number',
  postcode: 'Postcode',
  location_id: 'Dealership',
  preferred_contact_method: 'Preferred contact method',
  finance_status: 'Do you need finance?',
  trade_in: 'Do you have a trade-in?',
  date_time: 'Preferred date and time',
  rego: 'Rego of your current car',
  message: 'Message',
  opt_in: 'Keep me up to date with news and offers',
  terms_accepted: 'Terms of use',
} as const;

/** A service's tick box, named so the payload sends it as an additional service. */
export const serviceField = (service: string) => `${CHECK_OPTION_PREFIX}${service}`;

/** The fields a layout draws, in page order: the order of the error list too. */
export function fieldsShown(layout: LeadFormLayout): string[] {
  const shown: [string, boolean][] = [
    ['category', layout.categories !== undefined],
    ['name', true],
    ['last_name', true],
    ['email', true],
    ['phone', true],
    ['postcode', layout.postcode !== undefined],
    ['location_id', layout.dealership !== undefined],
    ['preferred_contact_method', layout.contactMethod],
    ['finance_status', layout.financeStatus],
    ['trade_in', layout.tradeIn],
    ['date_time', layout.dateTime],
    ['rego', layout.rego],
    ['message', layout.message !== undefined],
  ];
  return [
    ...shown.filter(([, asked]) => asked).map(([field]) => field),
    ...layout.services.map(serviceField),
    ...(layout.optIn ? ['opt_in'] : []),
    ...(layout.terms ? ['terms_accepted'] : []),
  ];
}

/**
 * The field that shows a problem the schema, the dealer's rules or the
 * server found at `pointer` (a JSON Pointer like /postcode); undefined when
 * the form has no such field. The dealership is chosen through the location
 * select, so a missing dealership shows there.
 */
export function fieldAt(pointer: string, shown: readonly string[]): string | undefined {
  const field = pointer === '/dealership_slug' ? 'location_id' : pointer.replace(/^\//, '');
  return shown.includes(field) ? field : undefined;
}

/** A problem as the shopper reads it: "is required" is said of the field ("First Name is required"); a whole sentence stands alone. */
export function problemSentence(field: string, message: string): string {
  const label = (FIELD_LABELS as Record<string, string>)[field] ?? field;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}
