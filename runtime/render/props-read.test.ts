import { describe, expect, it } from 'vitest';
import { propsNotingReads } from './props-read';

describe('props a loader reads', () => {
  it('notes the top-level fields read, each once, in a stable order', () => {
    const { props, reads } = propsNotingReads({ heading: 'Our cars', filters: { make: 'Toyota' }, limit: 8 });
    expect(props.filters.make).toBe('Toyota');
    expect(props.limit).toBe(8);
    expect(props.limit).toBe(8);
    expect(reads()).toEqual(['filters', 'limit']);
  });

  it('a field asked after (`in`) counts as read, even when absent', () => {
    const { props, reads } = propsNotingReads<{ limit?: number }>({});
    expect('limit' in props).toBe(false);
    expect(reads()).toEqual(['limit']);
  });

  it('a loader that spreads the props has read them all', () => {
    const { props, reads } = propsNotingReads({ heading: 'Our cars', limit: 8 });
    const copy = { ...props };
    expect(copy).toEqual({ heading: 'Our cars', limit: 8 });
    expect(reads()).toEqual(['heading', 'limit']);
  });

  it('nothing read, nothing noted: the data never needs fetching again for an edit', () => {
    expect(propsNotingReads({ heading: 'x' }).reads()).toEqual([]);
  });
});
