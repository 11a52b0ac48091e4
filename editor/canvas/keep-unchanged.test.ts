import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './keep-unchanged';

const page = (heading: string) => ({
  id: 'home',
  blocks: [
    { id: 'hero', type: 'hero-banner', props: { heading } },
    { id: 'cars', type: 'stock-carousel', props: { heading: 'Our cars', filters: { make: ['Toyota'] } } },
  ],
});

describe('live canvas: a new draft keeps what did not change', () => {
  it('an edit to one block gives a new block, list and page, and keeps every other block as it was', () => {
    const before = { dealer: { name: 'Harbour City' }, pages: [page('Welcome')] };
    const after = keepUnchanged(before, structuredClone({ dealer: { name: 'Harbour City' }, pages: [page('Welcome aboard')] }));
    expect(after).toEqual({ dealer: { name: 'Harbour City' }, pages: [page('Welcome aboard')] });
    expect(after.dealer).toBe(before.dealer);
    expect(after.pages[0]!.blocks[1]).toBe(before.pages[0]!.blocks[1]);
    expect(after.pages[0]!.blocks[0]).not.toBe(before.pages[0]!.blocks[0]);
    expect(after.pages[0]).not.toBe(before.pages[0]);
    expect(after).not.toBe(before);
  });

  it('an equal document is the previous one itself', () => {
    const before = { pages: [page('Welcome')] };
    expect(keepUnchanged(before, structuredClone(before))).toBe(before);
  });

  it('a field removed, added or a list grown is a change; a value of another kind replaces it', () => {
    const before = { props: { heading: 'A', subheading: 'B' }, list: [1, 2] };
    expect(keepUnchanged(before, { props: { heading: 'A' }, list: [1, 2] }).props).toEqual({ heading: 'A' });
    expect(keepUnchanged(before, { props: { heading: 'A', subheading: 'B', button: 'C' }, list: [1, 2] }).props).not.toBe(before.props);
    expect(keepUnchanged(before, { props: before.props, list: [1, 2, 3] }).list).toEqual([1, 2, 3]);
    expect(keepUnchanged({ value: { a: 1 } }, { value: [1] }).value).toEqual([1]);
    expect(keepUnchanged({ value: null }, { value: 0 }).value).toBe(0);
  });
});
