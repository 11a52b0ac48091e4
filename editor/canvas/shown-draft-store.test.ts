import { describe, expect, it, vi } from 'vitest';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { createShownDraftStore, draftInbox } from './shown-draft-store';

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

  it('live canvas: the inbox shows drafts and blocks, and asks for the whole draft after an unshowable draft or for a block it cannot read or place', () => {
    const saved = editorTestDocument();
    const drafts = createShownDraftStore(saved);
    const ask = vi.fn();
    const take = draftInbox(drafts, ask);
    const card = { ...saved.pages[0]!.blocks[1]!.slots!.content[0]!, props: { title: 'Summer sale' } };
    const path = ['pages', 0, 'blocks', 1, 'slots', 'content', 0];
    take({ type: 'draft-block', path, block: card });
    expect(ask).toHaveBeenCalledTimes(1);
    take({ type: 'draft', document: saved });
    take({ type: 'draft-block', path, block: card });
    expect(drafts.get().pages[0]!.blocks[1]!.slots!.content[0]).toBe(card);
    expect(ask).toHaveBeenCalledTimes(1);
    take({ type: 'draft-block', path: Array.from({ length: 65 }, () => 'slots'), block: card });
    expect(ask).toHaveBeenCalledTimes(2);
    const halfImported = { ...saved, layout: undefined };
    take({ type: 'draft', document: halfImported });
    expect(drafts.get().layout).toBeDefined();
    take({ type: 'draft-block', path, block: card });
    expect(ask).toHaveBeenCalledTimes(3);
    take({ type: 'selected', blockId: 'summer-card' });
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('live canvas: the editor saying it listens makes the canvas ask for the draft again (its first ask may have come before the editor listened)', () => {
    const ask = vi.fn();
    const take = draftInbox(createShownDraftStore(editorTestDocument()), ask);
    take({ type: 'listening' });
    expect(ask).toHaveBeenCalledTimes(1);
    take({ type: 'listening', extra: true });
    expect(ask).toHaveBeenCalledTimes(2);
    take({ type: 'listen' });
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
