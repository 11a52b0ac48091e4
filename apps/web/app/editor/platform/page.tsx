import { Anchor, Container, MantineProvider, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { PlatformSiteForm } from '@/editor/platform-sites/PlatformSiteForm.client';
import { currentMarketer } from '@/runtime/server/auth/marketer';
import { isPlatformAdmin } from '@/runtime/server/editor/http/editor-access';
import { editableSites } from '@/runtime/server/editor/http/sites-api';
import { createPlatformSitesRepository } from '@/runtime/server/repositories/platform-sites';
import { platform } from '../../../lib/platform';
import { editorTheme } from '@/editor/shell/editor-theme';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Editor — sites and web addresses', robots: { index: false } };

/** The platform team's screen: which addresses, dealerships and website number each site has. */
export default async function PlatformSites() {
  const requestHeaders = await headers();
  const marketer = await currentMarketer(requestHeaders);
  if (!marketer) redirect('/editor/sign-in?redirect=/editor/platform');
  const { db } = await platform();
  // The API's own rule and lists, so the screen and the API never disagree on who may see this.
  const sites = isPlatformAdmin(marketer) ? await createPlatformSitesRepository(db).list() : null;
  const nameOf = new Map((await editableSites(db, marketer)).sites.map((s) => [s.slug, s.name]));
  return (
    <MantineProvider theme={editorTheme}>
      <Container component="main" size="sm" py="xl">
        <Anchor href="/editor">← Your dealer sites</Anchor>
        <Title order={1} mt="sm">
          Sites and web addresses
        </Title>
        {sites === null ? (
          <Text mt="lg">Only the platform team can change a site&apos;s web addresses and dealerships.</Text>
        ) : (
          <Stack mt="lg" gap="lg">
            {sites.map((site) => (
              <PlatformSiteForm key={site.slug} site={site} name={nameOf.get(site.slug) ?? site.slug} />
            ))}
          </Stack>
        )}
      </Container>
    </MantineProvider>
  );
}
