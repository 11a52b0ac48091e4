/**
 * Spec (detail, finance, forms, locations, §9, the Trade-in FAQ): "an online
 * estimate is generally not given for cars over 7 years or 100,000 km;
 * estimates come from a third-party valuation tool and are subject to
 * inspection." "Over" is read literally: a car exactly 7 years old, or with
 * exactly 100,000 km, still gets one; 8 years or 100,001 km does not. A
 * car's age is counted in model years (this year less its year), the way a
 * shopper and the rego papers say it.
 */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
export const ONLINE_ESTIMATE_MAX_KMS = 100_000;

export type OnlineEstimateEligibility = { eligible: true } | { eligible: false; reason: 'over-age' | 'over-km' };

export function carAgeYears(year: number, today: Date): number {
  return Math.max(0, today.getUTCFullYear() - year);
}

/** Whether a car may be valued online; the age is checked first, as the FAQ names it first. */
export function onlineEstimateEligibility(car: { year: number; kms: number }, today: Date): OnlineEstimateEligibility {
  if (carAgeYears(car.year, today) > ONLINE_ESTIMATE_MAX_AGE_YEARS) return { eligible: false, reason: 'over-age' };
  if (car.kms > ONLINE_ESTIMATE_MAX_KMS) return { eligible: false, reason: 'over-km' };
  return { eligible: true };
}
