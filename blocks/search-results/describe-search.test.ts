import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH } from '../../runtime/rules/search-query-string';
import { describeSearch } from './describe-search';

describe('recent search wording (spec detail §3: the last 5 searches with their path)', () => {
  it('names the page, the keyword, the choices and the ranges', () => {
    const text = describeSearch('Used cars', {
      ...EMPTY_SEARCH,
      query: 'hybrid',
      lists: { make: ['Toyota'], make_model: ['Toyota|Corolla'], weekly_price_range: ['100 - 150'] },
      ranges: { price: { min: 5000, max: 20000 }, year: { min: 2020 } },
    });
    expect(text).toBe('Used cars: "hybrid", Toyota, Toyota Corolla, 100 - 150/week, Price $5,000 to $20,000, Year from 2020');
  });

  it('is just the page name when nothing is chosen', () => {
    expect(describeSearch('Toyota for sale', EMPTY_SEARCH)).toBe('Toyota for sale');
  });
});
