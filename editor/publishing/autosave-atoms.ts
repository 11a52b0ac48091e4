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

/**
 * Parts of the snapshot, for what shows only one of them: a component
 * reading one renders again when that part changes, not at each edit's
 * "Unsaved changes" and "Saving…".
 */
export const savedRevisionAtom = atom((get) => get(autosaveSnapshotAtom).savedRevision);
export const saveStatusAtom = atom((get) => get(autosaveSnapshotAtom).status);
export const autosaveConflictAtom = atom((get) => get(autosaveSnapshotAtom).conflict);

/** The running autosave, so Publish, Import, Rollback and the conflict dialog can flush it or hand it a new draft. */
export const draftAutosaveAtom = atom<DraftAutosave | null>(null);
