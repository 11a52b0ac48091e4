import { describe, expect, it } from 'vitest';
import { DEFAULT_INCLUDE_SOLD_CARS_DAYS, isIncludedInSearch, SECONDS_PER_DAY, type SearchInclusionFields, type SearchInclusionScope } from './search-inclusion';

const NOW = new Date('2026-03-10T12:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const scope: SearchInclusionScope = { dealershipIds: [101] };

function car(fields: Partial<SearchInclusionFields> = {}): SearchInclusionFields {
  return { status: 'in_stock', show_on_dealer_website: true, dealership_id: 101, images: ['/a.svg'], ...fields };
}
const soldDaysAgo = (days: number, extraSeconds = 0) => car({ status: 'sold', sold_date_timestamp: NOW_SECONDS - days * SECONDS_PER_DAY - extraSeconds });

describe('spec: search inclusion (in_stock or coming_soon, or sold within the last N days, and shown on the dealer website)', () => {
  it('includes in_stock and coming_soon cars', () => {
    expect(isIncludedInSearch(car({ status: 'in_stock' }), scope, NOW)).toBe(true);
    expect(isIncludedInSearch(car({ status: 'coming_soon' }), scope, NOW)).toBe(true);
  });

  it('leaves out cars of other statuses', () => {
    expect(isIncludedInSearch(car({ status: 'others' }), scope, NOW)).toBe(false);
  });

  it('keeps sold cars 3 days by default', () => {
    expect(DEFAULT_INCLUDE_SOLD_CARS_DAYS).toBe(3);
    expect(isIncludedInSearch(soldDaysAgo(0), scope, NOW)).toBe(true);
    expect(isIncludedInSearch(soldDaysAgo(3), scope, NOW)).toBe(true);
    expect(isIncludedInSearch(soldDaysAgo(3, 1), scope, NOW)).toBe(false);
    expect(isIncludedInSearch(soldDaysAgo(4), scope, NOW)).toBe(false);
  });

  it("uses the dealer's own include_sold_cars_days", () => {
    const week = { ...scope, includeSoldCarsDays: 7 };
    expect(isIncludedInSearch(soldDaysAgo(4), week, NOW)).toBe(true);
    expect(isIncludedInSearch(soldDaysAgo(7), week, NOW)).toBe(true);
    expect(isIncludedInSearch(soldDaysAgo(8), week, NOW)).toBe(false);
    expect(isIncludedInSearch(soldDaysAgo(0), { ...scope, includeSoldCarsDays: 0 }, NOW)).toBe(true);
    expect(isIncludedInSearch(soldDaysAgo(0, 1), { ...scope, includeSoldCarsDays: 0 }, NOW)).toBe(false);
  });

  it('leaves out a sold car whose sale date is unknown', () => {
    expect(isIncludedInSearch(car({ status: 'sold' }), scope, NOW)).toBe(false);
  });

  it('leaves out cars not shown on the dealer website', () => {
    expect(isIncludedInSearch(car({ show_on_dealer_website: false }), scope, NOW)).toBe(false);
  });

  it("leaves out other dealerships' cars", () => {
    expect(isIncludedInSearch(car({ dealership_id: 201 }), scope, NOW)).toBe(false);
    expect(isIncludedInSearch(car({ dealership_id: 201 }), { dealershipIds: [101, 201] }, NOW)).toBe(true);
  });
});

describe('spec: per-dealer image-count threshold and in_stock filter', () => {
  it('needs at least the minimum number of images', () => {
    const twoImages = car({ images: ['/a.svg', '/b.svg'] });
    expect(isIncludedInSearch(twoImages, { ...scope, minImageCount: 2 }, NOW)).toBe(true);
    expect(isIncludedInSearch(twoImages, { ...scope, minImageCount: 3 }, NOW)).toBe(false);
    expect(isIncludedInSearch(car({ images: [] }), scope, NOW)).toBe(true);
    expect(isIncludedInSearch(car({ images: [] }), { ...scope, minImageCount: 1 }, NOW)).toBe(false);
  });

  it('shows only in_stock cars when the dealer asks for it', () => {
    const inStockOnly = { ...scope, inStockOnly: true };
    expect(isIncludedInSearch(car({ status: 'in_stock' }), inStockOnly, NOW)).toBe(true);
    expect(isIncludedInSearch(car({ status: 'coming_soon' }), inStockOnly, NOW)).toBe(false);
    expect(isIncludedInSearch(soldDaysAgo(1), inStockOnly, NOW)).toBe(false);
  });
});
