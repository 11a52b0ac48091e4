'use client';

import { Alert, Badge, Button, Drawer, Group, List, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { SITE_STATUS_COLOURS } from '../site-list/site-status';
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, useCallback, useEffect, useState } from 'react';
import { EditorApiError, fetchVersions, rollBackTo, type VersionSummary } from './editor-api';
import { useLoadServerDraft } from './load-server-draft.client';
import { publishingToastAtom } from './publishing-toast';
import { momentInWords } from './save-status-words';
import { liveSitePath, sitesUrlAtom } from './site-address';
import { liveVersion, versionOrigin } from './version-words';

const liveBadgeColours = { color: SITE_STATUS_COLOURS.live.color, background: SITE_STATUS_COLOURS.live.background };

const failure = (error: unknown) => (error instanceof EditorApiError ? error.message : 'Something went wrong.');

/** Version history with what changed in each, and rollback to an earlier version after a confirmation. */
export const VersionsDrawer = memo(function VersionsDrawer({ slug }: { slug: string }) {
  const [opened, setOpened] = useState(false);
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<VersionSummary | null>(null);
  const [rollingBack, setRollingBack] = useState(false);
  const loadServerDraft = useLoadServerDraft();
  const toast = useSetAtom(publishingToastAtom);
  const sitesUrl = useAtomValue(sitesUrlAtom);

  const refresh = useCallback(async () => {
    setProblem(null);
    try {
      setVersions(await fetchVersions(slug));
    } catch (error) {
      setProblem(`The versions could not be loaded: ${failure(error)}`);
    }
  }, [slug]);

  useEffect(() => {
    if (opened) void refresh();
  }, [opened, refresh]);

  const rollBack = async (target: VersionSummary) => {
    setRollingBack(true);
    try {
      const { version } = await rollBackTo(slug, target.version);
      await loadServerDraft(slug);
      setConfirming(null);
      toast({
        tone: 'success',
        message: `Rolled back: version ${version}, a copy of version ${target.version}, is live now and is your draft.`,
        link: { href: liveSitePath(slug, sitesUrl), label: 'Open the site' },
      });
      await refresh();
    } catch (error) {
      setConfirming(null);
      setProblem(`The rollback failed: ${failure(error)}`);
    } finally {
      setRollingBack(false);
    }
  };

  const live = versions ? liveVersion(versions) : null;

  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        Versions
      </Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} position="right" title="Version history">
        <Stack gap="sm">
          {problem ? <Alert color="red">{problem}</Alert> : null}
          {versions === null && !problem ? <Loader size="sm" aria-label="Loading the versions" /> : null}
          {versions?.length === 0 ? <Text size="sm">Nothing has been saved yet.</Text> : null}
          {versions?.map((version) => (
            <Paper key={version.version} withBorder p="sm" component="section" aria-labelledby={`version-${version.version}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Title order={3} size="h6" id={`version-${version.version}`}>
                    Version {version.version}
                  </Title>
                  <Text size="sm">
                    <time dateTime={version.createdAt}>{momentInWords(version.createdAt)}</time>
                  </Text>
                  <Text size="sm">{versionOrigin(version)}</Text>
                </div>
                {version.version === live ? (
                  // Never shrunk: the words beside it wrap instead ("Live" and "Roll back" were cut to "L…" and "Roll ba").
                  // The site list's Live colours, which read at AA (green.8 under white text did not); sentence case, as the list says it.
                  <Badge variant="light" tt="none" style={{ flexShrink: 0, ...liveBadgeColours }}>
                    Live
                  </Badge>
                ) : version.status === 'published' ? (
                  <Button size="xs" variant="default" style={{ flexShrink: 0 }} onClick={() => setConfirming(version)} aria-label={`Roll back to version ${version.version}`}>
                    Roll back
                  </Button>
                ) : null}
              </Group>
              {version.changes.length > 0 ? (
                <List size="sm" mt="xs">
                  {version.changes.map((change, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: two changes can read the same (two promo cards changed on one page); a version's list never changes.
                    <List.Item key={index}>{change}</List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm" mt="xs">
                  No changes from the version before.
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      </Drawer>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={confirming ? `Roll back to version ${confirming.version}?` : ''} centered>
        <Stack gap="md">
          <Text size="sm">
            Version {confirming?.version} is published again as a new version, live at once, and becomes your draft. Changes in the draft since then are replaced (they stay in this
            history where they were published).
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color="red.8" loading={rollingBack} onClick={() => confirming && rollBack(confirming)}>
              Roll back to version {confirming?.version}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
});
