'use client';

import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { memo, useCallback, useEffect, useState } from 'react';
import type { DocumentError } from '../../schemas/errors';
import { validationAtom } from '../state/editor-store';
import { autosaveSnapshotAtom, draftAutosaveAtom } from './autosave-atoms';
import { DocumentErrorList } from './DocumentErrorList.client';
import { EditorApiError } from './editor-api';
import { cancelSchedule, fetchSchedule, type ScheduledPublish as Schedule, scheduleDraft } from './publish-flow-api';
import { publishingToastAtom } from './publishing-toast';
import { scheduledPublishAtom } from './schedule-atoms';
import { fromLocalInput, goLiveWords, localInputValue, markerTimeZone, tomorrowMorning } from './schedule-words';

const failure = (error: unknown) => (error instanceof EditorApiError ? error.message : 'something went wrong.');
const problems = (count: number) => `${count} ${count === 1 ? 'problem' : 'problems'}`;

interface Refusal {
  message: string;
  errors: readonly DocumentError[];
}

/** The schedule in the toolbar: when it goes live with a way to cancel it, or why it did not go live. */
function ScheduleStatus({ schedule, onCancel, busy }: { schedule: Schedule; onCancel: () => void; busy: boolean }) {
  if (schedule.status === 'published') return null;
  const when = goLiveWords(schedule.publishAt);
  if (schedule.status === 'failed') {
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="sm" c="red.9" title={schedule.failure ?? undefined}>
          {`The publish scheduled for ${when} did not go live. ${schedule.failure ?? ''}`}
        </Text>
        <Button size="xs" variant="subtle" loading={busy} onClick={onCancel} aria-label="Clear the failed scheduled publish">
          Clear
        </Button>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm">{`Scheduled to go live ${when}`}</Text>
      <Button size="xs" variant="subtle" loading={busy} onClick={onCancel} aria-label="Cancel the scheduled publish">
        Cancel
      </Button>
    </Group>
  );
}

/**
 * "Publish later": the draft as saved now goes live at a date and time the
 * marketer picks, on their own computer's clock (the site names no time
 * zone, so the dialog says which one it is). One per site: a new one
 * replaces the one before, which the dialog says before it does.
 */
export const ScheduledPublish = memo(function ScheduledPublish({ slug }: { slug: string }) {
  const store = useStore();
  const autosave = useAtomValue(draftAutosaveAtom);
  const toast = useSetAtom(publishingToastAtom);
  const [schedule, setSchedule] = useAtom(scheduledPublishAtom);
  const [opened, setOpened] = useState(false);
  const [when, setWhen] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setSchedule(await fetchSchedule(slug));
    } catch {
      // The toolbar shows no schedule rather than an error; the dialog says more when opened.
    }
  }, [slug, setSchedule]);

  useEffect(() => {
    void load();
  }, [load]);

  const waiting = schedule?.status === 'waiting' ? schedule : null;

  const open = () => {
    setWhen(localInputValue(tomorrowMorning(new Date())));
    setFieldError(null);
    setRefusal(null);
    setOpened(true);
  };

  const scheduleIt = async () => {
    if (!autosave) return;
    const moment = fromLocalInput(when);
    if (!moment) return setFieldError('Pick a date and a time.');
    if (moment.getTime() <= Date.now()) return setFieldError('Pick a time still to come.');
    const { errors } = store.get(validationAtom);
    if (errors.length > 0) {
      return setRefusal({ message: `Scheduling is refused while the site has ${problems(errors.length)}. Fix each one first; Publish lists them with links.`, errors: [] });
    }
    setBusy(true);
    setRefusal(null);
    try {
      const saved = await autosave.flush();
      if (saved === 'conflict') return setOpened(false); // the conflict dialog asks what to keep first
      if (saved !== 'saved') return setRefusal({ message: 'The draft could not be saved yet, so nothing was scheduled. Try again in a moment.', errors: [] });
      const answer = await scheduleDraft(slug, store.get(autosaveSnapshotAtom).savedRevision, moment.toISOString());
      if (answer.kind === 'conflict') {
        setOpened(false);
        autosave.conflictWith(answer.current);
      } else if (answer.kind === 'invalid') {
        setRefusal({ message: answer.message, errors: answer.errors });
      } else {
        setSchedule(answer.schedule);
        setOpened(false);
        toast({ tone: 'success', message: `Scheduled: the draft as it is now goes live ${goLiveWords(answer.schedule.publishAt)}.` });
      }
    } catch (error) {
      setRefusal({ message: `Nothing was scheduled: ${failure(error)}`, errors: [] });
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelSchedule(slug);
      const was = schedule;
      setSchedule(null);
      if (was?.status === 'waiting') toast({ tone: 'success', message: `The publish scheduled for ${goLiveWords(was.publishAt)} is cancelled.` });
    } catch (error) {
      toast({ tone: 'error', message: `The scheduled publish was not cancelled: ${failure(error)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {schedule ? <ScheduleStatus schedule={schedule} onCancel={cancel} busy={busy && !opened} /> : null}
      <Button size="xs" variant="default" onClick={open}>
        Publish later
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Publish later" centered>
        <Stack gap="md">
          <Text size="sm">The draft as it is now goes live at the time you pick. Changes you make after scheduling stay in the draft and do not go live with it.</Text>
          {waiting ? <Alert color="yellow">{`This replaces the publish scheduled for ${goLiveWords(waiting.publishAt)}.`}</Alert> : null}
          <TextInput
            type="datetime-local"
            label="Go live on"
            description={`On your computer's clock (${markerTimeZone()}).`}
            value={when}
            onChange={(event) => {
              setWhen(event.currentTarget.value);
              setFieldError(null);
            }}
            error={fieldError}
            data-autofocus
          />
          {refusal ? (
            <Alert color="red" role="alert">
              <Text size="sm">{refusal.message}</Text>
              {refusal.errors.length > 0 ? <DocumentErrorList errors={refusal.errors} /> : null}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button loading={busy} onClick={scheduleIt}>
              {waiting ? 'Replace the scheduled publish' : 'Schedule'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
});
