'use client';

import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { savedRevisionAtom } from './autosave-atoms';
import { type DraftChanges, fetchDraftChanges } from './publish-flow-api';

/**
 * What the saved draft changes on the live site, asked again after each
 * save, so "Discard changes" is offered only when there is something to
 * discard. `refresh` asks now (before a publish is confirmed). A failure
 * leaves the last answer: the buttons stay as they were.
 */
export function useDraftChanges(slug: string | undefined): { changes: DraftChanges | null; refresh: () => Promise<DraftChanges | null> } {
  const savedRevision = useAtomValue(savedRevisionAtom);
  const [changes, setChanges] = useState<DraftChanges | null>(null);

  const refresh = useCallback(async () => {
    if (!slug) return null;
    try {
      const answer = await fetchDraftChanges(slug);
      // Typing in one block saves again and again with the same summary: the bar and its dialogs need not render for each.
      setChanges((shown) => (shown && sameDraftChanges(shown, answer) ? shown : answer));
      return answer;
    } catch {
      return null;
    }
  }, [slug]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: savedRevision is the trigger: each save may change what differs from the live version.
  useEffect(() => {
    void refresh();
  }, [refresh, savedRevision]);

  return { changes, refresh };
}

/** The same summary for the marketer, whatever revision it was asked at. */
export function sameDraftChanges(a: DraftChanges, b: DraftChanges): boolean {
  return a.liveVersion === b.liveVersion && a.changes.length === b.changes.length && a.changes.every((change, i) => change === b.changes[i]);
}

/** The draft holds something shoppers do not see yet, saved or not. */
export const differsFromLive = (changes: DraftChanges | null, unsaved: boolean): boolean => unsaved || (changes !== null && changes.changes.length > 0);
