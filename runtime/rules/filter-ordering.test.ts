import { describe, expect, it } from 'vitest';
import { priceRangeLowerBound, sortCarTypeOptions, sortPriceRangeOptions } from './filter-ordering';

const options = (...values: string[]) => values.map((value) => ({ value, label: value, count: 1 }));
const values = (sorted: { value: string }[]) => sorted.map((option) => option.value);

describe('spec search §5: price range options sorted by numeric lower bound, with Under first', () => {
  it('sorts by the number, not the text ("$5,000" before "$10,000")', () => {
    const sorted = sortPriceRangeOptions(options('$10,000 - $20,000', '$50,000+', '$5,000 - $10,000', '$20,000 - $50,000'));
    expect(values(sorted)).toEqual(['$5,000 - $10,000', '$10,000 - $20,000', '$20,000 - $50,000', '$50,000+']);
  });

  it('puts Under first, even before a range starting at 0', () => {
    const sorted = sortPriceRangeOptions(options('$0 - $5,000', '$5,000 - $10,000', 'Under $5,000'));
    expect(values(sorted)).toEqual(['Under $5,000', '$0 - $5,000', '$5,000 - $10,000']);
  });

  it('orders several Under options by their number, case aside', () => {
    expect(values(sortPriceRangeOptions(options('Under $20,000', 'under $10,000')))).toEqual(['under $10,000', 'Under $20,000']);
  });

  it('puts an option without a number last and keeps ties in the facet order', () => {
    const sorted = sortPriceRangeOptions(options('POA', '$5,000 - $10,000', '$5,000 plus', 'Under $5,000'));
    expect(values(sorted)).toEqual(['Under $5,000', '$5,000 - $10,000', '$5,000 plus', 'POA']);
  });

  it('reads the lower bound without $ or commas, weekly ranges included', () => {
    expect(priceRangeLowerBound('$10,000 - $20,000')).toBe(10_000);
    expect(priceRangeLowerBound('$150 - $200 per week')).toBe(150);
    expect(priceRangeLowerBound('10000:20000')).toBe(10_000);
  });

  it('leaves the facet list as it was', () => {
    const facet = options('$10,000 - $20,000', 'Under $10,000');
    sortPriceRangeOptions(facet);
    expect(values(facet)).toEqual(['$10,000 - $20,000', 'Under $10,000']);
  });
});

describe('spec search §5: car type order new, demo, used', () => {
  it('orders new, demo, used whatever the facet order', () => {
    expect(values(sortCarTypeOptions(options('used', 'new', 'demo')))).toEqual(['new', 'demo', 'used']);
  });

  it('keeps types the spec does not name after, in their order', () => {
    expect(values(sortCarTypeOptions(options('ex-rental', 'used', 'private', 'new')))).toEqual(['new', 'used', 'ex-rental', 'private']);
  });
});
