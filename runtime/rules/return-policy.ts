/**
 * Spec (detail, finance, forms, locations, §9): return policy (one dealer
 * group): 14 days, at most 500 km, at least a quarter tank of fuel. Only
 * dealers whose group offers it show it, so it is off until turned on.
 */
export const RETURN_POLICY_DAYS = 14;
export const RETURN_POLICY_MAX_KM = 500;
export const RETURN_POLICY_MIN_FUEL = 'a quarter tank of fuel';

/** The policy's conditions as a shopper reads them, one line each. */
export function returnPolicyConditions(): string[] {
  return [`Return the car within ${RETURN_POLICY_DAYS} days`, `Driven no more than ${RETURN_POLICY_MAX_KM} km`, `With at least ${RETURN_POLICY_MIN_FUEL}`];
}
