import type { YES_NO } from '../../schemas/api/leads';
import type { AdjustmentAnswers, CAR_CONDITIONS } from '../../schemas/api/trade-ins';

/**
 * The local valuation provider's formula: an estimate of a shopper's car
 * from the prices of this dealer's comparable stock (same make and model,
 * near the year), adjusted for age and km, then for the shopper's answers.
 * The spec (detail §9, the Trade-in FAQ) leaves the formula to "a
 * third-party valuation tool"; this one works offline on the demo data and
 * always says it is an estimate. The constants are its assumptions, named so
 * a dealer can read what the figure rests on.
 */

/** A comparable is within this many model years of the shopper's car. */
export const COMPARABLE_YEAR_SPAN = 2;
/** The nearest ones are enough; more would only let old stock outvote close matches. */
export const MAX_COMPARABLES = 20;
/** Each model year a comparable is newer than the shopper's car takes this share off its price (and each year older adds it back). */
export const AGE_ADJUSTMENT_PER_YEAR = 0.08;
/** Each 10,000 km more than a comparable takes this share off its price (fewer km add it). */
export const KM_ADJUSTMENT_PER_10000_KM = 0.02;
/** However far apart the odometers, km move a comparable's price by at most 30% either way. */
export const KM_FACTOR_LIMITS = { min: 0.7, max: 1.3 } as const;
/** Stock prices are retail; a dealer buys a trade-in for less, to recondition, warrant and sell it. */
export const TRADE_SHARE_OF_RETAIL = 0.8;
/** The estimate is a range this share either side of its centre. */
export const ESTIMATE_SPREAD = 0.05;
/** Figures are rounded to the nearest $100: an estimate to the dollar would claim a precision it has not. */
export const ESTIMATE_ROUNDING_DOLLARS = 100;
/** What each adjustment answer does to the estimate, as a share of it. */
export const ANSWER_ADJUSTMENTS = {
  condition: { excellent: 0.03, good: 0, fair: -0.08, poor: -0.18 },
  accident_history: { yes: -0.1, no: 0 },
  service_history: { yes: 0, no: -0.05 },
  mechanical_issues: { yes: -0.12, no: 0 },
} as const satisfies Record<'condition', Record<(typeof CAR_CONDITIONS)[number], number>> &
  Record<Exclude<keyof AdjustmentAnswers, 'condition'>, Record<(typeof YES_NO)[number], number>>;

/** What the formula reads of a car in stock. */
export interface StockPrice {
  make: string;
  model: string;
  year: number;
  km: number;
  price: number;
}

/** The shopper's car: from the rego lookup, with the kms they typed. */
export interface CarToValue {
  make: string;
  model: string;
  year: number;
  kms: number;
}

export type ComparableStockEstimate =
  | { outcome: 'estimate'; low: number; high: number; offer_price: number; comparables: number }
  | { outcome: 'no-estimate'; reason: 'no-comparables' };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const roundToHundreds = (dollars: number) => Math.round(dollars / ESTIMATE_ROUNDING_DOLLARS) * ESTIMATE_ROUNDING_DOLLARS;
const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));

export function isComparable(stock: StockPrice, car: CarToValue): boolean {
  return stock.price > 0 && sameName(stock.make, car.make) && sameName(stock.model, car.model) && Math.abs(stock.year - car.year) <= COMPARABLE_YEAR_SPAN;
}

/** A comparable's price as if it were the shopper's car's year and km. */
export function adjustedPrice(stock: StockPrice, car: CarToValue): number {
  const ageFactor = (1 - AGE_ADJUSTMENT_PER_YEAR) ** (stock.year - car.year);
  const kmFactor = clamp(1 - (KM_ADJUSTMENT_PER_10000_KM * (car.kms - stock.km)) / 10_000, KM_FACTOR_LIMITS);
  return stock.price * ageFactor * kmFactor;
}

export function answersFactor(answers: AdjustmentAnswers): number {
  return (Object.keys(ANSWER_ADJUSTMENTS) as (keyof AdjustmentAnswers)[]).reduce(
    (factor, question) => factor * (1 + (ANSWER_ADJUSTMENTS[question] as Record<string, number>)[answers[question]]),
    1,
  );
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The estimate: the median adjusted price of the nearest comparables (by
 * year, then km), at the trade share of retail, moved by the answers, as a
 * range rounded to $100s. The offer is the range's lower figure, subject to
 * inspection. No comparable stock: no estimate, and the dealer calls back.
 */
export function comparableStockEstimate(car: CarToValue, answers: AdjustmentAnswers, stock: readonly StockPrice[]): ComparableStockEstimate {
  const nearest = stock
    .filter((candidate) => isComparable(candidate, car))
    .sort((a, b) => Math.abs(a.year - car.year) - Math.abs(b.year - car.year) || Math.abs(a.km - car.kms) - Math.abs(b.km - car.kms))
    .slice(0, MAX_COMPARABLES);
  if (nearest.length === 0) return { outcome: 'no-estimate', reason: 'no-comparables' };
  const centre = median(nearest.map((comparable) => adjustedPrice(comparable, car))) * TRADE_SHARE_OF_RETAIL * answersFactor(answers);
  const low = roundToHundreds(centre * (1 - ESTIMATE_SPREAD));
  return { outcome: 'estimate', low, high: roundToHundreds(centre * (1 + ESTIMATE_SPREAD)), offer_price: low, comparables: nearest.length };
}
