import { atom } from 'jotai';
import type { OtherEditorTabs } from './other-tabs';

/** This site's editor tabs in this browser: set while the editor is open, where BroadcastChannel exists. */
export const otherEditorTabsAtom = atom<OtherEditorTabs | null>(null);

/** Whether this site is also open in another tab of this browser. */
export const openElsewhereAtom = atom(false);
