/**
 * The finance settings' words and limits, apart from the settings schema so
 * that a shopper's code that needs one of them (the repayment calculator, a
 * car's lender list) does not carry the whole schema to the browser.
 */

/** The estimates a dealer can show, each a provider's rule (spec: finance estimate). */
export const FINANCE_PROVIDERS = ['weekly-recent-years', 'weekly', 'monthly'] as const;

/** Spec §9: the calculator's default interest rate, % a year, which a dealer may change. */
export const DEFAULT_INTEREST_RATE = 8.5;

/** The highest yearly rate a dealer may set or a shopper may type, in percent. */
export const MAX_INTEREST_RATE = 30;
