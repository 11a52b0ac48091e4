import { describe, expect, it } from 'vitest';
import { testLender } from '../../blocks/kit/test-support/cars';
import type { FinanceProvider } from '../../schemas/entities/car';
import {
  COMPARISON_RATE_LOAN,
  DEPOSIT_PROVIDER,
  DEPOSIT_SHARE,
  FINANCE_DISCLAIMER,
  FINANCE_MAX_AGE_YEARS,
  FINANCE_MINIMUM_PRICE,
  FINANCE_PROVIDER_RULES,
  FINANCE_TERM_YEARS,
  type FinanceCarFields,
  financeDecision,
  formatPercent,
  formatYearlyRate,
  lenderRefusal,
  OFFER_VALID_MONTHS,
  offerValidUntil,
} from './finance-estimate';

const NOW = new Date('2026-06-15T02:00:00Z');

const car = (fields: Partial<FinanceCarFields> = {}): FinanceCarFields => ({
  year: 2024,
  price: 34_990,
  status: 'in_stock',
  finance_lenders: { 'weekly-recent-years': testLender(), weekly: testLender(), monthly: testLender() },
  ...fields,
});

const dealer = (providers: FinanceProvider[], excluded = false) => ({ providers, excluded });

describe('spec detail §5: finance estimate shown only with both rates, an available car, a dealer not excluded and the provider rule holding', () => {
  it('names the constants as the spec gives them (§5, §9)', () => {
    expect(FINANCE_MAX_AGE_YEARS).toBe(12);
    expect(FINANCE_MINIMUM_PRICE).toBe(500);
    expect(FINANCE_TERM_YEARS).toBe(5);
    expect(COMPARISON_RATE_LOAN).toBe(30_000);
    expect(DEPOSIT_SHARE).toBe(0.1);
    expect(OFFER_VALID_MONTHS).toBe(1);
  });

  it('maps the three provider rules: recent-years weekly, weekly, monthly', () => {
    expect(FINANCE_PROVIDER_RULES).toEqual({
      'weekly-recent-years': { period: 'week', maxAgeYears: 12 },
      weekly: { period: 'week' },
      monthly: { period: 'month' },
    });
  });

  it('needs a non-null interestRate and comparisonRate', () => {
    expect(lenderRefusal(car(), 'weekly', testLender({ interestRate: null }), NOW)).toBe('no-rates');
    expect(lenderRefusal(car(), 'weekly', testLender({ comparisonRate: null }), NOW)).toBe('no-rates');
    expect(lenderRefusal(car(), 'weekly', testLender({ interestRate: 0, comparisonRate: 0 }), NOW)).toBeUndefined();
  });

  it('needs the car available: in stock and coming soon are, sold is not', () => {
    expect(financeDecision(car({ status: 'coming_soon' }), dealer(['weekly']), NOW).shown).toBe(true);
    expect(financeDecision(car({ status: 'sold' }), dealer(['weekly']), NOW)).toEqual({ shown: false, refusal: 'unavailable' });
    expect(financeDecision(car({ status: 'others' }), dealer(['weekly']), NOW)).toEqual({ shown: false, refusal: 'unavailable' });
  });

  it('shows nothing for an excluded dealer', () => {
    expect(financeDecision(car(), dealer(['weekly'], true), NOW)).toEqual({ shown: false, refusal: 'dealer-excluded' });
  });

  describe('weekly-recent-years: year within the last 12 years, price over 500, a weekly payment', () => {
    it('takes a car 12 years old relative to now (2014 in 2026), not one 13 years old (2013)', () => {
      expect(lenderRefusal(car({ year: 2014 }), 'weekly-recent-years', testLender(), NOW)).toBeUndefined();
      expect(lenderRefusal(car({ year: 2013 }), 'weekly-recent-years', testLender(), NOW)).toBe('too-old');
    });

    it('counts years from the year of now, so the boundary moves with the clock', () => {
      expect(lenderRefusal(car({ year: 2013 }), 'weekly-recent-years', testLender(), new Date('2025-12-31T23:59:59Z'))).toBeUndefined();
      expect(lenderRefusal(car({ year: 2013 }), 'weekly-recent-years', testLender(), new Date('2026-01-01T00:00:00Z'))).toBe('too-old');
    });

    it('takes a price of 501, not 500', () => {
      expect(lenderRefusal(car({ price: 501 }), 'weekly-recent-years', testLender(), NOW)).toBeUndefined();
      expect(lenderRefusal(car({ price: 500 }), 'weekly-recent-years', testLender(), NOW)).toBe('price-too-low');
    });

    it('needs a weekly payment, whatever the monthly one', () => {
      expect(lenderRefusal(car(), 'weekly-recent-years', testLender({ paymentWeek: 0, paymentMonth: 615 }), NOW)).toBe('no-weekly-payment');
      expect(lenderRefusal(car(), 'weekly-recent-years', testLender({ paymentWeek: 1, paymentMonth: 0 }), NOW)).toBeUndefined();
    });
  });

  describe('weekly: price over 500 and a weekly payment, any age', () => {
    it('takes a car 13 years old', () => {
      expect(lenderRefusal(car({ year: 2013 }), 'weekly', testLender(), NOW)).toBeUndefined();
      expect(lenderRefusal(car({ year: 1990 }), 'weekly', testLender(), NOW)).toBeUndefined();
    });

    it('takes a price of 501, not 500', () => {
      expect(lenderRefusal(car({ price: 501 }), 'weekly', testLender(), NOW)).toBeUndefined();
      expect(lenderRefusal(car({ price: 500 }), 'weekly', testLender(), NOW)).toBe('price-too-low');
    });

    it('needs a weekly payment', () => {
      expect(lenderRefusal(car(), 'weekly', testLender({ paymentWeek: 0 }), NOW)).toBe('no-weekly-payment');
    });
  });

  describe('monthly: price over 500 and a monthly payment, any age', () => {
    it('takes a car 13 years old', () => {
      expect(lenderRefusal(car({ year: 2013 }), 'monthly', testLender(), NOW)).toBeUndefined();
    });

    it('takes a price of 501, not 500', () => {
      expect(lenderRefusal(car({ price: 501 }), 'monthly', testLender(), NOW)).toBeUndefined();
      expect(lenderRefusal(car({ price: 500 }), 'monthly', testLender(), NOW)).toBe('price-too-low');
    });

    it('needs a monthly payment, not a weekly one', () => {
      expect(lenderRefusal(car(), 'monthly', testLender({ paymentMonth: 0, paymentWeek: 142 }), NOW)).toBe('no-monthly-payment');
      expect(lenderRefusal(car(), 'monthly', testLender({ paymentMonth: 615, paymentWeek: 0 }), NOW)).toBeUndefined();
    });
  });
});

