import { describe, expect, it } from 'vitest';
import { openInEditor } from './editable-shape';
import { validFixtureDocument } from './test-support/fixture-registry';

describe('what the editor can open', () => {
  it('opens a valid site, and a draft with errors that still has its pages and block lists', () => {
    expect(openInEditor(validFixtureDocument()).ok).toBe(true);
    const withErrors = { ...validFixtureDocument(), dealer: 'not a dealer', theme: undefined };
    const opened = openInEditor(withErrors);
    expect(opened.ok).toBe(true);
    // The same object, not a copy: the editor holds what was stored.
    if (opened.ok) expect(opened.document).toBe(withErrors);
  });

  it('refuses what it could not show, naming where: no pages, no page at all, a page without id, a block without type', () => {
    const errorOf = (value: unknown) => {
      const opened = openInEditor(value);
      return opened.ok ? undefined : opened.errors[0];
    };
    expect(errorOf(null)).toMatchObject({ path: '' });
    expect(errorOf({})).toEqual({ path: '/pages', message: 'is required' });
    expect(errorOf({ pages: [] })).toMatchObject({ path: '/pages' });
    expect(errorOf({ pages: [{ path: '/' }] })).toEqual({ path: '/pages/0/id', message: 'is required' });
    expect(errorOf({ pages: [{ id: 'home', blocks: [{ id: 'a', type: 'test-section', slots: { content: [{ id: 'b' }] } }] }] })).toMatchObject({
      path: '/pages/0/blocks/0/slots/content/0/type',
    });
    expect(errorOf({ pages: [{ id: 'home' }], layout: { header: 'none' } })).toMatchObject({ path: '/layout/header' });
  });
});
