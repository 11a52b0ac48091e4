'use client';

import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import type { SiteDocument } from '../../schemas/site-document';
import { documentAtom, loadDocumentAtom } from '../state/editor-store';
import { draftAutosaveAtom } from './autosave-atoms';
import { fetchDraft } from './editor-api';

/** Loads the server's draft into the editor (after a rollback or an import) and tells the autosave its revision. */
export function useLoadServerDraft(): (slug: string) => Promise<void> {
  const store = useStore();
  const loadDocument = useSetAtom(loadDocumentAtom);
  return useCallback(
    async (slug: string) => {
      const draft = await fetchDraft(slug);
      loadDocument(draft.document as unknown as SiteDocument);
      store.get(draftAutosaveAtom)?.adopt(store.get(documentAtom), draft.revision, draft.updatedAt);
    },
    [loadDocument, store],
  );
}
