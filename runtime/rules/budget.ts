import type { PaymentPeriod } from './finance-estimate';
import { calculatorAmount, MONTHS_PER_YEAR, WEEKS_PER_YEAR } from './repayment-calculator';
import { normaliseSearchValue, type NumericRange } from './search-query-string';

/**
 * Spec (detail, finance, forms, locations):
 * §9 "Budget estimate = repayment x 12 (monthly) or x 52 (weekly) x 5 years
 * + deposit. Default repayment 600 monthly or 200 weekly; default deposit
 * 2000; default period weekly; loan term 5 years."
 * §5 "Repayment and deposit: numeric, NaN becomes 0, clamped 0 to
 * 1,000,000." and "Price range and search values are normalised to strip $
 * and commas."
 * §4 "Budget panel: if the computed budget is below the minimum price in the
 * current results, the button is disabled and reads "0 {type}s Found" with
 * the message "No {type}s found for this budget"."
 * §7 "Hosted stock search: filters (site filters; price above 1000 for
 * budget)".
 *
 * Readings the spec leaves open:
 * - The budget typed straight in is read like a repayment or deposit: $ and
 *   commas stripped, NaN 0, clamped 0 to 1,000,000.
 * - "Above 1000" is from $1,001: stock is priced in whole dollars, and a
 *   search range includes its ends.
 * - A repayment the shopper has not changed follows the period: switching
 *   to monthly turns the weekly default 200 into the monthly default 600.
 */
export const BUDGET_TERM_YEARS = 5;
export const DEFAULT_BUDGET_PERIOD: PaymentPeriod = 'week';
export const DEFAULT_BUDGET_REPAYMENT: Readonly<Record<PaymentPeriod, number>> = Object.freeze({ week: 200, month: 600 });
export const DEFAULT_BUDGET_DEPOSIT = 2000;
/** Budget searches count only cars priced above this. */
export const BUDGET_PRICE_FLOOR = 1000;
/** The lowest whole-dollar price a budget search counts. */
export const BUDGET_LOWEST_PRICE = BUDGET_PRICE_FLOOR + 1;

const PERIODS_PER_YEAR: Readonly<Record<PaymentPeriod, number>> = { week: WEEKS_PER_YEAR, month: MONTHS_PER_YEAR };

/** A budget, repayment or deposit as typed ("$2,000"): $ and commas stripped, NaN 0, clamped 0 to 1,000,000. */
export function budgetAmount(written: number | string): number {
  return calculatorAmount(typeof written === 'string' ? normaliseSearchValue(written) : written);
}

export interface BudgetRepayments {
  repayment: number | string;
  period: PaymentPeriod;
  deposit: number | string;
}

/** Repayment × 52 (weekly) or × 12 (monthly) × 5 years, plus the deposit. */
export function estimatedBudget({ repayment, period, deposit }: BudgetRepayments): number {
  return budgetAmount(repayment) * PERIODS_PER_YEAR[period] * BUDGET_TERM_YEARS + budgetAmount(deposit);
}

/** The budget the panel starts with: the defaults' estimate (200 a week for 5 years and 2000 down: 54,000). */
export const DEFAULT_BUDGET = estimatedBudget({
  repayment: DEFAULT_BUDGET_REPAYMENT[DEFAULT_BUDGET_PERIOD],
  period: DEFAULT_BUDGET_PERIOD,
  deposit: DEFAULT_BUDGET_DEPOSIT,
});

/** The repayment after the period changes: one still at a period's default takes the new period's default; one the shopper typed stays. */
export function repaymentForPeriod(written: string, period: PaymentPeriod): string {
  const isDefault = written.trim() !== '' && Object.values(DEFAULT_BUDGET_REPAYMENT).includes(budgetAmount(written));
  return isDefault ? String(DEFAULT_BUDGET_REPAYMENT[period]) : written;
}

/**
 * Whether the budget reaches a car: not when it is below the cheapest car in
 * the current results, nor when there are no results at all (no cheapest).
 */
export function budgetFindsCars(budget: number, cheapestPrice: number | undefined): boolean {
  return cheapestPrice !== undefined && budget >= cheapestPrice;
}

/** The price filter of a budget search: above $1,000, up to the budget. */
export function budgetPriceRange(budget: number): NumericRange {
  return { min: BUDGET_LOWEST_PRICE, max: budget };
}
