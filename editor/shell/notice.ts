import { atom } from 'jotai';

/** A refused change or a finished action, said once in the editor's live region. */
export interface EditorNotice {
  tone: 'info' | 'error';
  message: string;
}

export const editorNoticeAtom = atom<EditorNotice | null>(null);
