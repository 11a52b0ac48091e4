import { describe, expect, it } from 'vitest';
import { blockAtPath } from './errors';

describe('blockAtPath', () => {
  it('finds the innermost block on the way to a path', () => {
    const doc = { pages: [{ blocks: [{ id: 'outer', type: 'section', slots: { content: [{ id: 'inner', type: 'promo-card', props: {} }] } }] }] };
    expect(blockAtPath(doc, '/pages/0/blocks/0/slots/content/0/props/title')).toEqual({ type: 'promo-card', id: 'inner' });
    expect(blockAtPath(doc, '/pages/0/blocks/0/props')).toEqual({ type: 'section', id: 'outer' });
    expect(blockAtPath(doc, '/pages/0/title')).toBeUndefined();
  });
});
