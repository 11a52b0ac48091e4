import { Anchor, Container, Group, List, ListItem, MantineProvider, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { reservationsPath } from '@/editor/reservations/reservations-client';
import { SiteStatusBadges } from '@/editor/site-list/SiteStatusBadges';
import { currentMarketer } from '@/runtime/server/auth/marketer';
import { editableSites } from '@/runtime/server/editor/http/sites-api';
import { platform } from '../../lib/platform';
import { SignOutButton } from './sign-in/SignOutButton.client';
import { editorTheme } from '@/editor/shell/editor-theme';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Editor — choose a site', robots: { index: false } };

/** The editor's front page: the signed-in marketer's dealer sites, each opening its editor. */
export default async function EditorSites() {
  const requestHeaders = await headers();
  const marketer = await currentMarketer(requestHeaders);
  if (!marketer) redirect('/editor/sign-in?redirect=/editor');
  // What GET /editor/api/sites answers this marketer, so the page and the API never disagree.
  const rows = (await editableSites((await platform()).db, marketer)).sites;
  const now = new Date();
  return (
    <MantineProvider theme={editorTheme}>
      <Container component="main" size="sm" py="xl">
        <Title order={1}>Your dealer sites</Title>
        <Group gap="xs" mt="xs">
          <Text c="gray.7">
            Signed in as {marketer.name} ({marketer.email}).
          </Text>
          <SignOutButton />
        </Group>
        {marketer.role === 'platform-admin' && (
          <>
            <Anchor href="/editor/platform" display="block" mt="xs">
              Sites and web addresses
            </Anchor>
            <Anchor href="/editor/mailbox" display="block" mt="xs">
              Local mailbox and lead deliveries
            </Anchor>
          </>
        )}
        {rows.length === 0 ? (
          <Text mt="lg">No dealer site is yours to edit yet. Ask the platform team to add you to your dealership.</Text>
        ) : (
          <List mt="lg" spacing="md" listStyleType="none" p={0}>
            {rows.map((site) => (
              <ListItem key={site.slug}>
                <Anchor href={`/editor/${site.slug}`} fw={600} size="lg">
                  {site.name}
                </Anchor>
                <Group gap="xs" mt={4}>
                  <Anchor href={reservationsPath(site.slug)} size="sm" aria-label={`Reservations of ${site.name}`}>
                    Reservations
                  </Anchor>
                  <SiteStatusBadges site={site} now={now} />
                </Group>
              </ListItem>
            ))}
          </List>
        )}
      </Container>
    </MantineProvider>
  );
}
