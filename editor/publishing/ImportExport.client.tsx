'use client';

import { Button, FileButton, Modal, Stack, Text } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, useState } from 'react';
import type { DocumentError } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';
import { draftAutosaveAtom } from './autosave-atoms';
import { DocumentErrorList } from './DocumentErrorList.client';
import { EditorApiError, importDocument, siteApiPath } from './editor-api';
import { useLoadServerDraft } from './load-server-draft.client';
import { publishingToastAtom } from './publishing-toast';

interface ImportRefusal {
  message: string;
  errors: readonly DocumentError[];
  document?: SiteDocument;
}

/** "Imported." or "Imported. Migrated from schema version 1" when the file was written for an older schema. */
export function importedWords(migratedFrom: number | null): string {
  return migratedFrom === null ? 'Imported.' : `Imported. Migrated from schema version ${migratedFrom}`;
}

/**
 * Import replaces the draft with a site document from a JSON file (checked
 * and, when older, migrated by the server); Export downloads the saved draft
 * in the dealer-configs format.
 */
export const ImportExport = memo(function ImportExport({ slug }: { slug: string }) {
  const autosave = useAtomValue(draftAutosaveAtom);
  const loadServerDraft = useLoadServerDraft();
  const toast = useSetAtom(publishingToastAtom);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const [importing, setImporting] = useState(false);

  const importFile = async (file: File | null) => {
    if (!file) return;
    setImporting(true);
    try {
      let document: unknown;
      try {
        document = JSON.parse(await file.text());
      } catch (error) {
        setRefusal({ message: `“${file.name}” is not a JSON file: ${(error as Error).message}`, errors: [] });
        return;
      }
      // A save still waiting would be refused after the import; send it first.
      await autosave?.flush();
      const answer = await importDocument(slug, document);
      if (answer.kind === 'invalid') {
        setRefusal({ message: answer.message || `“${file.name}” was not imported: it has problems.`, errors: answer.errors, document: document as SiteDocument });
        return;
      }
      await loadServerDraft(slug);
      toast({ tone: 'success', message: importedWords(answer.migratedFrom) });
    } catch (error) {
      toast({ tone: 'error', message: `Not imported: ${error instanceof EditorApiError ? error.message : 'something went wrong.'}` });
    } finally {
      setImporting(false);
    }
  };

  const exportDraft = async () => {
    // Export writes the server's draft, so it waits for the last change to be saved.
    await autosave?.flush();
    const link = window.document.createElement('a');
    link.href = siteApiPath(slug, 'export');
    link.download = `${slug}.json`;
    window.document.body.append(link);
    link.click();
    link.remove();
  };

  return (
    <>
      <FileButton onChange={importFile} accept="application/json">
        {(props) => (
          <Button {...props} size="xs" variant="default" loading={importing}>
            Import
          </Button>
        )}
      </FileButton>
      <Button size="xs" variant="default" onClick={exportDraft}>
        Export
      </Button>
      <Modal opened={refusal !== null} onClose={() => setRefusal(null)} title="Import refused" centered size="lg">
        {refusal ? (
          <Stack gap="sm">
            <Text size="sm">{refusal.message}</Text>
            <Text size="sm">The draft is unchanged.</Text>
            {refusal.errors.length > 0 ? <DocumentErrorList errors={refusal.errors} document={refusal.document} /> : null}
          </Stack>
        ) : null}
      </Modal>
    </>
  );
});
