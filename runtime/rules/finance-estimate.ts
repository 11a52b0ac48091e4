import type { Car, FinanceProvider, Lender } from '../../schemas/entities/car';
import type { Settings } from '../../schemas/settings';
import { isAvailable } from './vehicle-availability';
import { madeOnFirstUse, SITE_LOCALE } from './formatters';

/**
 * Spec (detail, finance, forms, locations):
 * §4 "Finance display is chosen by lender provider."
 * §5 "Finance estimate shown only if the lender has non-null interestRate and
 * comparisonRate, the vehicle is available, the dealer is not excluded, and
 * provider rules hold: one provider needs year within the last 12 years,
 * price over 500 and a weekly payment; another needs price over 500 and
 * weekly payment; another needs price over 500 and monthly payment."
 * §9 "Finance estimate: 5 year term; comparison rate basis a $30,000 loan;
 * deposit 10% for one lender; offer valid one month ahead. Disclaimer:
 * indicative only, not a binding quote, finance to approved applicants."
 *
 * The three provider rules map onto FINANCE_PROVIDERS (schemas/settings.ts)
 * by the names the providers were given there: weekly-recent-years is the
 * one needing a recent car, weekly the other weekly one, monthly the monthly
 * one (FINANCE_PROVIDER_RULES). The spec does not say which lender takes the
 * 10% deposit; it goes with weekly-recent-years, whose age limit marks it as
 * the loan secured on the car, and DEPOSIT_PROVIDER moves it in one place.
 *
 * Readings the spec leaves open:
 * - "Within the last 12 years" counts calendar years back from the year of
 *   `now` (UTC): a car 12 years old qualifies, one 13 years old does not.
 * - "A weekly payment" is a paymentWeek above 0 (feeds write 0 for none);
 *   likewise a monthly one.
 * - "Price over 500" reads the car's price: 500 itself does not qualify.
 * - A dealer may use several providers: the first in its list whose estimate
 *   qualifies is shown.
 * - The term shown is the spec's 5 years and the deposit 10% of the car's
 *   price; the lender entry's own termYears and deposit are not shown.
 */
export const FINANCE_MAX_AGE_YEARS = 12;
export const FINANCE_MINIMUM_PRICE = 500;
export const FINANCE_TERM_YEARS = 5;
export const COMPARISON_RATE_LOAN = 30_000;
export const DEPOSIT_SHARE = 0.1;
export const DEPOSIT_PROVIDER: FinanceProvider = 'weekly-recent-years';
export const OFFER_VALID_MONTHS = 1;
export const FINANCE_DISCLAIMER = 'This estimate is indicative only and is not a binding quote. Finance to approved applicants.';

export type PaymentPeriod = 'week' | 'month';

interface ProviderRule {
  period: PaymentPeriod;
  /** Oldest car the provider finances, in years; absent when it finances any age. */
  maxAgeYears?: number;
}

export const FINANCE_PROVIDER_RULES: Readonly<Record<FinanceProvider, ProviderRule>> = {
  'weekly-recent-years': { period: 'week', maxAgeYears: FINANCE_MAX_AGE_YEARS },
  weekly: { period: 'week' },
  monthly: { period: 'month' },
};

/** Why no estimate is shown: the editor tells the marketer, shoppers simply see none. */
export type FinanceRefusal = 'dealer-excluded' | 'unavailable' | 'no-lender' | 'no-rates' | 'too-old' | 'price-too-low' | 'no-weekly-payment' | 'no-monthly-payment';

export interface FinanceEstimate {
  provider: FinanceProvider;
  period: PaymentPeriod;
  /** Dollars each week or month, as the lender quoted. */
  payment: number;
  interestRate: number;
  comparisonRate: number;
  termYears: number;
  comparisonRateLoan: number;
  /** Only for the lender that asks for one. */
  deposit?: { share: number; amount: number };
  validUntil: Date;
  /** The lender's own words, shown under the general disclaimer. */
  lenderDisclaimer: string;
}

