import { describe, expect, it } from 'vitest';
import { createAjv } from '../ajv';
import { searchRequestSchema } from './search';
import { SEARCH_FILTERS, SEARCH_LIST_FILTERS, SEARCH_RANGE_FILTERS } from './search-words';

describe('search API schema', () => {
  it('spec search §2: has every filter parameter the spec lists, each a list or a min:max range', () => {
    expect(SEARCH_FILTERS).toHaveLength(26);
    expect([...SEARCH_LIST_FILTERS, ...SEARCH_RANGE_FILTERS].sort()).toEqual([...SEARCH_FILTERS].sort());
    expect(SEARCH_LIST_FILTERS).not.toContain('price');
  });

  it('accepts every filter in the POST body and refuses one the spec does not name', () => {
    const validate = createAjv().compile(searchRequestSchema);
    const filters = Object.fromEntries(SEARCH_FILTERS.map((filter) => [filter, (SEARCH_RANGE_FILTERS as readonly string[]).includes(filter) ? { min: 1 } : ['x']]));
    expect(validate({ filters })).toBe(true);
    expect(validate({ filters: { wheels: ['4'] } })).toBe(false);
  });
});
