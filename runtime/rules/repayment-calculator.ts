import { DEFAULT_INTEREST_RATE, MAX_INTEREST_RATE } from '../../schemas/finance-settings';
import { DEPOSIT_SHARE, FINANCE_TERM_YEARS } from './finance-estimate';

/**
 * Spec (detail, finance, forms, locations):
 * §5 "Repayment and deposit: numeric, NaN becomes 0, clamped 0 to 1,000,000."
 * §9 "Default calculator interest rate 8.5 in one place and 10 percent in
 * another." The spec gives two defaults, 8.5% and 10%; we use 8.5% (the
 * default of settings.finance.defaultInterestRate), which a dealer may change.
 * §9 "Finance estimate: 5 year term": the term the calculator starts with.
 *
 * Repayments are standard amortisation: a loan L at a yearly rate R over Y
 * years, paid k times a year, costs L·r / (1 − (1 + r)^−n) each time, where
 * r = R / k and n = Y·k; at 0% it is L / n. The price is clamped like the
 * deposit; the rate to the settings' own limit; the term to whole years
 * from 1 to MAX_CALCULATOR_TERM_YEARS, a blank or unreadable one being the
 * 5-year term.
 */
export const DEFAULT_CALCULATOR_INTEREST_RATE = DEFAULT_INTEREST_RATE;
export const MAX_CALCULATOR_INTEREST_RATE = MAX_INTEREST_RATE;
export const MAX_CALCULATOR_AMOUNT = 1_000_000;
export const MIN_CALCULATOR_TERM_YEARS = 1;
export const MAX_CALCULATOR_TERM_YEARS = 7;
export const WEEKS_PER_YEAR = 52;
export const MONTHS_PER_YEAR = 12;

export interface RepaymentInputs {
  price: number | string;
  deposit: number | string;
  termYears: number | string;
  /** Percent a year: 8.5 is 8.5%. */
  annualRatePercent: number | string;
}

export interface Repayments {
  loanAmount: number;
  weekly: number;
  monthly: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** An input as a number: blank is 0, anything unreadable NaN. */
function numberOf(value: number | string): number {
  return typeof value === 'number' ? value : Number(value.trim());
}

/** A price, deposit or repayment as typed: NaN becomes 0, then clamped 0 to 1,000,000. */
export function calculatorAmount(value: number | string): number {
  const amount = numberOf(value);
  return Number.isNaN(amount) ? 0 : clamp(amount, 0, MAX_CALCULATOR_AMOUNT);
}

/** A yearly rate in percent: NaN becomes 0, clamped 0 to the settings' maximum. */
export function calculatorRate(value: number | string): number {
  const rate = numberOf(value);
  return Number.isNaN(rate) ? 0 : clamp(rate, 0, MAX_CALCULATOR_INTEREST_RATE);
}

/** Whole years from 1 to 7; a blank or unreadable term is the 5-year term. */
export function calculatorTermYears(value: number | string): number {
  const years = typeof value === 'string' && value.trim() === '' ? Number.NaN : numberOf(value);
  if (Number.isNaN(years)) return FINANCE_TERM_YEARS;
  return clamp(Math.round(years), MIN_CALCULATOR_TERM_YEARS, MAX_CALCULATOR_TERM_YEARS);
}

/** The deposit the calculator starts with: the same 10% the estimate's lender asks. */
export function defaultCalculatorDeposit(price: number): number {
  return Math.round(calculatorAmount(price) * DEPOSIT_SHARE);
}

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** One repayment, unrounded, on a loan paid `periodsPerYear` times a year. */
export function repayment(loan: number, annualRatePercent: number, termYears: number, periodsPerYear: number): number {
  const periods = termYears * periodsPerYear;
  const rate = annualRatePercent / 100 / periodsPerYear;
  if (loan === 0) return 0;
  if (rate === 0) return loan / periods;
  return (loan * rate) / (1 - (1 + rate) ** -periods);
}

/** Weekly and monthly repayments, to the cent, on the price less the deposit. */
export function repayments(inputs: RepaymentInputs): Repayments {
  const loan = Math.max(0, calculatorAmount(inputs.price) - calculatorAmount(inputs.deposit));
  const rate = calculatorRate(inputs.annualRatePercent);
  const years = calculatorTermYears(inputs.termYears);
  return {
    loanAmount: loan,
    weekly: toCents(repayment(loan, rate, years, WEEKS_PER_YEAR)),
    monthly: toCents(repayment(loan, rate, years, MONTHS_PER_YEAR)),
  };
}
