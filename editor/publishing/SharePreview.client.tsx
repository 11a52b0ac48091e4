'use client';

import { Alert, Button, CopyButton, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { atom, useAtomValue, useStore } from 'jotai';
import { memo, useCallback, useState } from 'react';
import { autosaveSnapshotAtom, draftAutosaveAtom } from './autosave-atoms';
import { EditorApiError } from './editor-api';
import { createPreviewLink, fetchPreviewLinks, type NewPreviewLink, type PreviewLink, revokePreviewLink } from './publish-flow-api';
import { momentInWords } from './save-status-words';
import { documentAtom } from '../state/editor-store';
import { sitesUrlAtom } from './site-address';

const failure = (error: unknown) => (error instanceof EditorApiError ? error.message : 'something went wrong.');

/** The whole address on the dealer sites' host, which is this one unless the editor has a host of its own. */
const platformAddress = (sitesUrl: string, path: string) => `${sitesUrl || window.location.origin}${path}`;

/**
 * The site's first own domain (the platform's record; a marketer cannot
 * change it): a preview link opens there too, and only there for this
 * dealer, so the link to send is on the address people know. A string, so
 * an edit elsewhere in the draft renders nothing here. Read loosely: until
 * the shell loads the draft, the document in the store has no dealer.
 */
const siteDomainAtom = atom((get) => (get(documentAtom).dealer as { domains?: string[] } | undefined)?.domains?.[0]);

function CopyableAddress({ label, address }: { label: string; address: string }) {
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput label={label} value={address} readOnly style={{ flexGrow: 1 }} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={address}>
        {({ copied, copy }) => (
          <Button variant={copied ? 'light' : 'filled'} onClick={copy} aria-label={`${copied ? 'Copied' : 'Copy link'}: ${label}`}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * "Share preview": a link to the draft as it is now, for someone without an
 * editor account (a manager, the brand), that stops working by itself after
 * a few days. Its address is shown once, when made (only a fingerprint of it
 * is kept); the links still working can be stopped sooner.
 */
export const SharePreview = memo(function SharePreview({ slug }: { slug: string }) {
  const store = useStore();
  const autosave = useAtomValue(draftAutosaveAtom);
  const sitesUrl = useAtomValue(sitesUrlAtom);
  const domain = useAtomValue(siteDomainAtom);
  const [opened, setOpened] = useState(false);
  const [links, setLinks] = useState<PreviewLink[]>([]);
  const [made, setMade] = useState<NewPreviewLink | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setLinks(await fetchPreviewLinks(slug));
    } catch (error) {
      setProblem(`The preview links could not be loaded: ${failure(error)}`);
    }
  }, [slug]);

  const open = () => {
    setMade(null);
    setProblem(null);
    setOpened(true);
    void refresh();
  };

  const make = async () => {
    if (!autosave) return;
    setBusy(true);
    setProblem(null);
    try {
      const saved = await autosave.flush();
      if (saved === 'conflict') return setOpened(false); // the conflict dialog asks what to keep first
      if (saved !== 'saved') return setProblem('The draft could not be saved yet, so no link was made. Try again in a moment.');
      const answer = await createPreviewLink(slug, store.get(autosaveSnapshotAtom).savedRevision);
      if (answer.kind === 'conflict') {
        setOpened(false);
        autosave.conflictWith(answer.current);
        return;
      }
      setMade(answer.link);
      await refresh();
    } catch (error) {
      setProblem(`No link was made: ${failure(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const stop = async (link: PreviewLink) => {
    setProblem(null);
    try {
      await revokePreviewLink(slug, link.id);
      if (made?.id === link.id) setMade(null);
      await refresh();
    } catch (error) {
      setProblem(`The link was not stopped: ${failure(error)}`);
    }
  };

  return (
    <>
      <Button size="xs" variant="default" onClick={open}>
        Share preview
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Share a preview" centered size="lg">
        <Stack gap="md">
          <Text size="sm">
            A preview link shows the draft as it is when you make the link; changes after that are not in it. Anyone with the link can look, without an editor account, until it
            expires. Shoppers never see it, and search engines are asked not to list it.
          </Text>
          {made ? (
            <Paper withBorder p="sm">
              <Stack gap="xs">
                {domain ? (
                  <>
                    <CopyableAddress label="Preview link" address={`https://${domain}${made.path}`} />
                    <CopyableAddress label="The same preview on the platform's address" address={platformAddress(sitesUrl, made.path)} />
                    <Text size="sm">{`The first link is on your site's own address, ${domain}. Send the second while ${domain} does not yet lead to this platform.`}</Text>
                  </>
                ) : (
                  <CopyableAddress label="Preview link" address={platformAddress(sitesUrl, made.path)} />
                )}
                <Text size="sm">{`Works until ${momentInWords(made.expiresAt)}. Copy it now: for safety it is shown only this once.`}</Text>
              </Stack>
            </Paper>
          ) : (
            <Group>
              <Button loading={busy} onClick={make}>
                Make a preview link
              </Button>
            </Group>
          )}
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          {links.length > 0 ? (
            <Stack gap="xs" component="section" aria-labelledby="working-preview-links">
              <Title order={3} size="h6" id="working-preview-links">
                Links that work now
              </Title>
              {links.map((link) => (
                <Group key={link.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">{`Made by ${link.createdBy} on ${momentInWords(link.createdAt)}; works until ${momentInWords(link.expiresAt)}.`}</Text>
                  <Button size="xs" variant="default" color="red.8" onClick={() => stop(link)} aria-label={`Stop the link made on ${momentInWords(link.createdAt)}`}>
                    Stop link
                  </Button>
                </Group>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Modal>
    </>
  );
});
