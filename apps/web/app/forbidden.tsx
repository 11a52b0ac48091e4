import { Anchor, Container, MantineProvider, Text, Title } from '@mantine/core';

/** Shown with status 403 when a signed-in marketer opens a dealer site they do not belong to. */
export default function Forbidden() {
  return (
    <MantineProvider theme={{ primaryShade: 8 }}>
      <Container component="main" size="sm" py="xl">
        <Title order={1}>Not your site</Title>
        <Text mt="sm">You can only edit the dealer sites you belong to.</Text>
        <Anchor href="/editor" mt="md" display="inline-block">
          Back to your sites
        </Anchor>
      </Container>
    </MantineProvider>
  );
}
