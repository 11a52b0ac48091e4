'use client';

import { useEffect, useRef, useState } from 'react';
import type { AutosaveSnapshot } from './draft-autosave';
import { saveStatusWords } from './save-status-words';

/** A save that answers sooner than this is never said to be under way. */
export const SAVING_SAID_AFTER_MS = 500;

/**
 * The save status in words, with "Saving…" said only for a save still
 * going after SAVING_SAID_AFTER_MS. Most saves answer in a few tens of
 * milliseconds: saying "Saving…" for each made the toolbar flicker, had the
 * status region announce every pause in typing twice, and drew one more
 * frame of the whole editor per save. Until then the words already shown
 * stay.
 */
export function useSaveStatusWords(snapshot: AutosaveSnapshot): string {
  const saving = snapshot.status === 'saving';
  const [slowSave, setSlowSave] = useState(false);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(() => setSlowSave(true), SAVING_SAID_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlowSave(false);
    };
  }, [saving]);

  const words = saving && !slowSave && shown.current !== null ? shown.current : saveStatusWords(snapshot);
  shown.current = words;
  return words;
}