describe('spec detail §4: finance display is chosen by lender provider', () => {
  it("shows the weekly figure of a weekly provider and the monthly figure of the monthly one, from the dealer's provider", () => {
    expect(financeDecision(car(), dealer(['weekly']), NOW)).toMatchObject({ shown: true, estimate: { provider: 'weekly', period: 'week', payment: 142 } });
    expect(financeDecision(car(), dealer(['monthly']), NOW)).toMatchObject({ shown: true, estimate: { provider: 'monthly', period: 'month', payment: 615 } });
  });

  it('takes the first of the dealer’s providers that qualifies, skipping those the car has no entry for', () => {
    const oldCar = car({ year: 2010, finance_lenders: { 'weekly-recent-years': testLender(), monthly: testLender() } });
    expect(financeDecision(oldCar, dealer(['weekly-recent-years', 'weekly', 'monthly']), NOW)).toMatchObject({ shown: true, estimate: { provider: 'monthly' } });
  });

  it('says why when no provider qualifies: the first refusal, or no lender when the car has none of them', () => {
    expect(financeDecision(car({ year: 2010 }), dealer(['weekly-recent-years']), NOW)).toEqual({ shown: false, refusal: 'too-old' });
    expect(financeDecision(car({ finance_lenders: { monthly: testLender() } }), dealer(['weekly']), NOW)).toEqual({ shown: false, refusal: 'no-lender' });
    const { finance_lenders: _none, ...withoutLenders } = car();
    expect(financeDecision(withoutLenders, dealer(['weekly']), NOW)).toEqual({ shown: false, refusal: 'no-lender' });
  });
});

describe('spec detail §9: 5 year term, comparison rate on a $30,000 loan, 10% deposit for one lender, offer valid one month ahead', () => {
  it('gives the estimate with its rates, term, comparison loan, validity and the lender disclaimer, trimmed', () => {
    const lenders = { weekly: testLender({ disclaimer: ' Rates from 8.99% p.a. to 14.99% p.a. ' }) };
    expect(financeDecision(car({ finance_lenders: lenders }), dealer(['weekly']), NOW)).toEqual({
      shown: true,
      estimate: {
        provider: 'weekly',
        period: 'week',
        payment: 142,
        interestRate: 8.99,
        comparisonRate: 9.45,
        termYears: 5,
        comparisonRateLoan: 30_000,
        validUntil: new Date('2026-07-15T00:00:00Z'),
        lenderDisclaimer: 'Rates from 8.99% p.a. to 14.99% p.a.',
      },
    });
  });

  it('adds a 10% deposit of the price for the deposit lender only', () => {
    expect(DEPOSIT_PROVIDER).toBe('weekly-recent-years');
    expect(financeDecision(car(), dealer(['weekly-recent-years']), NOW)).toMatchObject({ estimate: { deposit: { share: 0.1, amount: 3_499 } } });
    expect(financeDecision(car(), dealer(['monthly']), NOW)).not.toHaveProperty('estimate.deposit');
  });

  it('is valid until the same day next month, or the last day of a shorter month', () => {
    expect(offerValidUntil(new Date('2026-06-15T02:00:00Z'))).toEqual(new Date('2026-07-15T00:00:00Z'));
    expect(offerValidUntil(new Date('2026-01-31T10:00:00Z'))).toEqual(new Date('2026-02-28T00:00:00Z'));
    expect(offerValidUntil(new Date('2028-01-31T10:00:00Z'))).toEqual(new Date('2028-02-29T00:00:00Z'));
    expect(offerValidUntil(new Date('2026-12-20T10:00:00Z'))).toEqual(new Date('2027-01-20T00:00:00Z'));
  });

  it('writes rates and shares to the hundredth, a yearly rate with p.a.', () => {
    expect(formatYearlyRate(8.99)).toBe('8.99% p.a.');
    expect(formatYearlyRate(8.999)).toBe('9% p.a.');
    expect(formatPercent(DEPOSIT_SHARE * 100)).toBe('10%');
  });

  it('says indicative only, not a binding quote, finance to approved applicants', () => {
    expect(FINANCE_DISCLAIMER).toContain('indicative only');
    expect(FINANCE_DISCLAIMER).toContain('not a binding quote');
    expect(FINANCE_DISCLAIMER).toContain('Finance to approved applicants');
  });
});
