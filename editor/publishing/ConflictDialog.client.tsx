'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import type { SiteDocument } from '../../schemas/site-document';
import { documentAtom, loadDocumentAtom } from '../state/editor-store';
import { autosaveSnapshotAtom, draftAutosaveAtom } from './autosave-atoms';
import { downloadText, keepACopy } from './keep-a-copy';
import { publishingToastAtom } from './publishing-toast';
import { theirSaveWords } from './save-status-words';

/**
 * Shown when the server refused a save because someone else saved first.
 * It stays until the marketer chooses, and neither choice loses work: taking
 * their version first keeps a copy of this one.
 */
export function ConflictDialog({ slug }: { slug: string }) {
  const store = useStore();
  const { conflict } = useAtomValue(autosaveSnapshotAtom);
  const autosave = useAtomValue(draftAutosaveAtom);
  const loadDocument = useSetAtom(loadDocumentAtom);
  const toast = useSetAtom(publishingToastAtom);
  const [busy, setBusy] = useState(false);

  if (!conflict) return null;

  const reloadTheirs = async () => {
    setBusy(true);
    try {
      const kept = await keepACopy(slug, store.get(documentAtom));
      loadDocument(conflict.document as unknown as SiteDocument);
      autosave?.adopt(store.get(documentAtom), conflict.revision, conflict.updatedAt);
      toast({
        tone: 'success',
        message:
          kept === 'clipboard'
            ? 'Their version is loaded. Your changes were copied to the clipboard as JSON.'
            : 'Their version is loaded. Your changes were downloaded as a JSON file.',
      });
    } finally {
      setBusy(false);
    }
  };

  const keepMine = async () => {
    setBusy(true);
    try {
      await autosave?.keepMine();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={() => {}} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} title="Someone else saved this site" centered>
      <Stack gap="md">
        <Text>{theirSaveWords(conflict.updatedBy, conflict.updatedAt)} Your changes are still here.</Text>
        <Text size="sm">Reloading their version keeps a copy of yours (on the clipboard as JSON) to reapply. Saving over theirs replaces what they saved.</Text>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={() => downloadText(`${slug}-my-changes.json`, `${JSON.stringify(store.get(documentAtom), null, 2)}\n`)}>
            Download my changes
          </Button>
          <Button variant="default" loading={busy} onClick={reloadTheirs}>
            Reload their version
          </Button>
          <Button loading={busy} onClick={keepMine}>
            Keep mine and save over theirs
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
