import { describe, expect, it } from 'vitest';
import { belowMarketPrice, MARKET_PRICE_BADGE_MARGIN } from './market-price';

type Fields = Parameters<typeof belowMarketPrice>[0];
const car = (fields: Partial<Fields> = {}): Fields => ({ price: 30_000, preorder: false, autograb_data: { average_market_price: 31_000 }, ...fields });

describe('spec detail §5: the market-price badge shows only when the price is below the average market price by more than 499', () => {
  it('shows 500 below the average and not 499 below', () => {
    expect(MARKET_PRICE_BADGE_MARGIN).toBe(499);
    expect(belowMarketPrice(car({ price: 30_500 }))).toEqual({ averageMarketPrice: 31_000, saving: 500 });
    expect(belowMarketPrice(car({ price: 30_501 }))).toBeUndefined();
  });

  it('reads "more than 499" literally: 499.50 below (a price with cents) shows', () => {
    expect(belowMarketPrice(car({ price: 30_500.5 }))).toEqual({ averageMarketPrice: 31_000, saving: 499.5 });
  });

  it('does not show at or above the average', () => {
    expect(belowMarketPrice(car({ price: 31_000 }))).toBeUndefined();
    expect(belowMarketPrice(car({ price: 33_000 }))).toBeUndefined();
  });

  it('does not show without an average market price', () => {
    expect(belowMarketPrice(car({ autograb_data: undefined }))).toBeUndefined();
    expect(belowMarketPrice(car({ autograb_data: {} }))).toBeUndefined();
    expect(belowMarketPrice(car({ autograb_data: { average_market_price: 0 } }))).toBeUndefined();
  });

  it('compares the offer price when there is one (price display priority, detail §4)', () => {
    expect(belowMarketPrice(car({ price: 31_000, offer_price: 30_500 }))).toEqual({ averageMarketPrice: 31_000, saving: 500 });
    expect(belowMarketPrice(car({ price: 31_000, offer_price: 30_501 }))).toBeUndefined();
  });

  it('does not show for a car whose price is not shown (10 or less), a preorder, or a weekly subscription', () => {
    expect(belowMarketPrice(car({ price: 10 }))).toBeUndefined();
    expect(belowMarketPrice(car({ price: 0, preorder: true }))).toBeUndefined();
    expect(belowMarketPrice(car({ subscription_price: 199 }))).toBeUndefined();
  });
});
