import { describe, expect, it } from 'vitest';
import { searchParamsOfQuery } from './query-params';

describe('a query string as search params', () => {
  it('one value is text, a name given twice holds both, in order; nothing is nothing', () => {
    expect(searchParamsOfQuery('make=Toyota&body=SUV&body=Ute')).toEqual({ make: 'Toyota', body: ['SUV', 'Ute'] });
    expect(searchParamsOfQuery('')).toEqual({});
  });
});
