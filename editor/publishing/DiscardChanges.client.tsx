'use client';

import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { memo, useMemo, useState } from 'react';
import { autosaveSnapshotAtom, draftAutosaveAtom, saveStatusAtom } from './autosave-atoms';
import type { AutosaveSnapshot } from './draft-autosave';
import { EditorApiError } from './editor-api';
import { useLoadServerDraft } from './load-server-draft.client';
import { type DraftChanges, discardDraft } from './publish-flow-api';
import { publishingToastAtom } from './publishing-toast';
import { differsFromLive } from './use-draft-changes.client';

interface DiscardChangesProps {
  slug: string;
  /** What the saved draft changes on the live site (useDraftChanges). */
  changes: DraftChanges | null;
  onDiscarded: () => void;
}

/** Offered while the draft differs from a live version, saved or not. */
function offeredFor(changes: DraftChanges | null, status: AutosaveSnapshot['status']): boolean {
  const neverPublished = changes?.liveVersion === null;
  return !neverPublished && differsFromLive(changes, status === 'unsaved' || status === 'error');
}

/**
 * "Discard changes": after a confirmation listing what is thrown away, the
 * draft becomes the live version again and the editor shows it. Offered
 * only while the draft differs from the live version.
 */
export const DiscardChanges = memo(function DiscardChanges({ slug, changes, onDiscarded }: DiscardChangesProps) {
  const store = useStore();
  const autosave = useAtomValue(draftAutosaveAtom);
  // Whether it is offered, not the save status itself: each edit's "Saving…" would render the closed dialog again.
  const offered = useAtomValue(useMemo(() => atom((get) => offeredFor(changes, get(saveStatusAtom))), [changes]));
  const loadServerDraft = useLoadServerDraft();
  const toast = useSetAtom(publishingToastAtom);
  const [opened, setOpened] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setProblem(null);
  };

  const discard = async () => {
    if (!autosave) return;
    setDiscarding(true);
    setProblem(null);
    try {
      // Saved first, so the discard names the revision the server has and no save lands after it.
      const saved = await autosave.flush();
      if (saved === 'conflict') return close(); // the conflict dialog asks what to keep first
      if (saved !== 'saved') return setProblem('The draft could not be saved yet, so nothing was discarded. Try again in a moment.');
      const answer = await discardDraft(slug, store.get(autosaveSnapshotAtom).savedRevision);
      if (answer.kind === 'conflict') {
        close();
        autosave.conflictWith(answer.current);
        return;
      }
      if (answer.kind === 'nothing-live') return setProblem(answer.message);
      await loadServerDraft(slug);
      close();
      toast({ tone: 'success', message: 'Changes discarded: the draft is the live version again.' });
      onDiscarded();
    } catch (error) {
      setProblem(`Nothing was discarded: ${error instanceof EditorApiError ? error.message : 'something went wrong.'}`);
    } finally {
      setDiscarding(false);
    }
  };

  return (
    <>
      <Button size="xs" variant="default" disabled={!offered} onClick={() => setOpened(true)}>
        Discard changes
      </Button>
      <Modal opened={opened} onClose={close} title="Discard your changes?" centered>
        <Stack gap="md">
          <Text size="sm">
            {`The draft goes back to what is live now${changes?.liveVersion ? ` (version ${changes.liveVersion})` : ''}. Changes since then are thrown away, for everyone editing this site. This cannot be undone.`}
          </Text>
          {changes && changes.changes.length > 0 ? (
            <List size="sm" aria-label="Changes that are thrown away">
              {changes.changes.map((change, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two changes can read the same; the list never changes while shown.
                <List.Item key={index}>{change}</List.Item>
              ))}
            </List>
          ) : null}
          {status === 'unsaved' ? <Text size="sm">Your unsaved changes are thrown away too.</Text> : null}
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep my changes
            </Button>
            <Button color="red.8" loading={discarding} onClick={discard}>
              Discard changes
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
});
