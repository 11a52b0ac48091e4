import { describe, expect, it } from 'vitest';
import { CAR_STATUSES } from '../../schemas/entities/car-values';
import { isReservable, MINIMUM_RESERVE_PRICE, RESERVATION_REFUSAL_WORDS, RESERVATION_REFUSALS, reservationRefusal, reserveRoute, type ReservationFields } from './reservation';

const on = { reserveOnline: { enabled: true } };
const car = (fields: Partial<ReservationFields> = {}): ReservationFields => ({ status: 'in_stock', sold: false, reserved: false, price: 34_990, ...fields });

describe('spec detail §4: online reservation only with autograb on, in_stock, not sold or reserved, price over 200', () => {
  it('allows an in_stock, unsold, unreserved car over 200 when the option is on', () => {
    expect(isReservable(car(), on)).toBe(true);
  });

  it('needs the autograb option (reserveOnline.enabled)', () => {
    expect(isReservable(car(), { reserveOnline: { enabled: false } })).toBe(false);
  });

  it('needs status in_stock: every other status is refused', () => {
    const allowed = CAR_STATUSES.filter((status) => isReservable(car({ status }), on));
    expect(allowed).toEqual(['in_stock']);
  });

  it('refuses a sold or reserved car even while in_stock', () => {
    expect(isReservable(car({ sold: true }), on)).toBe(false);
    expect(isReservable(car({ reserved: true }), on)).toBe(false);
  });

  it('needs a price over 200 (detail §9): 201 is allowed, 200 and 0 are not', () => {
    expect(MINIMUM_RESERVE_PRICE).toBe(200);
    expect(isReservable(car({ price: 201 }), on)).toBe(true);
    expect(isReservable(car({ price: 200.01 }), on)).toBe(true);
    expect(isReservable(car({ price: 200 }), on)).toBe(false);
    expect(isReservable(car({ price: 0 }), on)).toBe(false);
  });
});

describe('why a car cannot be reserved: the checkout page says it, and a refused request answers it', () => {
  it('names the first reason, in the order the dealer, the sale, a hold, the stock and the price decide', () => {
    expect(reservationRefusal(car({ sold: true, reserved: true }), { reserveOnline: { enabled: false } })).toBe('reserve-online-off');
    expect(reservationRefusal(car({ sold: true, reserved: true }), on)).toBe('sold');
    expect(reservationRefusal(car({ status: 'sold' }), on)).toBe('sold');
    expect(reservationRefusal(car({ reserved: true, price: 0 }), on)).toBe('reserved');
    expect(reservationRefusal(car({ status: 'coming_soon' }), on)).toBe('not-in-stock');
    expect(reservationRefusal(car({ price: 200 }), on)).toBe('price-too-low');
    expect(reservationRefusal(car(), on)).toBeUndefined();
  });

  it('has words for every reason, and isReservable agrees with it for every status', () => {
    expect(Object.keys(RESERVATION_REFUSAL_WORDS).sort()).toEqual([...RESERVATION_REFUSALS].sort());
    for (const status of CAR_STATUSES) {
      for (const flags of [{}, { sold: true }, { reserved: true }, { price: 150 }]) {
        const fields = car({ status, ...flags });
        expect(isReservable(fields, on)).toBe(reservationRefusal(fields, on) === undefined);
      }
    }
  });
});

describe('spec §2 routes: /cars/{slug}/checkout, or /cars/{slug}/buy-online for some dealers', () => {
  it('goes to checkout by default', () => {
    expect(reserveRoute('2021-toyota-hilux', { reserveOnline: {} })).toBe('/cars/2021-toyota-hilux/checkout');
    expect(reserveRoute('2021-toyota-hilux', { reserveOnline: { route: 'checkout' } })).toBe('/cars/2021-toyota-hilux/checkout');
  });

  it('goes to buy-online for dealers set to it', () => {
    expect(reserveRoute('2021-toyota-hilux', { reserveOnline: { route: 'buy-online' } })).toBe('/cars/2021-toyota-hilux/buy-online');
  });
});
