'use client';

import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { DraftChanges } from './publish-flow-api';
import { scheduledPublishAtom } from './schedule-atoms';
import { goLiveWords } from './schedule-words';

interface PublishConfirmDialogProps {
  /** What the saved draft changes; null while closed. */
  changes: DraftChanges | null;
  publishing: boolean;
  onPublish: () => void;
  onCancel: () => void;
}

function Summary({ changes }: { changes: DraftChanges }) {
  if (changes.liveVersion === null) return <Text size="sm">This site has never been published: everything in the draft goes live for the first time.</Text>;
  if (changes.changes.length === 0) {
    return <Text size="sm">{`The draft is the same as the live version (version ${changes.liveVersion}): publishing changes nothing shoppers see.`}</Text>;
  }
  return (
    <>
      <Text size="sm">{`What changes on the live site (now version ${changes.liveVersion}):`}</Text>
      <List size="sm">
        {changes.changes.map((change, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two changes can read the same (two promo cards changed on one page); the list never changes while shown.
          <List.Item key={index}>{change}</List.Item>
        ))}
      </List>
    </>
  );
}

/** Asks before the draft goes live, listing what changes since the live version in the words the version history uses. */
export function PublishConfirmDialog({ changes, publishing, onPublish, onCancel }: PublishConfirmDialogProps) {
  const schedule = useAtomValue(scheduledPublishAtom);
  return (
    <Modal opened={changes !== null} onClose={onCancel} title="Publish these changes?" centered>
      {changes ? (
        <Stack gap="md">
          <Summary changes={changes} />
          <Text size="sm">Shoppers see it as soon as you publish.</Text>
          {schedule?.status === 'waiting' ? (
            // A schedule keeps the draft as it was when scheduled: going live later, it would take back what is published now.
            <Alert color="yellow">{`A publish is still scheduled for ${goLiveWords(schedule.publishAt)}, with the draft as it was when it was scheduled. Cancel it (beside Publish later) if this publish should replace it.`}</Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button loading={publishing} onClick={onPublish} data-autofocus>
              Publish now
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
