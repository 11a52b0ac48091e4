import type { SiteDocument } from '../../schemas/site-document';
import { type DocumentPath, replacedAt, valueAt } from '../state/changed-block';
import { readEditorMessage } from './canvas-messages';
import { keepUnchanged } from './keep-unchanged';

/**
 * The draft the canvas shows, held outside React so that each part of the
 * canvas subscribes to what it draws: the theme's provider to the theme,
 * the page to the rest. An edit of a block then leaves the theme's provider
 * (and every block reading its context) alone.
 */
export interface ShownDraftStore {
  get: () => SiteDocument;
  /** Whether the editor has sent its draft yet (until then the saved one is shown). */
  received: () => boolean;
  /** Takes the editor's draft; parts equal to the shown draft's keep their identity. */
  receive: (next: SiteDocument) => void;
  /**
   * Takes one changed block, put in place of the block with its id at its
   * path; false (and nothing changed) when that path does not hold it, as
   * when the editor's draft and this one have drifted apart.
   */
  receiveBlock: (path: DocumentPath, block: { id: string }) => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createShownDraftStore(saved: SiteDocument): ShownDraftStore {
  let shown = saved;
  let received = false;
  const listeners = new Set<() => void>();
  return {
    get: () => shown,
    received: () => received,
    receive(next) {
      shown = keepUnchanged(shown, next);
      received = true;
      for (const listener of listeners) listener();
    },
    receiveBlock(path, block) {
      const current = valueAt(shown, path);
      if (!received || typeof current !== 'object' || current === null || (current as { id?: unknown }).id !== block.id) return false;
      shown = replacedAt(shown, path, block) as SiteDocument;
      for (const listener of listeners) listener();
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A draft with the parts every page needs: one still missing them (half imported) is not shown over the last one. */
function isShowable(document: Record<string, unknown>): boolean {
  const layout = document.layout as Record<string, unknown> | undefined;
  return (
    Array.isArray(document.pages) && Array.isArray(layout?.header) && Array.isArray(layout?.footer) && typeof document.theme === 'object' && typeof document.settings === 'object'
  );
}

/**
 * Takes the editor's drafts and changed blocks into the store. A block that
 * cannot be read or does not fit the draft shown here, or that comes after a
 * draft that could not be shown (the block changes that draft, not the one
 * shown), makes the canvas ask for the whole draft again; so does the
 * editor saying it listens (it may have missed the canvas's first ask).
 */
export function draftInbox(drafts: ShownDraftStore, askForDraft: () => void): (data: unknown) => void {
  let behind = false;
  return (data) => {
    const message = readEditorMessage(data);
    if (message?.type === 'listening') {
      askForDraft();
      return;
    }
    if (message?.type === 'draft') {
      behind = !isShowable(message.document);
      if (!behind) drafts.receive(message.document as unknown as SiteDocument);
      return;
    }
    const aBlock = (data as { type?: unknown } | null)?.type === 'draft-block';
    if (aBlock && (behind || message?.type !== 'draft-block' || !drafts.receiveBlock(message.path, message.block))) askForDraft();
  };
}
