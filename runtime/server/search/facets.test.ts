import { describe, expect, it } from 'vitest';
import { BODY_FACET_LIMIT, CITY_FACET_LIMIT, CUSTOM_BODY_FACET_LIMIT, DEALERSHIP_FACET_LIMIT, facetItems, MAKE_MODEL_FACET_LIMIT } from './facets';
import { PRICE_RANGE_BANDS, WEEKLY_PRICE_RANGE_BANDS } from './price-ranges';

const values = (count: number) => Array.from({ length: count }, (_, i) => ({ value: `v${String(i).padStart(3, '0')}`, count: 1000 - i }));

describe('facet limits and order', () => {
  it.each([
    ['body', {}, BODY_FACET_LIMIT, 4],
    ['body', { hasCustomBodies: true }, CUSTOM_BODY_FACET_LIMIT, 20],
    ['city', {}, CITY_FACET_LIMIT, 20],
    ['dealership_name', {}, DEALERSHIP_FACET_LIMIT, 40],
    ['make_model', {}, MAKE_MODEL_FACET_LIMIT, 30],
  ] as const)('spec: the %s facet (%o) lists at most %i, the most common first', (facet, settings, limit, specLimit) => {
    expect(limit).toBe(specLimit);
    expect(facetItems(facet, values(limit), settings)).toHaveLength(limit);
    const cut = facetItems(facet, values(limit + 1), settings);
    expect(cut).toHaveLength(limit);
    expect(cut.map((item) => item.value)).not.toContain(`v${String(limit).padStart(3, '0')}`);
  });

  it('other facets list every value (the page decides how many makes to show)', () => {
    expect(facetItems('make', values(60), {})).toHaveLength(60);
  });

  it('make_model values are "Make|Model", labelled "Make Model"', () => {
    expect(facetItems('make_model', [{ value: 'Toyota|HiLux', count: 3 }], {})).toEqual([{ value: 'Toyota|HiLux', label: 'Toyota HiLux', count: 3 }]);
  });

  it('spec search §5: price ranges by lower bound with Under first; car types new, demo, used', () => {
    const shuffled = [...PRICE_RANGE_BANDS].reverse().map((band, i) => ({ value: band.value, count: i + 1 }));
    expect(facetItems('price_range', shuffled, {}).map((item) => item.label)).toEqual(PRICE_RANGE_BANDS.map((band) => band.label));
    expect(
      facetItems(
        'car_type',
        [
          { value: 'used', count: 9 },
          { value: 'new', count: 1 },
          { value: 'demo', count: 5 },
        ],
        {},
      ).map((i) => i.value),
    ).toEqual(['new', 'demo', 'used']);
  });

  it('price bands read like the spec: "Under $10,000", "$10,000 - $20,000", …, "$100,000+"; weekly "Under $100", "$100 - $150", …', () => {
    expect(PRICE_RANGE_BANDS.map((band) => band.label)).toEqual([
      'Under $10,000',
      '$10,000 - $20,000',
      '$20,000 - $30,000',
      '$30,000 - $40,000',
      '$40,000 - $50,000',
      '$50,000 - $75,000',
      '$75,000 - $100,000',
      '$100,000+',
    ]);
    expect(PRICE_RANGE_BANDS[1]).toEqual({ label: '$10,000 - $20,000', value: '10000 - 20000', from: 10_000, below: 20_000 });
    expect(WEEKLY_PRICE_RANGE_BANDS.slice(0, 2).map((band) => band.label)).toEqual(['Under $100', '$100 - $150']);
    expect(WEEKLY_PRICE_RANGE_BANDS.at(-1)).toEqual({ label: '$500+', value: '500+', from: 500 });
  });
});
