import { AUSTRALIAN_STATES, REGO_PATTERN } from '../../schemas/api/trade-ins';

/**
 * Spec (detail, finance, forms, locations, §3 "Trade-in": rego and
 * regoState; §3 "Valuation form fields": kms, regoState, rego, …; §9
 * "Default form state qld"). A registration plate is 1 to 9 letters and
 * digits in every Australian state and territory (personalised plates
 * included; the request schema holds the pattern); a shopper may type it
 * with spaces, a dash or in lower case, so it is read without them.
 */
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

/** Spec §9: "Default form state qld". */
export const DEFAULT_REGO_STATE: AustralianState = 'QLD';
const REGO = new RegExp(REGO_PATTERN);

/** "abc 123", "ABC-123" and "abc123" are one plate: ABC123. Anything else is kept for the pattern to refuse. */
export function normaliseRego(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

export function isRego(typed: string): boolean {
  return REGO.test(normaliseRego(typed));
}

export function isAustralianState(state: string): state is AustralianState {
  return (AUSTRALIAN_STATES as readonly string[]).includes(state);
}
