import { ONLINE_ESTIMATE_MAX_AGE_YEARS, ONLINE_ESTIMATE_MAX_KMS } from '../../runtime/rules/online-estimate';
import type { CAR_CONDITIONS, NO_ESTIMATE_REASONS } from '../../schemas/api/trade-ins';
import { wholeNumberText } from '../../runtime/rules/formatters';

/** Spec detail §4 "Trade-in steps: lead data, rego lookup, valuation, offer acceptance", as the shopper reads them. */
export const STEP_TITLES = ['Your details', 'Rego lookup', 'Valuation', 'Offer'] as const;

/** The progress in one line, as a phone shows it: "Step 2 of 4 · Rego lookup". */
export const stepOfSteps = (step: number): string => `Step ${step + 1} of ${STEP_TITLES.length} · ${STEP_TITLES[step]}`;
export const ALL_STEPS_DONE = `All ${STEP_TITLES.length} steps done`;
/** A phone's way back a step, where the full stepper's earlier steps are buttons. */
export const backTo = (step: number): string => `Back to ${STEP_TITLES[step]}`;
export const REOPENING = 'Reopening your trade-in…';
export const START_AGAIN = 'Start again';

/** Spec §3 "Valuation form fields" (kms, regoState, rego, name, phone, email, location_id), labelled as the contact form labels them (§3). */
export const FIELD_LABELS = {
  name: 'First Name',
  phone: 'Mobile Number',
  email: 'Email Address',
  location_id: 'Dealership',
  terms_accepted: 'Terms of use',
  rego: 'Registration (rego)',
  regoState: 'State',
  kms: 'Odometer (km)',
  condition: 'Overall condition',
  accident_history: 'Has it been in an accident or had panel repairs?',
  service_history: 'Does it have a full service history?',
  mechanical_issues: 'Any warning lights or known mechanical problems?',
} as const;

export type TradeInField = keyof typeof FIELD_LABELS;

export const CONDITION_LABELS: Readonly<Record<(typeof CAR_CONDITIONS)[number], string>> = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' };

const kms = wholeNumberText(ONLINE_ESTIMATE_MAX_KMS);

/** Why there is no online estimate, in the FAQ's words where it has them (spec §9). */
export const NO_ESTIMATE_WORDS: Readonly<Record<(typeof NO_ESTIMATE_REASONS)[number], string>> = {
  'over-age': `We do not give an online estimate for cars over ${ONLINE_ESTIMATE_MAX_AGE_YEARS} years old.`,
  'over-km': `We do not give an online estimate for cars over ${kms} km.`,
  'no-comparables': 'We have no comparable cars to estimate yours from online.',
  'unknown-vehicle': 'Without the car’s details from a rego lookup we cannot estimate it online.',
  unavailable: 'The valuation service is not answering just now.',
};

export const NO_ESTIMATE_HEADING = 'No online estimate for this car';
/** The dealer's call back, offered whenever no estimate is possible online: the lead has reached the dealer already. */
export const CALL_BACK = 'We have your details and will call you back to value your car in person.';
export const REGO_NOT_FOUND = 'We could not find a car for that rego. Check the rego and state and look it up again, or carry on and we will value your car in person.';
export const OFFER_ACCEPTED_HEADING = 'Offer accepted';
export const OFFER_ACCEPTED_TEXT = 'Thank you. We will call you to arrange an inspection of your car; the offer stands if it is as you described it.';
export const SUBJECT_TO_INSPECTION = 'Subject to inspection.';
