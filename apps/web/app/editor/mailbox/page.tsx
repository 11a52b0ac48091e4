import { Anchor, Container, MantineProvider, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { LocalMailbox } from '@/editor/local-mailbox/LocalMailbox';
import { currentMarketer } from '@/runtime/server/auth/marketer';
import { isPlatformAdmin } from '@/runtime/server/editor/http/editor-access';
import { keepsLeadEmailsLocally } from '@/runtime/server/leads/lead-delivery-settings';
import { createLeadDeliveriesRepository } from '@/runtime/server/repositories/lead-deliveries';
import { createLocalMailboxRepository } from '@/runtime/server/repositories/local-mailbox';
import { platform } from '../../../lib/platform';
import { editorTheme } from '@/editor/shell/editor-theme';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Editor — local mailbox', robots: { index: false } };

/** How many deliveries not made yet the page lists, given up ones first. */
const WAITING_SHOWN = 100;

/** The platform team's screen: lead emails kept on this server (no SMTP server configured), and deliveries not made yet. */
export default async function LocalMailboxPage() {
  const marketer = await currentMarketer(await headers());
  if (!marketer) redirect('/editor/sign-in?redirect=/editor/mailbox');
  // Leads hold shoppers' names and numbers from every dealer: the platform team's alone, as the sites screen is.
  const admin = isPlatformAdmin(marketer);
  const { db } = await platform();
  const [emails, waiting] = admin ? await Promise.all([createLocalMailboxRepository(db).newest(), createLeadDeliveriesRepository(db).undelivered(WAITING_SHOWN)]) : [[], []];
  return (
    <MantineProvider theme={editorTheme}>
      <Container component="main" size="md" py="xl">
        <Anchor href="/editor">← Your dealer sites</Anchor>
        <Title order={1} mt="sm" mb="lg">
          Local mailbox
        </Title>
        {admin ? <LocalMailbox inUse={keepsLeadEmailsLocally()} emails={emails} waiting={waiting} /> : <Text>Only the platform team can read the local mailbox.</Text>}
      </Container>
    </MantineProvider>
  );
}
