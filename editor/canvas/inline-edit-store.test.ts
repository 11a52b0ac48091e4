import { describe, expect, it, vi } from 'vitest';
import { createInlineEditStore } from './inline-edit-store';

describe('inline edit store', () => {
  it('inline editing: one block at a time; its generation moves on when the edit ends, and listeners hear both', () => {
    const store = createInlineEditStore();
    const heard = vi.fn();
    store.subscribe(heard);
    expect(store.editing()).toBeUndefined();
    store.start('hero');
    expect(store.editing()).toBe('hero');
    expect(store.generation('hero')).toBe(0);
    store.end();
    expect(store.editing()).toBeUndefined();
    expect(store.generation('hero')).toBe(1);
    expect(store.generation('footer')).toBe(0);
    store.end();
    expect(store.generation('hero')).toBe(1);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
