import { describe, expect, it, vi } from 'vitest';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { createShownDraftStore } from './shown-draft-store';

describe('the draft the canvas shows', () => {
  it('live canvas: shows the saved draft until the editor sends its own, then the editor’s, and tells its subscribers', () => {
    const saved = editorTestDocument();
    const drafts = createShownDraftStore(saved);
    const listener = vi.fn();
    drafts.subscribe(listener);
    expect(drafts.get()).toBe(saved);
    expect(drafts.received()).toBe(false);
    const edited = structuredClone(saved);
    edited.dealer.name = 'Bayside Motors Group';
    drafts.receive(edited);
    expect(drafts.get().dealer.name).toBe('Bayside Motors Group');
    expect(drafts.received()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('live canvas: a block edit keeps the theme’s identity, so the theme’s provider does not render again', () => {
    const saved = editorTestDocument();
    const drafts = createShownDraftStore(saved);
    const edited = structuredClone(saved);
    edited.pages[0]!.title = 'Welcome';
    drafts.receive(edited);
    expect(drafts.get().theme).toBe(saved.theme);
    expect(drafts.get().pages).not.toBe(saved.pages);
  });

  it('live canvas: an unsubscribed listener hears nothing more', () => {
    const drafts = createShownDraftStore(editorTestDocument());
    const listener = vi.fn();
    drafts.subscribe(listener)();
    drafts.receive(structuredClone(drafts.get()));
    expect(listener).not.toHaveBeenCalled();
  });
});
