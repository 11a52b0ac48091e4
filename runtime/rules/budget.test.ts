import { describe, expect, it } from 'vitest';
import {
  BUDGET_LOWEST_PRICE,
  BUDGET_PRICE_FLOOR,
  BUDGET_TERM_YEARS,
  budgetAmount,
  budgetFindsCars,
  budgetPriceRange,
  DEFAULT_BUDGET,
  DEFAULT_BUDGET_DEPOSIT,
  DEFAULT_BUDGET_PERIOD,
  DEFAULT_BUDGET_REPAYMENT,
  estimatedBudget,
  repaymentForPeriod,
} from './budget';

describe('spec detail §9: budget estimate = repayment x 12 (monthly) or x 52 (weekly) x 5 years + deposit', () => {
  it('counts 52 weeks a year for a weekly repayment', () => {
    expect(estimatedBudget({ repayment: 200, period: 'week', deposit: 2000 })).toBe(200 * 52 * 5 + 2000);
    expect(estimatedBudget({ repayment: 200, period: 'week', deposit: 2000 })).toBe(54_000);
  });

  it('counts 12 months a year for a monthly repayment', () => {
    expect(estimatedBudget({ repayment: 600, period: 'month', deposit: 2000 })).toBe(600 * 12 * 5 + 2000);
    expect(estimatedBudget({ repayment: 600, period: 'month', deposit: 2000 })).toBe(38_000);
  });

  it('gives the same repayment a bigger budget weekly than monthly (52 payments a year against 12)', () => {
    const weekly = estimatedBudget({ repayment: 500, period: 'week', deposit: 0 });
    const monthly = estimatedBudget({ repayment: 500, period: 'month', deposit: 0 });
    expect(weekly).toBe(130_000);
    expect(monthly).toBe(30_000);
  });

  it('is over a 5 year term', () => {
    expect(BUDGET_TERM_YEARS).toBe(5);
    expect(estimatedBudget({ repayment: 1, period: 'month', deposit: 0 })).toBe(60);
  });
});

describe('spec detail §9: default repayment 600 monthly or 200 weekly, deposit 2000, period weekly', () => {
  it('starts weekly at 200 with 2000 down: a budget of 54,000', () => {
    expect(DEFAULT_BUDGET_PERIOD).toBe('week');
    expect(DEFAULT_BUDGET_REPAYMENT).toEqual({ week: 200, month: 600 });
    expect(DEFAULT_BUDGET_DEPOSIT).toBe(2000);
    expect(DEFAULT_BUDGET).toBe(54_000);
  });

  it('moves an untouched repayment to the new period’s default, and keeps one the shopper typed', () => {
    expect(repaymentForPeriod('200', 'month')).toBe('600');
    expect(repaymentForPeriod('600', 'week')).toBe('200');
    expect(repaymentForPeriod('$200', 'month')).toBe('600');
    expect(repaymentForPeriod('250', 'month')).toBe('250');
    expect(repaymentForPeriod('', 'month')).toBe('');
  });
});

describe('spec detail §5: repayment and deposit numeric, NaN becomes 0, clamped 0 to 1,000,000; $ and commas stripped', () => {
  it('reads a NaN deposit as 0', () => {
    expect(budgetAmount(Number.NaN)).toBe(0);
    expect(budgetAmount('two thousand')).toBe(0);
    expect(estimatedBudget({ repayment: 200, period: 'week', deposit: Number.NaN })).toBe(52_000);
    expect(estimatedBudget({ repayment: 200, period: 'week', deposit: 'abc' })).toBe(52_000);
    expect(estimatedBudget({ repayment: 200, period: 'week', deposit: '' })).toBe(52_000);
  });

  it('clamps at 1,000,001 to 1,000,000, keeps 1,000,000, and clamps below 0 to 0', () => {
    expect(budgetAmount(1_000_001)).toBe(1_000_000);
    expect(budgetAmount('1,000,001')).toBe(1_000_000);
    expect(budgetAmount(1_000_000)).toBe(1_000_000);
    expect(budgetAmount(-1)).toBe(0);
    expect(estimatedBudget({ repayment: 0, period: 'week', deposit: 1_000_001 })).toBe(1_000_000);
  });

  it('strips $ and thousands commas', () => {
    expect(budgetAmount('$2,000')).toBe(2000);
    expect(budgetAmount(' $54,000.50 ')).toBe(54_000.5);
    expect(estimatedBudget({ repayment: '$200', period: 'week', deposit: '$2,000' })).toBe(54_000);
  });
});

describe('spec detail §4: below the minimum price in the current results the budget finds nothing', () => {
  const cheapest = 12_990;

  it('finds cars with a budget at the exact cheapest price', () => {
    expect(budgetFindsCars(12_990, cheapest)).toBe(true);
  });

  it('finds none one dollar below it', () => {
    expect(budgetFindsCars(12_989, cheapest)).toBe(false);
  });

  it('finds none when there are no results to be cheapest', () => {
    expect(budgetFindsCars(1_000_000, undefined)).toBe(false);
  });
});

describe('spec detail §7: budget searches count only cars priced above 1000', () => {
  it('searches from $1,001 up to the budget', () => {
    expect(BUDGET_PRICE_FLOOR).toBe(1000);
    expect(BUDGET_LOWEST_PRICE).toBe(1001);
    expect(budgetPriceRange(54_000)).toEqual({ min: 1001, max: 54_000 });
  });
});
