import { describe, expect, it } from 'vitest';
import { comparablePrice, isSimilarCar, type SimilarCarFields, similarCars } from './similar-cars';

const corolla = (fields: Partial<SimilarCarFields> = {}): SimilarCarFields => ({
  id: 1,
  make: 'Toyota',
  model: 'Corolla',
  simple_body: 'hatch',
  status: 'in_stock',
  price: 30_000,
  ...fields,
});

const ids = (cars: readonly SimilarCarFields[]) => cars.map((car) => car.id);

describe('spec detail §2 "find a similar vehicle": same make, model and body, available, not this car, nearest price first', () => {
  it('keeps only the same make, model and body', () => {
    const car = corolla();
    expect(isSimilarCar(corolla({ id: 2 }), car)).toBe(true);
    expect(isSimilarCar(corolla({ id: 2, make: 'Mazda' }), car)).toBe(false);
    expect(isSimilarCar(corolla({ id: 2, model: 'Camry' }), car)).toBe(false);
    expect(isSimilarCar(corolla({ id: 2, simple_body: 'sedan' }), car)).toBe(false);
  });

  it('keeps available cars (in stock, coming soon) only, and never the car itself', () => {
    const car = corolla();
    expect(isSimilarCar(corolla({ id: 2, status: 'coming_soon' }), car)).toBe(true);
    expect(isSimilarCar(corolla({ id: 2, status: 'sold' }), car)).toBe(false);
    expect(isSimilarCar(corolla(), car)).toBe(false);
  });

  it('puts the nearest price first, above or below, the cheaper first when equally near', () => {
    const candidates = [corolla({ id: 2, price: 40_000 }), corolla({ id: 3, price: 29_000 }), corolla({ id: 4, price: 31_000 }), corolla({ id: 5, price: 33_000 })];
    expect(ids(similarCars(corolla(), candidates, 12))).toEqual([3, 4, 5, 2]);
  });

  it('compares the offer price when there is one', () => {
    expect(comparablePrice({ price: 35_000, offer_price: 31_500 })).toBe(31_500);
    const candidates = [corolla({ id: 2, price: 30_900 }), corolla({ id: 3, price: 36_000, offer_price: 30_100 })];
    expect(ids(similarCars(corolla(), candidates, 12))).toEqual([3, 2]);
  });

  it('puts cars without a shown price (10 or less) last, in the order given', () => {
    expect(comparablePrice({ price: 10 })).toBeUndefined();
    expect(comparablePrice({ price: 11 })).toBe(11);
    const candidates = [corolla({ id: 2, price: 0 }), corolla({ id: 3, price: 90_000 }), corolla({ id: 4, price: 10 })];
    expect(ids(similarCars(corolla(), candidates, 12))).toEqual([3, 2, 4]);
  });

  it('keeps the order given when the car itself has no price', () => {
    const candidates = [corolla({ id: 2, price: 90_000 }), corolla({ id: 3, price: 1_000 })];
    expect(ids(similarCars(corolla({ price: 0 }), candidates, 12))).toEqual([2, 3]);
  });

  it('returns at most the limit', () => {
    const candidates = [2, 3, 4, 5, 6].map((id) => corolla({ id, price: 30_000 + id }));
    expect(ids(similarCars(corolla(), candidates, 4))).toEqual([2, 3, 4, 5]);
    expect(similarCars(corolla(), [], 4)).toEqual([]);
  });
});
