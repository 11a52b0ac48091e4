import type { LeadForm, LeadRequest } from '../../schemas/api/leads';
import type { Dealer } from '../../schemas/dealer';
import type { Settings } from '../../schemas/settings';

/**
 * Spec (detail, finance, forms, locations, §5 "Validation rules" and §8
 * "Error catalogue"): the rules a lead form obeys that depend on the dealer,
 * so the request's JSON Schema cannot say them. The browser shows these
 * errors under "Please fix the following errors:"; the server answers a 400
 * with the same fields and words, so neither can be skipped.
 */
export const TERMS_MESSAGE = '*You must agree to the terms of use before submitting.';
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
/**
 * Spec §5 "A postcode that cannot be geocoded raises 'Invalid postcode'" (§8
 * "Bad postcode"): said by the server of a postcode of 4 digits that its
 * offline postcode data cannot place (runtime/server/postcodes), such as 0000.
 * A postcode not of 4 digits keeps POSTCODE_MESSAGE.
 */
export const POSTCODE_NOT_FOUND_MESSAGE = 'Invalid postcode';
export const FORM_ERRORS_HEADING = 'Please fix the following errors:';
/** The words the request schema's own errors use for a missing field (schemas/errors.ts), so every list reads alike. */
export const REQUIRED_MESSAGE = 'is required';
/** Spec §5: postcode "exactly 4 digits". */
export const POSTCODE_PATTERN = /^[0-9]{4}$/;

/**
 * Spec §5: the enquiry form's message is required unless the dealer turns it
 * off; the test drive and careers forms are that same enquiry form. A photo
 * request's message is optional, and the contact and finance forms have none.
 */
const FORMS_ASKING_A_MESSAGE: readonly LeadForm[] = ['enquiry', 'test-drive', 'careers'];
/** Spec §3 "Contact form fields": the contact form asks for a postcode, and §5 makes it required. */
const FORMS_ASKING_A_POSTCODE: readonly LeadForm[] = ['contact'];

export interface LeadFormRules {
  messageRequired: boolean;
  termsRequired: boolean;
  dealershipCount: number;
  locationShown: boolean;
}

/** One form's rules from the dealer's document (any Settings and Dealer will do; only these fields are read). */
export function leadFormRules(settings: Pick<Settings, 'forms' | 'termsCheckbox'>, dealer: Pick<Dealer, 'dealershipIds'>, form: LeadForm): LeadFormRules {
  return {
    messageRequired: FORMS_ASKING_A_MESSAGE.includes(form) && settings.forms.messageRequired !== false,
    termsRequired: settings.termsCheckbox.required === true,
    dealershipCount: dealer.dealershipIds.length,
    locationShown: settings.forms.locationChoice === true,
  };
}

export interface LeadRequirementError {
  /** JSON Pointer to the field, e.g. /message. */
  field: string;
  message: string;
}

const isBlank = (text: string | undefined) => text === undefined || text.trim() === '';

/**
 * Spec §5: message required unless turned off; terms checkbox required where
 * the dealer asks for it ("*You must agree to the terms of use before
 * submitting."); preferred dealership required when the dealer has more than
 * one dealership; location required when shown; postcode required on the
 * contact form and exactly 4 digits wherever given ("Invalid postcode. Please
 * enter a 4-digit number.").
 */
export function leadRequirementErrors(lead: Partial<LeadRequest>, rules: LeadFormRules): LeadRequirementError[] {
  const errors: LeadRequirementError[] = [];
  if (rules.messageRequired && isBlank(lead.message)) errors.push({ field: '/message', message: REQUIRED_MESSAGE });
  const postcodeAsked = lead.form !== undefined && FORMS_ASKING_A_POSTCODE.includes(lead.form);
  if ((postcodeAsked && isBlank(lead.postcode)) || (lead.postcode !== undefined && !POSTCODE_PATTERN.test(lead.postcode))) {
    errors.push({ field: '/postcode', message: POSTCODE_MESSAGE });
  }
  if (rules.dealershipCount > 1 && isBlank(lead.dealership_slug)) errors.push({ field: '/dealership_slug', message: REQUIRED_MESSAGE });
  if (rules.locationShown && lead.location_id === undefined) errors.push({ field: '/location_id', message: REQUIRED_MESSAGE });
  if (rules.termsRequired && lead.terms_accepted !== true) errors.push({ field: '/terms_accepted', message: TERMS_MESSAGE });
  return errors;
}
