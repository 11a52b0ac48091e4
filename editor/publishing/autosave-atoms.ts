import { atom } from 'jotai';
import type { AutosaveSnapshot, DraftAutosave } from './draft-autosave';

/** What the toolbar shows about saving; written only by the autosave. */
export const autosaveSnapshotAtom = atom<AutosaveSnapshot>({
  status: 'saved',
  savedRevision: 0,
  lastSavedAt: null,
  conflict: null,
  problem: null,
});

/** The running autosave, so Publish, Import, Rollback and the conflict dialog can flush it or hand it a new draft. */
export const draftAutosaveAtom = atom<DraftAutosave | null>(null);
