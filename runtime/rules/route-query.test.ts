import { describe, expect, it } from 'vitest';
import { withCarId, withQuery } from './route-query';

describe('spec detail §2: routes take the car as car_id', () => {
  it('adds car_id to a plain route, by id or by slug', () => {
    expect(withCarId('/book-test-drive', 4101)).toBe('/book-test-drive?car_id=4101');
    expect(withCarId('/checkout-journey', '2024-toyota-corolla-sx-4101')).toBe('/checkout-journey?car_id=2024-toyota-corolla-sx-4101');
  });

  it('keeps a query and an anchor the dealer route already has', () => {
    expect(withCarId('/trade-in?source=card', 4101)).toBe('/trade-in?source=card&car_id=4101');
    expect(withCarId('/trade-in#form', 4101)).toBe('/trade-in?car_id=4101#form');
    expect(withCarId('/trade-in?source=card#form', 4101)).toBe('/trade-in?source=card&car_id=4101#form');
  });

  it('gives a route without an anchor the default one, and keeps the route’s own instead', () => {
    expect(withQuery('/finance', { car_id: '7' }, 'finance-form')).toBe('/finance?car_id=7#finance-form');
    expect(withQuery('/finance#apply', { car_id: '7' }, 'finance-form')).toBe('/finance?car_id=7#apply');
  });
});
