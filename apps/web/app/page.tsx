import { Anchor, Container, List, ListItem, MantineProvider, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { platform } from '../lib/platform';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Dealer sites',
  description: 'The demo dealer websites served by this platform.',
};

/** The platform's own front page: every published dealer site, with both kinds of address. */
export default async function PlatformHome() {
  const sites = await (await platform()).sites.list();
  return (
    <MantineProvider theme={{ primaryShade: 8 }}>
      <Container component="main" size="sm" py="xl">
        <Title order={1}>Dealer sites</Title>
        <Text mt="sm">Each dealer site is one document: settings, theme, navigation and pages of blocks.</Text>
        {sites.length === 0 ? (
          <Text mt="lg">No dealer site is published yet.</Text>
        ) : (
          <List mt="lg" spacing="md" listStyleType="none" p={0}>
            {sites.map((site) => (
              <ListItem key={site.slug}>
                <Anchor href={`/sites/${site.slug}`} fw={600}>
                  {site.name}
                </Anchor>
                <Text size="sm">
                  Also at <Anchor href={`http://${site.slug}.localhost:${process.env.PORT ?? 3000}/`}>{site.slug}.localhost</Anchor>
                  {site.domains.length > 0 ? ` and ${site.domains.join(', ')}` : ''}
                </Text>
              </ListItem>
            ))}
          </List>
        )}
      </Container>
    </MantineProvider>
  );
}
