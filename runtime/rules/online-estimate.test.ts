import { describe, expect, it } from 'vitest';
import { carAgeYears, ONLINE_ESTIMATE_MAX_AGE_YEARS, ONLINE_ESTIMATE_MAX_KMS, onlineEstimateEligibility } from './online-estimate';

const TODAY = new Date('2026-11-22T00:00:00Z');

describe('spec detail §9 Trade-in FAQ: "an online estimate is generally not given for cars over 7 years or 100,000 km"', () => {
  it('names the FAQ limits', () => {
    expect(ONLINE_ESTIMATE_MAX_AGE_YEARS).toBe(7);
    expect(ONLINE_ESTIMATE_MAX_KMS).toBe(100_000);
  });

  it('a car of 7 years gets an estimate; 8 years is over 7 and does not', () => {
    expect(onlineEstimateEligibility({ year: 2019, kms: 50_000 }, TODAY)).toEqual({ eligible: true });
    expect(onlineEstimateEligibility({ year: 2018, kms: 50_000 }, TODAY)).toEqual({ eligible: false, reason: 'over-age' });
  });

  it('100,000 km gets an estimate; 100,001 km is over 100,000 and does not', () => {
    expect(onlineEstimateEligibility({ year: 2022, kms: 100_000 }, TODAY)).toEqual({ eligible: true });
    expect(onlineEstimateEligibility({ year: 2022, kms: 100_001 }, TODAY)).toEqual({ eligible: false, reason: 'over-km' });
  });

  it('a car over both limits is refused for its age, the first limit the FAQ names', () => {
    expect(onlineEstimateEligibility({ year: 2010, kms: 250_000 }, TODAY)).toEqual({ eligible: false, reason: 'over-age' });
  });

  it('counts age in model years, never below 0 (next year’s model bought this year)', () => {
    expect(carAgeYears(2019, TODAY)).toBe(7);
    expect(carAgeYears(2019, new Date('2026-01-01T00:00:00Z'))).toBe(7);
    expect(carAgeYears(2027, TODAY)).toBe(0);
  });
});
