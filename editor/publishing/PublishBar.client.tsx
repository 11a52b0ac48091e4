'use client';

import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import type { DocumentError } from '../../schemas/errors';
import { validationAtom } from '../state/editor-store';
import { autosaveSnapshotAtom, draftAutosaveAtom } from './autosave-atoms';
import { ConflictDialog } from './ConflictDialog.client';
import { reservationsPath } from '../reservations/reservations-client';
import { DocumentErrorList } from './DocumentErrorList.client';
import { DiscardChanges } from './DiscardChanges.client';
import { EditorApiError, publishDraft } from './editor-api';
import { ImportExport } from './ImportExport.client';
import { PublishConfirmDialog } from './PublishConfirmDialog.client';
import { type DraftChanges, fetchDraftChanges } from './publish-flow-api';
import { publishingToastAtom } from './publishing-toast';
import { PublishingToastView } from './PublishingToastView.client';
import { useSaveStatusWords } from './use-save-status-words.client';
import { ScheduledPublish } from './ScheduledPublish.client';
import { SharePreview } from './SharePreview.client';
import { liveSitePath, sitesUrlAtom } from './site-address';
import { useDraftChanges } from './use-draft-changes.client';
import { VersionsDrawer } from './VersionsDrawer.client';

interface Refusal {
  message: string;
  errors: readonly DocumentError[];
}

const problems = (count: number) => `${count} ${count === 1 ? 'problem' : 'problems'}`;

/** The save status, on its own: it changes at each edit, and nothing else in the bar need render with it. */
function SaveStatus() {
  const snapshot = useAtomValue(autosaveSnapshotAtom);
  const words = useSaveStatusWords(snapshot);
  return (
    <Text size="sm" role="status" aria-live="polite" c={snapshot.status === 'error' || snapshot.status === 'conflict' ? 'red.9' : undefined}>
      {words}
    </Text>
  );
}

/**
 * Saving and publishing in the toolbar: the save status, Publish (refused
 * while the document has errors, which are listed as links to their fields;
 * otherwise confirmed with what changes on the live site), publishing later,
 * a preview link, discarding the draft, version history, import and export,
 * and the way to the dealer's reservations. The dealer comes from the
 * running autosave, so the shell renders it without props.
 */
export function PublishBar({ slug: slugProp }: { slug?: string }) {
  const store = useStore();
  const autosave = useAtomValue(draftAutosaveAtom);
  const sitesUrl = useAtomValue(sitesUrlAtom);
  const toast = useSetAtom(publishingToastAtom);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [goingToField, setGoingToField] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [confirming, setConfirming] = useState<DraftChanges | null>(null);
  const slug = slugProp ?? autosave?.slug;
  const draftChanges = useDraftChanges(slug);

  const publish = async () => {
    if (!slug || !autosave) return;
    // Read when asked, not subscribed: the bar need not re-render on every keystroke.
    const { errors } = store.get(validationAtom);
    if (errors.length > 0) {
      setGoingToField(false);
      setRefusal({ message: `Publishing is refused while the site has ${problems(errors.length)}. Fix each one; the links take you to its field.`, errors });
      return;
    }
    setPublishing(true);
    try {
      const saved = await autosave.flush();
      if (saved === 'conflict') return; // the conflict dialog asks what to keep first
      if (saved !== 'saved') {
        toast({ tone: 'error', message: 'Not published: the draft could not be saved yet. It is being retried; publish again once it is saved.' });
        return;
      }
      // What is saved now is what would go live: the marketer confirms that.
      setConfirming(await fetchDraftChanges(slug));
    } catch (error) {
      toast({ tone: 'error', message: `Not published: ${error instanceof EditorApiError ? error.message : 'something went wrong.'} Your draft is kept.` });
    } finally {
      setPublishing(false);
    }
  };

  const publishNow = async () => {
    if (!slug) return;
    setPublishing(true);
    try {
      const answer = await publishDraft(slug, store.get(autosaveSnapshotAtom).savedRevision);
      setConfirming(null);
      if (answer.kind === 'published') {
        toast({ tone: 'success', message: `Published version ${answer.version} — live now.`, link: { href: liveSitePath(slug, sitesUrl), label: 'Open the site' } });
        void draftChanges.refresh();
      } else if (answer.kind === 'invalid') {
        setGoingToField(false);
        setRefusal({ message: answer.message || `Publishing was refused: the site has ${problems(answer.errors.length)}.`, errors: answer.errors });
      } else {
        autosave?.conflictWith(answer.current);
      }
    } catch (error) {
      setConfirming(null);
      toast({ tone: 'error', message: `Not published: ${error instanceof EditorApiError ? error.message : 'something went wrong.'} Your draft is kept.` });
    } finally {
      setPublishing(false);
    }
  };

  return (
    <>
      <Group gap="xs" wrap="wrap" justify="flex-end">
        <SaveStatus />
        {slug ? (
          <>
            <ScheduledPublish slug={slug} />
            <SharePreview slug={slug} />
            <DiscardChanges slug={slug} changes={draftChanges.changes} onDiscarded={draftChanges.refresh} />
            <VersionsDrawer slug={slug} />
            <ImportExport slug={slug} />
            <Button component="a" href={reservationsPath(slug)} size="xs" variant="default">
              Reservations
            </Button>
          </>
        ) : null}
        <Button size="xs" onClick={publish} loading={publishing} disabled={!slug}>
          Publish
        </Button>
      </Group>
      <Drawer opened={refusal !== null} onClose={() => setRefusal(null)} returnFocus={!goingToField} position="right" title="Publish refused">
        {refusal ? (
          <Stack gap="sm">
            <Text size="sm">{refusal.message}</Text>
            <DocumentErrorList
              errors={refusal.errors}
              linked
              onGo={() => {
                setGoingToField(true);
                setRefusal(null);
              }}
            />
          </Stack>
        ) : null}
      </Drawer>
      <PublishConfirmDialog changes={confirming} publishing={publishing} onPublish={publishNow} onCancel={() => setConfirming(null)} />
      <ConflictDialog />
      <PublishingToastView />
    </>
  );
}
