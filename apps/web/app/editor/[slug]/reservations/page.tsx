import { Anchor, Container, Group, MantineProvider, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { DealerReservations } from '@/editor/reservations/DealerReservations.client';
import { canEditDealer, currentMarketer } from '@/runtime/server/auth/marketer';
import { isSiteSlug } from '@/runtime/server/editor/http/editor-access';
import { dealerReservations } from '@/runtime/server/editor/http/reservations-api';
import { editableSites } from '@/runtime/server/editor/http/sites-api';
import { createSiteDocumentsRepository } from '@/runtime/server/repositories/site-documents';
import { editorAddressFromEnv } from '@/runtime/tenancy/editor-host';
import { platform } from '../../../../lib/platform';
import { editorTheme } from '@/editor/shell/editor-theme';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return { title: `Editor — reservations of ${(await props.params).slug}`, robots: { index: false } };
}

/** One dealer's reservations, for a marketer who may edit that dealer: the same access, and the same list, as GET /editor/api/sites/{slug}/reservations. */
export default async function DealerReservationsPage(props: Props) {
  const { slug } = await props.params;
  const marketer = await currentMarketer(await headers());
  if (!marketer) redirect(`/editor/sign-in?redirect=${encodeURIComponent(`/editor/${slug}/reservations`)}`);
  if (!canEditDealer(marketer, slug)) forbidden();
  const { db } = await platform();
  if (!isSiteSlug(slug) || !(await createSiteDocumentsRepository(db).exists(slug))) notFound();
  const [answer, sites] = await Promise.all([dealerReservations(db, slug), editableSites(db, marketer)]);
  const siteName = sites.sites.find((site) => site.slug === slug)?.name ?? slug;
  return (
    <MantineProvider theme={editorTheme}>
      <Container component="main" size="xl" py="xl">
        <Group gap="md">
          <Anchor href={`/editor/${encodeURIComponent(slug)}`}>← Back to editing {siteName}</Anchor>
          <Anchor href="/editor">Your dealer sites</Anchor>
        </Group>
        <Title order={1} mt="sm">
          Reservations
        </Title>
        <Text c="gray.7" mb="lg">
          {siteName}: cars shoppers reserved online. Confirm one once you have taken its deposit by phone; release one to let anyone reserve the car again.
        </Text>
        <DealerReservations slug={slug} siteName={siteName} sitesUrl={editorAddressFromEnv()?.sitesUrl ?? ''} initial={answer} />
      </Container>
    </MantineProvider>
  );
}
