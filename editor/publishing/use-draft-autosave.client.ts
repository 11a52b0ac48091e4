'use client';

import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { documentAtom } from '../state/editor-store';
import { autosaveSnapshotAtom, draftAutosaveAtom, saveStatusAtom } from './autosave-atoms';
import { DraftAutosave } from './draft-autosave';
import { fetchDraft } from './editor-api';
import { OtherEditorTabs, otherTabsChannelName } from './other-tabs';
import { openElsewhereAtom, otherEditorTabsAtom } from './other-tabs-atoms';

/** Whether leaving would lose work: the one part of the save status the page itself acts on. */
const unsavedAtom = atom((get) => get(saveStatusAtom) !== 'saved');

/**
 * Saves the dealer's draft while the marketer works. `loaded` is the draft
 * revision the editor's document came from; without it the hook asks the
 * server, taking the document the editor holds at mount as that revision.
 * The save status is shown by the toolbar, not here: the component using
 * this re-renders only when the draft becomes unsaved or saved, not at each
 * "Saving…".
 */
export function useDraftAutosave(slug: string, loaded?: { revision: number; updatedAt?: string | null }): void {
  const store = useStore();
  const unsaved = useAtomValue(unsavedAtom);
  const loadedRevision = loaded?.revision;
  const loadedAt = loaded?.updatedAt ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the loaded revision matters once, when the editor opens this dealer's draft.
  useEffect(() => {
    const otherTabs =
      typeof BroadcastChannel === 'function' ? new OtherEditorTabs(new BroadcastChannel(otherTabsChannelName(slug)), (open) => store.set(openElsewhereAtom, open)) : null;
    store.set(otherEditorTabsAtom, otherTabs);
    const onPageHide = () => otherTabs?.hidden();
    const onPageShow = (event: PageTransitionEvent) => event.persisted && otherTabs?.shown();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    const autosave = new DraftAutosave({
      slug,
      readDocument: () => store.get(documentAtom),
      onChange: (next) => store.set(autosaveSnapshotAtom, next),
      onSaved: (revision) => otherTabs?.saved(revision),
    });
    store.set(draftAutosaveAtom, autosave);
    const documentAtMount = store.get(documentAtom);
    let retry: ReturnType<typeof setTimeout> | undefined;
    const learnRevision = (attempt: number) => {
      fetchDraft(slug).then(
        (draft) => autosave.adopt(documentAtMount, draft.revision, draft.updatedAt),
        () => {
          // Saving without the revision would only be refused; ask again.
          retry = setTimeout(() => learnRevision(attempt + 1), Math.min(1000 * 2 ** attempt, 30_000));
        },
      );
    };
    if (loadedRevision !== undefined) autosave.adopt(documentAtMount, loadedRevision, loadedAt);
    else learnRevision(0);
    // Subscribed to the store, not through React: a change must not re-render the component that saves.
    const unsubscribe = store.sub(documentAtom, () => autosave.documentChanged());
    return () => {
      unsubscribe();
      clearTimeout(retry);
      autosave.dispose();
      if (store.get(draftAutosaveAtom) === autosave) store.set(draftAutosaveAtom, null);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      otherTabs?.dispose();
      if (store.get(otherEditorTabsAtom) === otherTabs) store.set(otherEditorTabsAtom, null);
      store.set(openElsewhereAtom, false);
    };
  }, [slug, store]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
