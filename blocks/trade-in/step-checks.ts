import { type LeadFormRules, leadRequirementErrors, REQUIRED_MESSAGE } from '../../runtime/rules/lead-requirements';
import type { TradeInRegoRequest, TradeInStartRequest, TradeInValuationRequest } from '../../schemas/api/trade-ins';
import { describeErrors } from '../../schemas/errors';
import { validateTradeInRego, validateTradeInStart, validateTradeInValuation } from '../../schemas/generated/trade-in-validators.js';
import type { ValidateFunction } from 'ajv';
import { FIELD_LABELS, type TradeInField } from './words';

/** One thing the shopper must fix: the field it is on (absent when no field shows it) and the sentence to read. */
export interface StepProblem {
  field?: TradeInField;
  sentence: string;
}

/**
 * The shopper's words for what the schema says too technically; the
 * server's 400 keeps the schema's own. A missing field keeps "is required".
 */
const SHOPPER_WORDS: Readonly<Record<string, string>> = {
  '/email': 'must be an email address, like name@example.com',
  '/phone': 'must be a phone number, like 0412 345 678',
  '/kms': 'must be a whole number of kilometres, up to 999,999',
};

/** A JSON Pointer from the schema or the server as the field that shows it: the adjustment answers' questions are fields of their own, the dealership is chosen through the location select. */
export function fieldAt(pointer: string): TradeInField | undefined {
  const name = pointer === '/dealership_slug' ? 'location_id' : pointer.replace(/^\/(adjustmentAnswers\/)?/, '');
  return name in FIELD_LABELS ? (name as TradeInField) : undefined;
}

/** "is required" is said of the field ("Mobile Number is required"); a whole sentence stands alone. */
export function problemsOf(found: readonly { field: string; message: string }[]): StepProblem[] {
  return found.map(({ field: pointer, message }) => {
    const field = fieldAt(pointer);
    const words = message !== REQUIRED_MESSAGE && SHOPPER_WORDS[pointer] ? SHOPPER_WORDS[pointer] : message;
    if (!field) return { sentence: `${pointer.slice(1)} ${words}` };
    return { field, sentence: /^[a-z]/.test(words) ? `${FIELD_LABELS[field]} ${words}` : words };
  });
}

/**
 * Checks a step's request with its validator written ahead of time
 * (schemas/generated, `npm run schema`): the server's schema and options,
 * so the step refuses what the server refuses, without compiling anything
 * in the browser, where the page's Content-Security-Policy forbids it.
 */
function check<Request>(validate: ValidateFunction, request: unknown): { request: Request; problems: StepProblem[] } {
  const copy = structuredClone(request);
  if (validate(copy)) return { request: copy as Request, problems: [] };
  return { request: copy as Request, problems: problemsOf(describeErrors(copy, validate.errors).map(({ path, message }) => ({ field: path, message }))) };
}

export function checkStart(request: unknown, rules: LeadFormRules) {
  const checked = check<TradeInStartRequest>(validateTradeInStart, request);
  return { ...checked, problems: [...checked.problems, ...problemsOf(leadRequirementErrors(checked.request, rules))] };
}

export const checkRego = (request: unknown) => check<TradeInRegoRequest>(validateTradeInRego, request);
export const checkValuation = (request: unknown) => check<TradeInValuationRequest>(validateTradeInValuation, request);
