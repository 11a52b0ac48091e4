import { describe, expect, it } from 'vitest';
import { SECONDS_PER_DAY } from '../../rules/search-inclusion';
import { buildStockIndex } from './stock-index';
import type { StockRow } from './stock-row';
import { visibleCars } from './visible-stock';

const SOLD_AT = Date.UTC(2026, 10, 20, 9, 30, 0) / 1000;
const SCOPE = { dealershipIds: [101], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false };

function row(id: number, status: StockRow['status'], sold: number | null): StockRow {
  return {
    id,
    dealership_id: 101,
    dealership_name: 'Sunshine Toyota',
    show_on_dealer_website: true,
    status,
    sold_date_timestamp: sold,
    image_count: 3,
    name: `2020 Toyota Corolla ${id}`,
    make: 'Toyota',
    model: 'Corolla',
    badge: null,
    series: null,
    year: 2020,
    car_type: 'used',
    item_type: null,
    tag: null,
    simple_body: 'Hatch',
    body: null,
    colour: null,
    simple_fuel: null,
    simple_transmission: null,
    drive: null,
    seats: null,
    city: null,
    state: null,
    location_name: null,
    price: 20_000 + id,
    km: 10_000,
    subscription_price: null,
    weekly_price: null,
    listed_at: id,
    categories: null,
    filtered_features: null,
    stocknum: null,
    regplate: null,
    vin: null,
  };
}

const index = buildStockIndex(1, [row(1, 'in_stock', null), row(2, 'sold', SOLD_AT), row(3, 'sold', SOLD_AT - SECONDS_PER_DAY)]);
const placeOf = (id: number) => index.ids.indexOf(id);
const shown = (now: Date) => {
  const { visible } = visibleCars(index, SCOPE, now);
  return [1, 2, 3].filter((id) => visible[placeOf(id)] === 1);
};

describe('the cars a site may show, worked out once per second of the sold cars’ cutoff (spec detail §4 "Search inclusion")', () => {
  const lastSecondIn = new Date((SOLD_AT + 3 * SECONDS_PER_DAY) * 1000);

  it('keeps a car sold exactly 3 days ago for that whole second, and drops it the next', () => {
    expect(shown(lastSecondIn)).toEqual([1, 2]);
    expect(shown(new Date(lastSecondIn.getTime() + 999))).toEqual([1, 2]);
    expect(shown(new Date(lastSecondIn.getTime() + 1000))).toEqual([1]);
    // Asked about an earlier time again, it works the flags out again rather than keep the later ones.
    expect(shown(new Date(lastSecondIn.getTime() - SECONDS_PER_DAY * 1000))).toEqual([1, 2, 3]);
  });

  it('gives the searches of one second the same flags, and works them out again when the second moves', () => {
    const at = new Date(lastSecondIn.getTime() - 60_000);
    const first = visibleCars(index, SCOPE, at).visible;
    expect(visibleCars(index, SCOPE, new Date(at.getTime() + 500)).visible).toBe(first);
    expect(visibleCars(index, SCOPE, new Date(at.getTime() + 1000)).visible).not.toBe(first);
  });
});
