import { describe, expect, it } from 'vitest';
import { comingSoonHilux, corolla, rav4Offer, soldCx5, subscriptionYaris } from '../test-support/cars';
import { COMPARE_FULL_MESSAGE, compareKey, comparedCarOf, isCompared, MAX_COMPARED_CARS, parseComparedCars, toggleCompared } from './compare-store';

const [a, b, c, d] = [corolla(), rav4Offer(), comingSoonHilux(), subscriptionYaris()].map(comparedCarOf);

describe('compare list', () => {
  it('is kept per dealership, like favourites (spec detail §3)', () => {
    expect(compareKey('bayside-motors')).toBe('compare:bayside-motors');
  });

  it('keeps the favourite fields and the key facts the compare page shows, nothing more', () => {
    expect(comparedCarOf(corolla())).toEqual({
      id: 4101,
      name: '2024 Toyota Corolla SX',
      slug: '2024-toyota-corolla-sx-4101',
      make: 'Toyota',
      model: 'Corolla',
      primary_image_url: 'https://cdn.baysidemotors.com.au/cars/4101/1.jpg',
      car_type: 'used',
      preorder: false,
      year: 2024,
      price: 34_990,
      km: 12_345,
      seats: 5,
      simple_body: 'hatch',
      fuel: 'Hybrid Petrol',
      simple_transmission: 'Automatic',
      drive: 'FWD',
      engine_size: '1.8L',
      colour: 'Glacier White',
      city: 'Brighton',
      location_name: 'Bayside Toyota Brighton',
    });
  });

  it(`adds cars at the end up to ${MAX_COMPARED_CARS}, and refuses a fourth with a clear message`, () => {
    let cars = [a];
    for (const car of [b, c]) {
      const added = toggleCompared(cars, car);
      if (!added.ok) throw new Error('refused');
      cars = added.cars;
    }
    expect(cars.map((car) => car.id)).toEqual([4101, 4102, 4104]);
    expect(toggleCompared(cars, d)).toEqual({ ok: false, message: COMPARE_FULL_MESSAGE });
    expect(COMPARE_FULL_MESSAGE).toBe('You can compare up to 3 cars. Remove one to add another.');
  });

  it('takes a compared car off, even when the list is full', () => {
    expect(toggleCompared([a, b, c], b)).toEqual({ ok: true, cars: [a, c] });
    expect(isCompared([a, c], b.id)).toBe(false);
  });

  it('reads back what it stored', () => {
    expect(parseComparedCars(JSON.stringify([a, b]))).toEqual([a, b]);
  });

  it.each([[null], ['{not json'], ['{}'], ['"a"']])('reads %s as an empty list', (stored) => {
    expect(parseComparedCars(stored)).toEqual([]);
  });

  it('drops damaged entries, repeats and anything past the most that can be compared', () => {
    const damaged = [{ ...b, price: '47990' }, { ...b, car_type: 'classic' }, { ...b, year: undefined }, { ...b, colour: 7 }, { id: 9 }];
    expect(parseComparedCars(JSON.stringify([a, ...damaged, a, b, c, d]))).toEqual([a, b, c]);
    expect(parseComparedCars(JSON.stringify([{ ...comparedCarOf(soldCx5()), stolen: 'field' }]))[0]).not.toHaveProperty('stolen');
  });
});
