import type { Resolver } from 'react-hook-form';
import { type LeadFormValues, type LeadPayloadContext, leadPayload } from '../../../runtime/rules/lead-payload';
import { type LeadFormRules, type LeadRequirementError, leadRequirementErrors, POSTCODE_MESSAGE, REQUIRED_MESSAGE } from '../../../runtime/rules/lead-requirements';
import type { LeadRequest } from '../../../schemas/api/leads';
import { describeErrors } from '../../../schemas/errors';
import validateLeadRequest from '../../../schemas/generated/lead-request-validator.js';
import { fieldAt, problemSentence } from './fields';

/**
 * The shopper's words for what the schema's own words say too technically
 * (the server's 400 keeps the schema's); a missing field keeps "is required".
 */
const SHOPPER_WORDS: Readonly<Record<string, string>> = {
  '/email': 'must be an email address, like name@example.com',
  '/phone': 'must be a phone number, like 0412 345 678',
  '/postcode': POSTCODE_MESSAGE,
  '/date_time': 'must be a date and time',
};

/**
 * Checks a lead with the validator written ahead of time from the request
 * schema (schemas/generated, `npm run schema`): the server's options and
 * formats, so the form refuses what the server refuses, without compiling
 * anything in the browser, where the page's Content-Security-Policy forbids
 * evaluating code. Returns the lead with the schema's defaults filled in.
 */
export function checkLeadRequest(lead: unknown): { lead: LeadRequest; problems: LeadRequirementError[] } {
  const copy = structuredClone(lead);
  if (validateLeadRequest(copy)) return { lead: copy as LeadRequest, problems: [] };
  const problems = describeErrors(copy, validateLeadRequest.errors).map(({ path, message }) => ({
    field: path,
    message: message !== REQUIRED_MESSAGE && SHOPPER_WORDS[path] ? SHOPPER_WORDS[path] : message,
  }));
  return { lead: copy as LeadRequest, problems };
}

/** Problems as react-hook-form holds them: each on its field, in the shopper's words; any the form has no field for under `root`. */
export function formErrorsOf(problems: readonly LeadRequirementError[], shown: readonly string[]): Record<string, { type: string; message: string }> {
  const errors: Record<string, { type: string; message: string }> = {};
  const elsewhere: string[] = [];
  for (const problem of problems) {
    const field = fieldAt(problem.field, shown);
    if (field === undefined) elsewhere.push(`${problem.field.slice(1)} ${problem.message}`);
    else errors[field] ??= { type: 'lead', message: problemSentence(field, problem.message) };
  }
  if (elsewhere.length > 0) errors.root = { type: 'lead', message: elsewhere.join('; ') };
  return errors;
}

/**
 * The form's resolver: the shopper's answers made the request they will send
 * (`leadPayload`), checked against the request schema and against the
 * dealer's rules. A valid form resolves to the request itself.
 */
export function leadResolver(rules: LeadFormRules, shown: readonly string[], context: () => LeadPayloadContext): Resolver<LeadFormValues, unknown, LeadRequest> {
  return async (values) => {
    const { lead, problems: schemaProblems } = checkLeadRequest(leadPayload(values, context()));
    const problems = [...schemaProblems, ...leadRequirementErrors(lead, rules)];
    if (problems.length === 0) return { values: lead, errors: {} };
    return { values: {}, errors: formErrorsOf(problems, shown) };
  };
}
