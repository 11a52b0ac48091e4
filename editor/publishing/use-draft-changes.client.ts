'use client';

import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { savedRevisionAtom } from './autosave-atoms';
import { type DraftChanges, fetchDraftChanges } from './publish-flow-api';

/**
 * What the saved draft changes on the live site, asked again after each
 * save, so "Discard changes" is offered only when there is something to
 * discard. `refresh` asks now (before a publish is confirmed). A failure
 * leaves the last answer: the buttons stay as they were.
 */
export function useDraftChanges(slug: string | undefined): { changes: DraftChanges | null; refresh: () => Promise<DraftChanges | null> } {
  const store = useStore();
  const [changes, setChanges] = useState<DraftChanges | null>(null);
  const shown = useRef(changes);

  const refresh = useCallback(async () => {
    if (!slug) return null;
    try {
      const answer = await fetchDraftChanges(slug);
      // Typing in one block saves again and again with the same summary: the bar and its dialogs need not render for
      // each. Compared here, not in a state updater, which would still render the bar once to find nothing changed.
      if (!(shown.current && sameDraftChanges(shown.current, answer))) {
        shown.current = answer;
        setChanges(answer);
      }
      return answer;
    } catch {
      return null;
    }
  }, [slug]);

  // Each save may change what differs from the live version. Followed through the store, not rendered: the bar
  // and its dialogs render again only when the answer differs, not at every save of a marketer typing.
  useEffect(() => {
    void refresh();
    return store.sub(savedRevisionAtom, () => void refresh());
  }, [refresh, store]);

  return { changes, refresh };
}

/** The same summary for the marketer, whatever revision it was asked at. */
export function sameDraftChanges(a: DraftChanges, b: DraftChanges): boolean {
  return a.liveVersion === b.liveVersion && a.changes.length === b.changes.length && a.changes.every((change, i) => change === b.changes[i]);
}

/** The draft holds something shoppers do not see yet, saved or not. */
export const differsFromLive = (changes: DraftChanges | null, unsaved: boolean): boolean => unsaved || (changes !== null && changes.changes.length > 0);
