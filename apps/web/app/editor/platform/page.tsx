import { Anchor, Container, MantineProvider, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { PlatformSiteForm } from '@/editor/platform-sites/PlatformSiteForm';
import { currentMarketer } from '@/runtime/server/auth/marketer';
import { listPlatformSites } from '@/runtime/server/editor/http/platform-sites-api';
import { listEditableSites } from '@/runtime/server/editor/http/sites-api';
import type { SitesAnswer } from '@/schemas/api/editor';
import type { PlatformSitesAnswer } from '@/schemas/api/platform-sites';
import { editorContext } from '../api/editor-context';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Editor — sites and web addresses', robots: { index: false } };

/** The platform team's screen: which addresses, dealerships and website number each site has. */
export default async function PlatformSites() {
  const requestHeaders = await headers();
  const marketer = await currentMarketer(requestHeaders);
  if (!marketer) redirect('/editor/sign-in?redirect=/editor/platform');
  const context = await editorContext();
  // The same answers the API gives, so the screen and the API never disagree on who may see this.
  const answer = await listPlatformSites(context, new Request('http://localhost/editor/api/platform/sites', { headers: requestHeaders }));
  const names = await listEditableSites(context, new Request('http://localhost/editor/api/sites', { headers: requestHeaders }));
  const sites = answer.status === 200 ? ((await answer.json()) as PlatformSitesAnswer).sites : null;
  const nameOf = new Map(names.status === 200 ? ((await names.json()) as SitesAnswer).sites.map((s) => [s.slug, s.name]) : []);
  return (
    <MantineProvider theme={{ primaryShade: 8 }}>
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
