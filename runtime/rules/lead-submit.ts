import type { LeadRequest } from '../../schemas/api/leads';

/**
 * Spec (detail, finance, forms, locations, §4 "Form submit"): idle,
 * submitting (button disabled, spinner), success (success page loading) or
 * failure.
 */
export type LeadSubmitState = 'idle' | 'submitting' | 'success' | 'failure';

/** Spec §8: "Lead submission returns no error text". The spec's spelling, kept. */
export const UNEXPECTED_LEAD_ERROR = 'An unexpected error occured';
/** Spec §8 "Form submit failure": the destructive alert's title. */
export const LEAD_SUBMIT_FAILED_TITLE = 'An error occurred when submitting this form';
/** Spec §2: where a shopper goes once a lead is sent. */
export const LEAD_SUCCESS_PATH = '/success';

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const field = (answer: unknown, name: string): unknown => (answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>)[name] : undefined);

/** Spec §4: "On success with a lead_id the user goes to /success; otherwise an error shows." The stored lead's id, when the answer names one. */
export function sentLeadId(answer: unknown): string | undefined {
  return textOf(field(answer, 'lead_id'));
}

/** Spec §8: the form error is "set to the server message or that text" ("An unexpected error occured"). */
export function leadFailureMessage(answer: unknown): string {
  return textOf(field(answer, 'error')) ?? textOf(field(answer, 'message')) ?? UNEXPECTED_LEAD_ERROR;
}

export type ShopperDetails = Required<Pick<LeadRequest, 'name' | 'email' | 'phone'>>;

/** Spec §7: after a successful submit "the user's details are saved when name, email and phone are present" — all three, or nothing. */
export function shopperDetailsToKeep(lead: Partial<Pick<LeadRequest, 'name' | 'email' | 'phone'>>): ShopperDetails | undefined {
  const name = textOf(lead.name);
  const email = textOf(lead.email);
  const phone = textOf(lead.phone);
  return name && email && phone ? { name, email, phone } : undefined;
}

/** Spec §7: "a success category is stored locally" — the lead's category, or the form it came from when it has none. */
export function successCategory(lead: Pick<LeadRequest, 'form' | 'category'>): string {
  return textOf(lead.category) ?? lead.form;
}

/** The dataLayer event a sent lead reports (spec detail §7, "a tracking event"). */
export const LEAD_SENT_EVENT = 'lead_sent';

/**
 * Spec detail §7: after a successful submit, a tracking event in the
 * dataLayer style tag managers read, carrying the dealer's analytics id
 * from its document. Names what was sent, never who sent it: no name,
 * email or phone goes to analytics.
 */
export function leadSentEvent(lead: Pick<LeadRequest, 'form' | 'category' | 'car_id'>, leadId: string, analyticsId: string | undefined): Record<string, string | number> {
  return {
    event: LEAD_SENT_EVENT,
    lead_id: leadId,
    form: lead.form,
    category: successCategory(lead),
    ...(lead.car_id === undefined ? {} : { car_id: lead.car_id }),
    ...(analyticsId ? { analytics_id: analyticsId } : {}),
  };
}
