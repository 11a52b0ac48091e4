import { describe, expect, it } from 'vitest';
import { RETURN_POLICY_DAYS, RETURN_POLICY_MAX_KM, RETURN_POLICY_MIN_FUEL, returnPolicyConditions } from './return-policy';

describe('spec detail §9: return policy (one dealer group) — 14 days, at most 500 km, at least a quarter tank of fuel', () => {
  it('holds the spec’s limits', () => {
    expect(RETURN_POLICY_DAYS).toBe(14);
    expect(RETURN_POLICY_MAX_KM).toBe(500);
    expect(RETURN_POLICY_MIN_FUEL).toBe('a quarter tank of fuel');
  });

  it('words each condition for the shopper', () => {
    expect(returnPolicyConditions()).toEqual(['Return the car within 14 days', 'Driven no more than 500 km', 'With at least a quarter tank of fuel']);
  });
});
