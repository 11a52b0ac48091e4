import { type LeadFormRules, leadFormRules, leadRequirementErrors } from '../../../runtime/rules/lead-requirements';
import type { LeadForm } from '../../../schemas/api/leads';
import type { Car } from '../../../schemas/entities/car';
import type { SiteDocument } from '../../../schemas/site-document';
import type { Location } from '../../../schemas/entities/location';
import { type EnquiryFormProps, enquiryFormDefaults } from './lead-form-props';

/** One choice of the dealership select: a location, which carries its dealership (spec detail §3 "Contact form fields": location_id on the dealership select). */
export type DealershipChoice = Pick<Location, 'id' | 'name' | 'dealership_slug'>;

/** Spec detail §5: the enquiry form's message (also the test drive's and careers'); a photo request's is optional. The contact and finance forms ask none. */
const FORMS_WITH_A_MESSAGE: readonly LeadForm[] = ['enquiry', 'test-drive', 'careers', 'photo-request'];

/** Which fields one form shows, and which of them the shopper must fill in: all a browser needs to draw and check it. */
export interface LeadFormLayout {
  form: LeadForm;
  /** Spec §5: the category select, shown only for the general enquiry; its first choice is chosen to begin with. */
  categories?: string[];
  message?: { required: boolean };
  postcode?: { required: boolean };
  /** Spec §3 "Contact form fields": location_id on the dealership select, shown when a choice is required, auto-selected when it has one (§4). */
  dealership?: { choices: DealershipChoice[]; chosen: string };
  contactMethod: boolean;
  financeStatus: boolean;
  tradeIn: boolean;
  dateTime: boolean;
  /** Spec detail §5: "Rego optional". */
  rego: boolean;
  /** Spec detail §5: "opt-in optional": a tick box, unticked to begin with. */
  optIn: boolean;
  terms: boolean;
  services: string[];
  /** Asked one step at a time (`leadFormSteps` groups the fields); otherwise on one page. */
  inSteps: boolean;
}

/** The dealer's rules for this form; a marketer may also ask for the location, which the shopper must then choose (spec §5 "location choice required when shown"). */
export function enquiryFormRules(props: EnquiryFormProps, document: Pick<SiteDocument, 'settings' | 'dealer'>): LeadFormRules {
  const rules = leadFormRules(document.settings, document.dealer, props.form ?? enquiryFormDefaults.form);
  return { ...rules, locationShown: rules.locationShown || props.askLocation === true };
}

/**
 * Which fields to show: what the marketer asked for, within what the spec
 * allows each form. What is required comes from the dealer's rules
 * (`leadRequirementErrors` on an empty lead), so the browser asks for exactly
 * what the server will insist on.
 */
export function leadFormLayout(
  props: EnquiryFormProps,
  rules: LeadFormRules,
  car: Pick<Car, 'dealership_slug' | 'location_id'> | undefined,
  locations: readonly DealershipChoice[],
  /** Spec detail §2: the finance route's `preferredDealership` query, a dealership's slug or a location's id. */
  preferredDealership?: string,
): LeadFormLayout {
  const form = props.form ?? enquiryFormDefaults.form;
  const missing = new Set(leadRequirementErrors({ form, ...(car ? { dealership_slug: car.dealership_slug } : {}) }, rules).map((error) => error.field));
  const dealershipRequired = missing.has('/dealership_slug') || missing.has('/location_id');
  const preferred =
    locations.find((location) => location.id === car?.location_id) ??
    (preferredDealership ? locations.find((location) => location.dealership_slug === preferredDealership || String(location.id) === preferredDealership) : undefined);
  return {
    form,
    ...(form === 'enquiry' && !car && props.askCategory !== false ? { categories: [...(props.categories ?? [])] } : {}),
    ...(FORMS_WITH_A_MESSAGE.includes(form) ? { message: { required: missing.has('/message') } } : {}),
    ...(missing.has('/postcode') || props.askPostcode === true ? { postcode: { required: missing.has('/postcode') } } : {}),
    ...(dealershipRequired && locations.length > 0
      ? { dealership: { choices: [...locations], chosen: locations.length === 1 ? String(locations[0].id) : preferred ? String(preferred.id) : '' } }
      : {}),
    contactMethod: props.askContactMethod === true,
    financeStatus: props.askFinance === true,
    tradeIn: props.askTradeIn === true,
    dateTime: form === 'test-drive' && props.askDateTime !== false,
    rego: props.askRego === true,
    optIn: props.askOptIn !== false,
    terms: missing.has('/terms_accepted'),
    services: [...(props.services ?? [])],
    inSteps: props.askInSteps === true,
  };
}
