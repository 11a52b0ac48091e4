'use client';

import { Button, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useMemo, useState } from 'react';
import type { SiteDocument } from '../../schemas/site-document';
import { registryAtom } from '../state/registry';
import { documentAtom, loadDocumentAtom } from '../state/editor-store';
import { autosaveConflictAtom, draftAutosaveAtom } from './autosave-atoms';
import { type DraftMerge, mergeDrafts, type MergeSide } from './draft-merge';
import type { TheirDraft } from './editor-api';
import { otherEditorTabsAtom } from './other-tabs-atoms';
import { publishingToastAtom } from './publishing-toast';
import { ownTabSaveWords, theirSaveWords } from './save-status-words';

type JsonRecord = Record<string, unknown>;

const parts = (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`;

/** What each choice does to a part, in words: "Keep mine (changed)", "Take theirs (removed)". */
const choiceWords = (side: MergeSide, what: string) => `${side === 'mine' ? 'Keep mine' : 'Take theirs'} (${what})`;

/**
 * Shown when the server refused a save because the draft was saved
 * elsewhere first: by someone else, or by this marketer in another tab.
 * Whatever only one side changed is kept from both; for each part both
 * changed, the marketer keeps theirs or mine. It stays until they choose.
 */
export function ConflictDialog() {
  const conflict = useAtomValue(autosaveConflictAtom);
  if (!conflict) return null;
  // Keyed by their revision: a second conflict starts with fresh choices.
  return <ConflictChoices key={conflict.revision} conflict={conflict} />;
}

function ConflictChoices({ conflict }: { conflict: TheirDraft }) {
  const store = useStore();
  const autosave = useAtomValue(draftAutosaveAtom);
  const otherTabs = useAtomValue(otherEditorTabsAtom);
  const loadDocument = useSetAtom(loadDocumentAtom);
  const toast = useSetAtom(publishingToastAtom);
  const [choices, setChoices] = useState<ReadonlyMap<string, MergeSide>>(new Map());
  const merge: DraftMerge = useMemo(
    () =>
      mergeDrafts((autosave?.base ?? conflict.document) as JsonRecord, store.get(documentAtom) as unknown as JsonRecord, conflict.document as JsonRecord, store.get(registryAtom)),
    [autosave, conflict, store],
  );
  const ownTab = otherTabs?.savedByOtherTab(conflict.revision) ?? false;
  const title = ownTab ? 'Your other tab saved this site' : 'Someone else saved this site';
  const saved = ownTab ? ownTabSaveWords(conflict.updatedAt) : theirSaveWords(conflict.updatedBy, conflict.updatedAt);

  /** Their draft becomes the one this editor's next save builds on, and the document shown is the one kept. */
  const keep = (document: unknown, message: string) => {
    loadDocument(document as SiteDocument);
    autosave?.adopt(conflict.document, conflict.revision, conflict.updatedAt);
    toast({ tone: 'success', message });
  };

  const saveMerged = () =>
    keep(merge.build(choices), merge.conflicts.length === 0 ? 'Both sets of changes are kept and saved.' : 'Your choices are saved, with every other change from both.');
  const takeTheirs = () => keep(conflict.document, 'Their version is loaded. Your changes were dropped.');

  return (
    <Modal opened onClose={() => {}} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} title={title} centered size="lg">
      <Stack gap="md">
        <Text>{saved} Your changes are still here.</Text>
        {merge.conflicts.length === 0 ? (
          <Text size="sm">
            The two versions changed different parts of the site
            {merge.merged > 0 ? ` (${parts(merge.merged)} in all)` : ''}, so both can be kept.
          </Text>
        ) : (
          <>
            <Text size="sm">
              Both versions changed the {merge.conflicts.length === 1 ? 'part' : `${parts(merge.conflicts.length)}`} below. Choose which to keep for each; every other change from
              both is kept.
            </Text>
            <List listStyleType="none" spacing="sm" withPadding={false}>
              {merge.conflicts.map((part) => (
                <List.Item key={part.key}>
                  <Radio.Group
                    label={part.name}
                    value={choices.get(part.key) ?? 'mine'}
                    onChange={(side) => setChoices((current) => new Map(current).set(part.key, side as MergeSide))}
                  >
                    <Group gap="lg" mt={4}>
                      <Radio value="mine" label={choiceWords('mine', part.mine)} />
                      <Radio value="theirs" label={choiceWords('theirs', part.theirs)} />
                    </Group>
                  </Radio.Group>
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={takeTheirs}>
            Drop my changes, take theirs
          </Button>
          <Button onClick={saveMerged}>{merge.conflicts.length === 0 ? 'Keep both and save' : 'Save my choices'}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
