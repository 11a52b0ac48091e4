import { describe, expect, it } from 'vitest';
import type { AdjustmentAnswers } from '../../schemas/api/trade-ins';
import {
  AGE_ADJUSTMENT_PER_YEAR,
  answersFactor,
  COMPARABLE_YEAR_SPAN,
  comparableStockEstimate,
  ESTIMATE_SPREAD,
  KM_ADJUSTMENT_PER_10000_KM,
  MAX_COMPARABLES,
  type StockPrice,
  TRADE_SHARE_OF_RETAIL,
} from './comparable-stock-valuation';

const GOOD: AdjustmentAnswers = { condition: 'good', accident_history: 'no', service_history: 'yes', mechanical_issues: 'no' };
const corolla = (fields: Partial<StockPrice> = {}): StockPrice => ({ make: 'Toyota', model: 'Corolla', year: 2022, km: 40_000, price: 30_000, ...fields });
const shoppersCorolla = { make: 'Toyota', model: 'Corolla', year: 2022, kms: 40_000 };

describe('the local valuation provider: an estimate from comparable stock (spec detail §9 Trade-in FAQ: an estimate, subject to inspection)', () => {
  it('names its assumptions', () => {
    expect({ COMPARABLE_YEAR_SPAN, AGE_ADJUSTMENT_PER_YEAR, KM_ADJUSTMENT_PER_10000_KM, TRADE_SHARE_OF_RETAIL, ESTIMATE_SPREAD, MAX_COMPARABLES }).toEqual({
      COMPARABLE_YEAR_SPAN: 2,
      AGE_ADJUSTMENT_PER_YEAR: 0.08,
      KM_ADJUSTMENT_PER_10000_KM: 0.02,
      TRADE_SHARE_OF_RETAIL: 0.8,
      ESTIMATE_SPREAD: 0.05,
      MAX_COMPARABLES: 20,
    });
  });

  it('the same car in stock at $30,000: $24,000 at trade, a range of 5% either side rounded to $100s, the offer its lower figure', () => {
    expect(comparableStockEstimate(shoppersCorolla, GOOD, [corolla()])).toEqual({ outcome: 'estimate', low: 22_800, high: 25_200, offer_price: 22_800, comparables: 1 });
  });

  it('a comparable one year newer is worth 8% more than the shopper’s car: 30,000 × 0.92 × 0.8 = 22,080', () => {
    expect(comparableStockEstimate(shoppersCorolla, GOOD, [corolla({ year: 2023 })])).toMatchObject({ low: 21_000, high: 23_200 });
  });

  it('20,000 km more than the comparable takes 4% off: 30,000 × 0.96 × 0.8 = 23,040', () => {
    expect(comparableStockEstimate({ ...shoppersCorolla, kms: 60_000 }, GOOD, [corolla()])).toMatchObject({ low: 21_900, high: 24_200 });
  });

  it('km move a price by at most 30%, however far apart the odometers', () => {
    expect(comparableStockEstimate({ ...shoppersCorolla, kms: 990_000 }, GOOD, [corolla()])).toMatchObject({ low: 16_000, high: 17_600 });
  });

  it('takes comparables within 2 model years, not 3', () => {
    expect(comparableStockEstimate(shoppersCorolla, GOOD, [corolla({ year: 2020 })])).toMatchObject({ outcome: 'estimate', comparables: 1 });
    expect(comparableStockEstimate(shoppersCorolla, GOOD, [corolla({ year: 2024 })])).toMatchObject({ outcome: 'estimate', comparables: 1 });
    expect(comparableStockEstimate(shoppersCorolla, GOOD, [corolla({ year: 2019 }), corolla({ year: 2025 })])).toEqual({ outcome: 'no-estimate', reason: 'no-comparables' });
  });

  it('takes the same make and model only, whatever their letter case, and no car without a price', () => {
    const stock = [corolla({ model: 'Camry' }), corolla({ make: 'Mazda' }), corolla({ price: 0 })];
    expect(comparableStockEstimate(shoppersCorolla, GOOD, stock)).toEqual({ outcome: 'no-estimate', reason: 'no-comparables' });
    expect(comparableStockEstimate({ ...shoppersCorolla, make: ' toyota', model: 'COROLLA' }, GOOD, [corolla()])).toMatchObject({ outcome: 'estimate' });
  });

  it('rests on the median of the nearest 20, so one odd price moves nothing', () => {
    const stock = [corolla({ price: 29_000 }), corolla({ price: 30_000 }), corolla({ price: 31_000 }), corolla({ price: 90_000 })];
    // Median of four: (30,000 + 31,000) / 2 = 30,500; × 0.8 = 24,400.
    expect(comparableStockEstimate(shoppersCorolla, GOOD, stock)).toMatchObject({ low: 23_200, high: 25_600, comparables: 4 });
    const many = Array.from({ length: 30 }, (_, i) => corolla({ km: 40_000 + i * 1_000 }));
    expect(comparableStockEstimate(shoppersCorolla, GOOD, many)).toMatchObject({ comparables: MAX_COMPARABLES });
  });

  it('the adjustment answers move the estimate: poor, accident, no service history, mechanical problems', () => {
    const worst: AdjustmentAnswers = { condition: 'poor', accident_history: 'yes', service_history: 'no', mechanical_issues: 'yes' };
    expect(answersFactor(GOOD)).toBe(1);
    expect(answersFactor(worst)).toBeCloseTo(0.82 * 0.9 * 0.95 * 0.88, 10);
    expect(comparableStockEstimate(shoppersCorolla, worst, [corolla()])).toMatchObject({ low: 14_100, high: 15_500 });
    expect(comparableStockEstimate(shoppersCorolla, { ...GOOD, condition: 'excellent' }, [corolla()])).toMatchObject({ low: 23_500, high: 26_000 });
  });
});
