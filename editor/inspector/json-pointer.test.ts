import { describe, expect, it } from 'vitest';
import { childPointer, setAt, valueAt } from './json-pointer';

describe('JSON Pointer edits', () => {
  const value = { title: 'Sale', buttons: [{ label: 'A' }, { label: 'B' }], image: { url: '/a.jpg' } };

  it('sets a nested value, copying only the containers on the way', () => {
    const next = setAt(value, '/buttons/1/label', 'C') as typeof value;
    expect(next.buttons[1]).toEqual({ label: 'C' });
    expect(next.buttons[0]).toBe(value.buttons[0]);
    expect(next.image).toBe(value.image);
    expect(value.buttons[1].label).toBe('B');
  });

  it('removes a key when set to undefined, and creates missing objects on the way', () => {
    expect(setAt(value, '/image', undefined)).toEqual({ title: 'Sale', buttons: value.buttons });
    expect(setAt({}, '/phoneLabels/new', 'New')).toEqual({ phoneLabels: { new: 'New' } });
  });

  it('reads values and escapes keys', () => {
    expect(valueAt(value, '/buttons/0/label')).toBe('A');
    expect(valueAt(value, '/missing/x')).toBeUndefined();
    expect(childPointer('/a', 'b/c~')).toBe('/a/b~1c~0');
  });
});
