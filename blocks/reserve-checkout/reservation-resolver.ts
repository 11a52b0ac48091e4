import type { Resolver } from 'react-hook-form';
import type { LeadRequirementError } from '../../runtime/rules/lead-requirements';
import { REQUIRED_MESSAGE } from '../../runtime/rules/lead-requirements';
import { reservationContactErrors } from '../../runtime/rules/reservation-contact';
import type { ReservationRequest } from '../../schemas/api/reservations';
import { describeErrors } from '../../schemas/errors';
import validateReservationRequest from '../../schemas/generated/reservation-request-validator.js';

/** The checkout's fields, in page order: the order of the error list too. */
export const RESERVATION_FIELDS = ['first_name', 'last_name', 'email', 'mobile'] as const;
export type ReservationField = (typeof RESERVATION_FIELDS)[number];
export type ReservationFormValues = Record<ReservationField, string>;

/** Each field's label, in the lead form's words (spec detail §3 "Contact form fields"). */
export const RESERVATION_FIELD_LABELS: Readonly<Record<ReservationField, string>> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email Address',
  mobile: 'Mobile Number',
};

/** The shopper's words for what the schema says too technically; the server's 400 keeps the schema's. */
const SHOPPER_WORDS: Readonly<Record<string, string>> = {
  '/email': 'must be an email address, like name@example.com',
  '/mobile': 'must be a phone number, like 0412 345 678',
  '/first_name': REQUIRED_MESSAGE,
  '/last_name': REQUIRED_MESSAGE,
};

export interface ReservationContext {
  idempotencyKey: string;
  carId: number;
}

/** What the form sends: the shopper's answers, trimmed, with the attempt's key and the car; a field left blank is left out, so it reads "is required". */
export function reservationRequestOf(values: ReservationFormValues, context: ReservationContext): ReservationRequest {
  const answered = RESERVATION_FIELDS.flatMap((field) => {
    const value = (values[field] ?? '').trim();
    return value === '' ? [] : [[field, value] as const];
  });
  return { idempotency_key: context.idempotencyKey, car_id: context.carId, ...Object.fromEntries(answered) } as ReservationRequest;
}

/**
 * Checks a reservation with the validator written ahead of time from the
 * request schema (schemas/generated, `npm run schema`) and the contact rule
 * the server also asks, without compiling anything in the browser.
 */
export function reservationProblems(request: ReservationRequest): LeadRequirementError[] {
  const copy = structuredClone(request);
  const schemaProblems = validateReservationRequest(copy)
    ? []
    : describeErrors(copy, validateReservationRequest.errors).map(({ path, message }) => ({
        field: path,
        message: message !== REQUIRED_MESSAGE && SHOPPER_WORDS[path] ? SHOPPER_WORDS[path] : message,
      }));
  const seen = new Set(schemaProblems.map((problem) => problem.field));
  return [...schemaProblems, ...reservationContactErrors(copy).filter((problem) => !seen.has(problem.field))];
}

/** A problem as the shopper reads it: "First Name is required"; a whole sentence stands alone. */
export function problemSentence(field: ReservationField, message: string): string {
  return /^[a-z]/.test(message) ? `${RESERVATION_FIELD_LABELS[field]} ${message}` : message;
}

type FieldErrors = Record<string, { type: string; message: string }>;

/** Problems as react-hook-form holds them: each on its field; any the form has no field for (the car, the key) under `root`. */
export function formErrorsOf(problems: readonly LeadRequirementError[]): FieldErrors {
  const errors: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const problem of problems) {
    const field = problem.field.slice(1) as ReservationField;
    if ((RESERVATION_FIELDS as readonly string[]).includes(field)) errors[field] ??= { type: 'reservation', message: problemSentence(field, problem.message) };
    else elsewhere.push(`${problem.field.slice(1)} ${problem.message}`);
  }
  if (elsewhere.length > 0) errors.root = { type: 'reservation', message: elsewhere.join('; ') };
  return errors;
}

/** The form's resolver: a valid form resolves to the request it sends. */
export function reservationResolver(context: () => ReservationContext): Resolver<ReservationFormValues, unknown, ReservationRequest> {
  return async (values) => {
    const request = reservationRequestOf(values, context());
    const problems = reservationProblems(request);
    return problems.length === 0 ? { values: request, errors: {} } : { values: {}, errors: formErrorsOf(problems) };
  };
}
