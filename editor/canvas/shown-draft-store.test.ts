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

  it('live canvas: one changed block is put in place at its path, and every other part keeps its identity', () => {
    const saved = editorTestDocument();
    const drafts = createShownDraftStore(saved);
    drafts.receive(saved);
    const listener = vi.fn();
    drafts.subscribe(listener);
    const card = { ...saved.pages[0]!.blocks[1]!.slots!.content[0]!, props: { title: 'Summer sale' } };
    expect(drafts.receiveBlock(['pages', 0, 'blocks', 1, 'slots', 'content', 0], card)).toBe(true);
    expect(drafts.get().pages[0]!.blocks[1]!.slots!.content[0]).toBe(card);
    expect(drafts.get().pages[0]!.blocks[0]).toBe(saved.pages[0]!.blocks[0]);
    expect(drafts.get().pages[1]).toBe(saved.pages[1]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('live canvas: a block whose path holds another block, or nothing, or that comes before the editor’s draft, is refused and changes nothing', () => {
    const saved = editorTestDocument();
    const drafts = createShownDraftStore(saved);
    const card = { id: 'summer-card', type: 'promo-card', props: {} };
    expect(drafts.receiveBlock(['pages', 0, 'blocks', 1, 'slots', 'content', 0], card)).toBe(false);
    drafts.receive(saved);
    expect(drafts.receiveBlock(['pages', 0, 'blocks', 0], card)).toBe(false);
    expect(drafts.receiveBlock(['pages', 7, 'blocks', 0], card)).toBe(false);
    expect(drafts.get()).toBe(saved);
  });
});
