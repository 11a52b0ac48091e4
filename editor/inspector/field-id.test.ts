import { describe, expect, it } from 'vitest';
import { fieldId } from './field-id';

describe('fieldId', () => {
  it('spec editor: gives each pointer its own id, usable in a URL fragment', () => {
    expect(fieldId('block-hero', '/buttons/0/label')).toBe('block-hero.buttons.0.label');
    expect(fieldId('block-hero', '')).toBe('block-hero');
    expect(fieldId('p', '/facebook_url')).toBe('p.facebook_5f_url');
    expect(fieldId('p', '/a~1b')).not.toBe(fieldId('p', '/a/b'));
    expect(fieldId('p', '/a.b')).not.toBe(fieldId('p', '/a/b'));
    expect(fieldId('p', '/naïve name')).toMatch(/^[A-Za-z0-9._-]+$/);
  });
});
