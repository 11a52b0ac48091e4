import { describe, expect, it } from 'vitest';
import { isDraftView } from './draft-view';

describe('a draft on show', () => {
  it('is the canvas and a shared preview, never the published site', () => {
    expect(isDraftView({ mode: 'editor' })).toBe(true);
    expect(isDraftView({ mode: 'preview' })).toBe(true);
    expect(isDraftView({ mode: 'site' })).toBe(false);
  });
});
