'use client';

import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { SiteDocument } from '../../schemas/site-document';
import { EditorOperationError } from '../document/operations';
import { changeDocumentAtom } from '../state/editor-store';
import { editorNoticeAtom } from './notice';

export interface EditorChange {
  label: string;
  recipe: (draft: SiteDocument) => void;
  coalesceKey?: string;
}

export type ChangeResult = { ok: true } | { ok: false; message: string };

/**
 * Applies a change as one undo step. A refused operation (a duplicate path,
 * the last page, a block into itself) is said in the live region instead of
 * failing, and reported back so a form can show it at its field instead.
 */
export function useEditorChange(): (change: EditorChange, options?: { showRefusalInline?: boolean }) => ChangeResult {
  const change = useSetAtom(changeDocumentAtom);
  const notify = useSetAtom(editorNoticeAtom);
  return useCallback(
    ({ label, recipe, coalesceKey }, options) => {
      try {
        change(coalesceKey === undefined ? { label, recipe } : { label, recipe, coalesceKey });
        return { ok: true };
      } catch (error) {
        if (!(error instanceof EditorOperationError)) throw error;
        // A form that shows the refusal beside its field says it there, once.
        if (!options?.showRefusalInline) notify({ tone: 'error', message: error.message });
        return { ok: false, message: error.message };
      }
    },
    [change, notify],
  );
}
