import { describe, expect, it } from 'vitest';
import {
  calculatorAmount,
  calculatorRate,
  calculatorTermYears,
  DEFAULT_CALCULATOR_INTEREST_RATE,
  defaultCalculatorDeposit,
  MAX_CALCULATOR_AMOUNT,
  MAX_CALCULATOR_INTEREST_RATE,
  repayments,
} from './repayment-calculator';

describe('spec detail §5: repayment and deposit are numeric, NaN becomes 0, clamped 0 to 1,000,000', () => {
  it('is 1,000,000 at most', () => {
    expect(MAX_CALCULATOR_AMOUNT).toBe(1_000_000);
  });

  it('makes NaN, blank and unreadable input 0', () => {
    expect(calculatorAmount(Number.NaN)).toBe(0);
    expect(calculatorAmount('')).toBe(0);
    expect(calculatorAmount('   ')).toBe(0);
    expect(calculatorAmount('abc')).toBe(0);
  });

  it('clamps at both ends: 0 and 1,000,000 are kept, -1 and 1,000,001 are not', () => {
    expect(calculatorAmount(0)).toBe(0);
    expect(calculatorAmount(-1)).toBe(0);
    expect(calculatorAmount(1_000_000)).toBe(1_000_000);
    expect(calculatorAmount(1_000_001)).toBe(1_000_000);
    expect(calculatorAmount('1e9')).toBe(1_000_000);
    expect(calculatorAmount(Number.POSITIVE_INFINITY)).toBe(1_000_000);
  });

  it('reads typed numbers', () => {
    expect(calculatorAmount('34990')).toBe(34_990);
    expect(calculatorAmount(' 2000.5 ')).toBe(2000.5);
  });
});

describe('spec detail §9: default calculator interest rate 8.5 (the spec also says 10 elsewhere)', () => {
  it('starts at 8.5%', () => {
    expect(DEFAULT_CALCULATOR_INTEREST_RATE).toBe(8.5);
  });

  it('keeps a rate between 0 and the settings maximum, NaN becoming 0', () => {
    expect(MAX_CALCULATOR_INTEREST_RATE).toBe(30);
    expect(calculatorRate('8.5')).toBe(8.5);
    expect(calculatorRate(-0.01)).toBe(0);
    expect(calculatorRate(30)).toBe(30);
    expect(calculatorRate(30.01)).toBe(30);
    expect(calculatorRate('x')).toBe(0);
  });

  it('keeps the term in whole years from 1 to 7, a blank or unreadable term being the 5-year term', () => {
    expect(calculatorTermYears(1)).toBe(1);
    expect(calculatorTermYears(0)).toBe(1);
    expect(calculatorTermYears(7)).toBe(7);
    expect(calculatorTermYears(8)).toBe(7);
    expect(calculatorTermYears('4.6')).toBe(5);
    expect(calculatorTermYears('')).toBe(5);
    expect(calculatorTermYears('five')).toBe(5);
  });

  it('starts the deposit at 10% of the price', () => {
    expect(defaultCalculatorDeposit(34_990)).toBe(3_499);
    expect(defaultCalculatorDeposit(Number.NaN)).toBe(0);
  });
});

describe('repayments by standard amortisation', () => {
  it('matches known values: $10,000 at 6% over 5 years is $193.33 a month', () => {
    expect(repayments({ price: 10_000, deposit: 0, termYears: 5, annualRatePercent: 6 }).monthly).toBe(193.33);
  });

  it('matches known values: $30,000 at 8.5% over 5 years is $615.50 a month and $141.73 a week', () => {
    expect(repayments({ price: 30_000, deposit: 0, termYears: 5, annualRatePercent: 8.5 })).toEqual({ loanAmount: 30_000, weekly: 141.73, monthly: 615.5 });
  });

  it('lends the price less the deposit', () => {
    expect(repayments({ price: 33_000, deposit: 3_000, termYears: 5, annualRatePercent: 8.5 })).toEqual({ loanAmount: 30_000, weekly: 141.73, monthly: 615.5 });
  });

  it('divides the loan evenly at 0%', () => {
    expect(repayments({ price: 20_000, deposit: 0, termYears: 5, annualRatePercent: 0 })).toEqual({ loanAmount: 20_000, weekly: 76.92, monthly: 333.33 });
  });

  it('owes nothing when the deposit covers the price, or exceeds it', () => {
    expect(repayments({ price: 20_000, deposit: 20_000, termYears: 5, annualRatePercent: 8.5 })).toEqual({ loanAmount: 0, weekly: 0, monthly: 0 });
    expect(repayments({ price: 20_000, deposit: 25_000, termYears: 5, annualRatePercent: 8.5 })).toEqual({ loanAmount: 0, weekly: 0, monthly: 0 });
  });

  it('treats NaN inputs as 0 and clamps the price to 1,000,000', () => {
    expect(repayments({ price: Number.NaN, deposit: 0, termYears: 5, annualRatePercent: 8.5 })).toEqual({ loanAmount: 0, weekly: 0, monthly: 0 });
    expect(repayments({ price: 30_000, deposit: 'abc', termYears: 5, annualRatePercent: 'abc' }).monthly).toBe(500);
    expect(repayments({ price: 5_000_000, deposit: 0, termYears: 5, annualRatePercent: 0 }).loanAmount).toBe(1_000_000);
  });
});