export type FinanceDecision = { shown: true; estimate: FinanceEstimate } | { shown: false; refusal: FinanceRefusal };

export type FinanceCarFields = Pick<Car, 'year' | 'price' | 'status' | 'finance_lenders'>;
export type FinanceSettings = Pick<Settings['finance'], 'providers' | 'excluded'>;

/** Whole calendar years between the car's year and the year of `now`. */
export function carAgeYears(car: Pick<Car, 'year'>, now: Date): number {
  return now.getUTCFullYear() - car.year;
}

interface QuotedRates {
  interestRate: number;
  comparisonRate: number;
}

/** Both rates, or undefined when the lender left either out. */
function quotedRates(lender: Lender): QuotedRates | undefined {
  const { interestRate, comparisonRate } = lender;
  return interestRate === null || comparisonRate === null ? undefined : { interestRate, comparisonRate };
}

/** Why this provider's lender entry may not be shown for the car, or undefined when it may. */
export function lenderRefusal(car: Pick<Car, 'year' | 'price'>, provider: FinanceProvider, lender: Lender, now: Date): FinanceRefusal | undefined {
  const rule = FINANCE_PROVIDER_RULES[provider];
  if (!quotedRates(lender)) return 'no-rates';
  if (rule.maxAgeYears !== undefined && carAgeYears(car, now) > rule.maxAgeYears) return 'too-old';
  if (!(car.price > FINANCE_MINIMUM_PRICE)) return 'price-too-low';
  if (rule.period === 'week' && !(lender.paymentWeek > 0)) return 'no-weekly-payment';
  if (rule.period === 'month' && !(lender.paymentMonth > 0)) return 'no-monthly-payment';
  return undefined;
}

/**
 * One calendar month after `now` (UTC), on the same day of the month, or the
 * month's last day when it is shorter (31 January → 28 or 29 February).
 */
export function offerValidUntil(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + OFFER_VALID_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay)));
}

const percent = madeOnFirstUse(() => new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 2 }));

/** "10%", "8.99%": a rate or a share as lenders write it, to the hundredth. */
export function formatPercent(value: number): string {
  return `${percent().format(value)}%`;
}

/** "8.99% p.a." */
export function formatYearlyRate(rate: number): string {
  return `${formatPercent(rate)} p.a.`;
}

function estimateOf(car: FinanceCarFields, provider: FinanceProvider, lender: Lender, rates: QuotedRates, now: Date): FinanceEstimate {
  const period = FINANCE_PROVIDER_RULES[provider].period;
  return {
    provider,
    period,
    payment: period === 'week' ? lender.paymentWeek : lender.paymentMonth,
    ...rates,
    termYears: FINANCE_TERM_YEARS,
    comparisonRateLoan: COMPARISON_RATE_LOAN,
    ...(provider === DEPOSIT_PROVIDER ? { deposit: { share: DEPOSIT_SHARE, amount: Math.round(car.price * DEPOSIT_SHARE) } } : {}),
    validUntil: offerValidUntil(now),
    lenderDisclaimer: lender.disclaimer.trim(),
  };
}

/** The estimate to show for the car, from the first of the dealer's providers that qualifies; or why there is none. */
export function financeDecision(car: FinanceCarFields, finance: FinanceSettings, now: Date): FinanceDecision {
  if (finance.excluded) return { shown: false, refusal: 'dealer-excluded' };
  if (!isAvailable(car)) return { shown: false, refusal: 'unavailable' };
  let firstRefusal: FinanceRefusal | undefined;
  for (const provider of finance.providers) {
    const lender = car.finance_lenders?.[provider];
    if (!lender) continue;
    const refusal = lenderRefusal(car, provider, lender, now);
    const rates = quotedRates(lender);
    if (refusal === undefined && rates) return { shown: true, estimate: estimateOf(car, provider, lender, rates, now) };
    firstRefusal ??= refusal;
  }
  return { shown: false, refusal: firstRefusal ?? 'no-lender' };
}
