import { describe, expect, it } from 'vitest';
import { DEFAULT_NO_PRICE_TEXT, formatAud, MINIMUM_SHOWN_PRICE, priceDisplay, type PriceDisplayFields } from './price-display';

const car = (fields: Partial<PriceDisplayFields> = {}): PriceDisplayFields => ({ price: 34_990, preorder: false, ...fields });

describe('spec detail §4 price display priority: subscription, offer, price over 10, PREORDER, no-price text', () => {
  it('shows the subscription price first, with the week suffix (search §9)', () => {
    expect(priceDisplay(car({ subscription_price: 199, offer_price: 30_000, preorder: true }))).toEqual({
      kind: 'subscription',
      amount: 199,
      text: '$199/week',
    });
  });

  it('ignores a subscription price of 0 and uses the next rule', () => {
    expect(priceDisplay(car({ subscription_price: 0 })).kind).toBe('price');
  });

  it('shows the offer price next, with before_price struck through', () => {
    expect(priceDisplay(car({ offer_price: 31_990, before_price: 35_990 }))).toEqual({
      kind: 'offer',
      amount: 31_990,
      text: '$31,990',
      was: { amount: 35_990, text: '$35,990' },
    });
  });

  it('strikes through the normal price beside an offer when there is no before_price', () => {
    expect(priceDisplay(car({ offer_price: 31_990 }))).toMatchObject({ kind: 'offer', was: { amount: 34_990 } });
  });

  it('strikes nothing through when no earlier price is higher than the offer', () => {
    expect(priceDisplay(car({ price: 0, offer_price: 31_990 }))).toEqual({ kind: 'offer', amount: 31_990, text: '$31,990' });
    expect(priceDisplay(car({ price: 31_990, offer_price: 31_990, before_price: 31_990 }))).toEqual({ kind: 'offer', amount: 31_990, text: '$31,990' });
  });

  it('shows a reduced price (before_price above price) as an offer', () => {
    expect(priceDisplay(car({ price: 29_990, before_price: 32_990 }))).toMatchObject({ kind: 'offer', amount: 29_990, was: { text: '$32,990' } });
    expect(priceDisplay(car({ price: 29_990, before_price: 29_990 })).kind).toBe('price');
  });

  it('shows the normal price in AUD', () => {
    expect(priceDisplay(car())).toEqual({ kind: 'price', amount: 34_990, text: '$34,990' });
  });

  it('shows the normal price only when over 10: 11 is shown, 10 and 0 are not', () => {
    expect(MINIMUM_SHOWN_PRICE).toBe(10);
    expect(priceDisplay(car({ price: 11 }))).toEqual({ kind: 'price', amount: 11, text: '$11' });
    expect(priceDisplay(car({ price: 10.01 })).kind).toBe('price');
    expect(priceDisplay(car({ price: 10 })).kind).toBe('no-price');
    expect(priceDisplay(car({ price: 0 })).kind).toBe('no-price');
  });

  it('shows PREORDER for a preorder car without a shown price', () => {
    expect(priceDisplay(car({ price: 10, preorder: true }))).toEqual({ kind: 'preorder', text: 'PREORDER' });
    expect(priceDisplay(car({ price: 11, preorder: true })).kind).toBe('price');
  });

  it('falls back to the dealer no-price text, defaulting to "Enquire for price." (detail §9)', () => {
    expect(DEFAULT_NO_PRICE_TEXT).toBe('Enquire for price.');
    expect(priceDisplay(car({ price: 0 }))).toEqual({ kind: 'no-price', text: 'Enquire for price.' });
    expect(priceDisplay(car({ price: 0 }), { noPrice: 'Call us' })).toEqual({ kind: 'no-price', text: 'Call us' });
  });

  it('formats dollars with thousands separators, and cents only when present', () => {
    expect(formatAud(34_990)).toBe('$34,990');
    expect(formatAud(1_250_000)).toBe('$1,250,000');
    expect(formatAud(199.5)).toBe('$199.50');
  });

  it('writes every amount as Intl.NumberFormat("en-AU", AUD) does: grouping, cents, rounding of halves, signs', () => {
    const whole = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 });
    const intl = (amount: number) => (Number.isInteger(amount) ? whole : cents).format(amount);
    const halves = [0.125, 0.375, 1.005, 2.675, 1.115, 199.995, 999_999.995, -1234.565];
    const chosen = [0, -0, 1, 10, 11, 999, 1000, 34_990.5, 0.001, -0.001, 1e14 + 0.5, 1e15, 1.5e15 + 2, 2 ** 60, ...halves];
    for (const amount of chosen) expect(formatAud(amount)).toBe(intl(amount));
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let n = 0; n < 5000; n++) {
      const amount = Math.round(next() * 10 ** (1 + Math.floor(next() * 8))) / [1, 2, 4, 8, 100, 1000][n % 6];
      expect(formatAud(amount)).toBe(intl(amount));
      expect(formatAud(-amount)).toBe(intl(-amount));
    }
  });
});
